import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct MergeMaxConcurrentTests {
  /// Four inner sequences arriving at 210, 260, 270 and `fourthAt`.
  private struct Setup {
    let scheduler = TestScheduler(initialClock: 0)
    let ys: [TestableObservable<Int>]
    let xs: TestableObservable<TestableObservable<Int>>

    init(fourthAt: TestTime = 320, end: Recorded<Event<TestableObservable<Int>>> = .completed(400)) {
      let scheduler = self.scheduler
      ys = [
        scheduler.createColdObservable([.next(50, 1), .next(100, 2), .next(120, 3), .completed(140)]),
        scheduler.createColdObservable([.next(20, 4), .next(70, 5), .completed(200)]),
        scheduler.createColdObservable([.next(10, 6), .next(90, 7), .next(110, 8), .completed(130)]),
        scheduler.createColdObservable([.next(210, 9), .next(240, 10), .completed(300)]),
      ]
      xs = scheduler.createHotObservable([
        .next(210, ys[0]), .next(260, ys[1]), .next(270, ys[2]), .next(fourthAt, ys[3]), end,
      ])
    }
  }

  @Test func runsTwoAtATimeAndStartsAWaitingOneWhenOneCompletes() {
    let setup = Setup()
    let res = setup.scheduler.start { setup.xs.merge(maxConcurrent: 2) }
    #expect(
      res.events == [
        .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
        .next(440, 7), .next(460, 8), .next(670, 9), .next(700, 10), .completed(760),
      ])
    #expect(setup.xs.subscriptions == [Subscription(200, 400)])
    #expect(setup.ys[0].subscriptions == [Subscription(210, 350)])
    #expect(setup.ys[1].subscriptions == [Subscription(260, 460)])
    #expect(setup.ys[2].subscriptions == [Subscription(350, 480)])
    #expect(setup.ys[3].subscriptions == [Subscription(460, 760)])
  }

  @Test func runsThreeAtATime() {
    let setup = Setup(fourthAt: 420, end: .completed(450))
    let res = setup.scheduler.start { setup.xs.merge(maxConcurrent: 3) }
    #expect(
      res.events == [
        .next(260, 1), .next(280, 4), .next(280, 6), .next(310, 2), .next(330, 3), .next(330, 5),
        .next(360, 7), .next(380, 8), .next(630, 9), .next(660, 10), .completed(720),
      ])
    #expect(setup.ys[2].subscriptions == [Subscription(270, 400)])
    #expect(setup.ys[3].subscriptions == [Subscription(420, 720)])
  }

  @Test func disposingDisposesTheRunningOnesAndNeverStartsTheWaitingOnes() {
    let setup = Setup()
    let res = setup.scheduler.start(disposed: 450) { setup.xs.merge(maxConcurrent: 2) }
    #expect(
      res.events == [
        .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
        .next(440, 7),
      ])
    #expect(setup.ys[1].subscriptions == [Subscription(260, 450)])
    #expect(setup.ys[2].subscriptions == [Subscription(350, 450)])
    #expect(setup.ys[3].subscriptions == [])
  }

  @Test func outerErrorEndsTheResult() {
    let setup = Setup(end: .error(400, TestError()))
    let res = setup.scheduler.start { setup.xs.merge(maxConcurrent: 2) }
    #expect(
      res.events == [
        .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
        .error(400, TestError()),
      ])
    #expect(setup.ys[1].subscriptions == [Subscription(260, 400)])
    #expect(setup.ys[2].subscriptions == [Subscription(350, 400)])
    #expect(setup.ys[3].subscriptions == [])
  }

  @Test func limitOfOneConcatenatesInOrder() {
    let (log, _) = Observable.of(Observable.of(1, 2), Observable.of(3), Observable.of(4, 5))
      .merge(maxConcurrent: 1).record()
    #expect(log.events == [.next(1), .next(2), .next(3), .next(4), .next(5), .completed])
  }

  @Test func hundredThousandSynchronousSourcesRunInConstantStackDepth() {
    let sources = (0..<100_000).lazy.map { Observable.just($0) }
    let (log, _) = Observable.from(sources).merge(maxConcurrent: 3).record()
    #expect(log.values.count == 100_000)
    #expect(log.events.last == .completed)
  }
}
