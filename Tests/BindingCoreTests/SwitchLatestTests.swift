import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct SwitchLatestTests {
  private func innerSequences(_ scheduler: TestScheduler, secondEnd: Recorded<Event<Int>>)
    -> [TestableObservable<Int>]
  {
    [
      scheduler.createColdObservable([
        .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105),
        .next(220, 106), .completed(230),
      ]),
      scheduler.createColdObservable([
        .next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), secondEnd,
      ]),
      scheduler.createColdObservable([
        .next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .completed(150),
      ]),
    ]
  }

  @Test func emitsTheLatestInnerSequenceOnlyAndCompletesAfterIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = innerSequences(scheduler, secondEnd: .completed(50))
    let xs = scheduler.createHotObservable([
      .next(300, ys[0]), .next(400, ys[1]), .next(500, ys[2]), .completed(600),
    ])
    let res = scheduler.start { xs.switchLatest() }
    #expect(
      res.events == [
        .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203),
        .next(440, 204), .next(510, 301), .next(520, 302), .next(530, 303), .next(540, 304),
        .completed(650),
      ])
    #expect(xs.subscriptions == [Subscription(200, 600)])
    #expect(ys[0].subscriptions == [Subscription(300, 400)])
    #expect(ys[1].subscriptions == [Subscription(400, 450)])
    #expect(ys[2].subscriptions == [Subscription(500, 650)])
  }

  @Test func innerErrorEndsTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = innerSequences(scheduler, secondEnd: .error(50, TestError()))
    let xs = scheduler.createHotObservable([
      .next(300, ys[0]), .next(400, ys[1]), .next(500, ys[2]), .completed(600),
    ])
    let res = scheduler.start { xs.switchLatest() }
    #expect(
      res.events == [
        .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203),
        .next(440, 204), .error(450, TestError()),
      ])
    #expect(xs.subscriptions == [Subscription(200, 450)])
    #expect(ys[2].subscriptions == [])
  }

  @Test func outerErrorEndsTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = innerSequences(scheduler, secondEnd: .completed(50))
    let xs = scheduler.createHotObservable([
      .next(300, ys[0]), .next(400, ys[1]), .error(500, TestError()),
    ])
    let res = scheduler.start { xs.switchLatest() }
    #expect(
      res.events == [
        .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203),
        .next(440, 204), .error(500, TestError()),
      ])
    #expect(ys[0].subscriptions == [Subscription(300, 400)])
    #expect(ys[1].subscriptions == [Subscription(400, 450)])
  }
}
