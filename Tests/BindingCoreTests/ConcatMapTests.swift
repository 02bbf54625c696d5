import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct ConcatMapTests {
  @Test func innerSequencesThatEndBeforeTheNextArrivesRunAsTheyCome() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 102), .completed(20)])
    let second = scheduler.createColdObservable([.next(20, 202), .completed(25)])
    let xs = scheduler.createHotObservable([.next(250, first), .next(300, second), .completed(900)])
    let res = scheduler.start { xs.concatMap { $0 } }
    #expect(res.events == [.next(260, 102), .next(320, 202), .completed(900)])
    #expect(xs.subscriptions == [Subscription(200, 900)])
    #expect(first.subscriptions == [Subscription(250, 270)])
    #expect(second.subscriptions == [Subscription(300, 325)])
  }

  @Test func anInnerSequenceWaitsForThePreviousOneToComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(150)])
    let second = scheduler.createColdObservable([.next(20, 3), .completed(30)])
    let xs = scheduler.createHotObservable([.next(210, first), .next(220, second), .completed(230)])
    let res = scheduler.start { xs.concatMap { $0 } }
    // The second waits from 220 until the first completes at 360, then runs from there.
    #expect(res.events == [.next(220, 1), .next(310, 2), .next(380, 3), .completed(390)])
    #expect(first.subscriptions == [Subscription(210, 360)])
    #expect(second.subscriptions == [Subscription(360, 390)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func selectorErrorEndsTheResultAndDisposesEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([
      .next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106),
      .completed(460),
    ])
    let ys2 = scheduler.createColdObservable([.next(180, 202), .completed(205)])
    let ys3 = scheduler.createColdObservable([.next(10, 301), .completed(60)])
    let xs = scheduler.createHotObservable([
      .next(300, ys1), .next(400, ys2), .next(550, ys3), .completed(900),
    ])
    var calls = 0
    let res = scheduler.start {
      xs.concatMap { inner -> TestableObservable<Int> in
        calls += 1
        if calls == 3 { throw TestError() }
        return inner
      }
    }
    #expect(
      res.events == [
        .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105),
        .error(550, TestError()),
      ])
    #expect(xs.subscriptions == [Subscription(200, 550)])
    #expect(ys1.subscriptions == [Subscription(300, 550)])
    #expect(ys2.subscriptions == [])
    #expect(ys3.subscriptions == [])
  }

  @Test func innerErrorEndsTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let failing = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
    let later = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let xs = scheduler.createHotObservable([.next(210, failing), .next(215, later)])
    let res = scheduler.start { xs.concatMap { $0 } }
    #expect(res.events == [.next(220, 1), .error(230, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(later.subscriptions == [])
  }

  @Test func outerCompletionWaitsForTheQueuedInnerSequences() {
    let (log, _) = Observable.of(1, 2, 3).concatMap { Observable.of($0 * 10, $0 * 10 + 1) }
      .record()
    #expect(log.values == [10, 11, 20, 21, 30, 31])
    #expect(log.isStopped)
  }

  @Test func hundredThousandSynchronousInnerSequencesRunInConstantStackDepth() {
    let (log, _) = Observable.from(0..<100_000).concatMap { Observable.just($0) }.record()
    #expect(log.values.count == 100_000)
    #expect(log.values.last == 99_999)
    #expect(log.events.last == .completed)
  }
}
