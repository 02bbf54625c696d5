import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct FlatMapFirstTests {
  private func innerSequences(_ scheduler: TestScheduler) -> [TestableObservable<Int>] {
    [
      scheduler.createColdObservable([.error(1, TestError())]),
      scheduler.createColdObservable([.error(1, TestError())]),
      scheduler.createColdObservable([
        .next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106),
        .completed(460),
      ]),
      scheduler.createColdObservable([.next(180, 202), .next(190, 203), .completed(205)]),
      scheduler.createColdObservable([
        .next(10, 301), .next(50, 302), .next(70, 303), .next(260, 304), .next(310, 305),
        .completed(410),
      ]),
      scheduler.createColdObservable([.completed(40)]),
      scheduler.createColdObservable([.next(80, 401), .next(90, 402), .completed(100)]),
    ]
  }

  @Test func dropsValuesWhileAnInnerSequenceRuns() {
    let scheduler = TestScheduler(initialClock: 0)
    let inners = innerSequences(scheduler)
    let xs = scheduler.createHotObservable(
      zip([5, 105, 300, 400, 550, 750, 850], inners).map { Recorded.next($0, $1) }
        + [.completed(900)])
    let res = scheduler.start { xs.flatMapFirst { $0 } }
    #expect(
      res.events == [
        .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
        .next(930, 401), .next(940, 402), .completed(950),
      ])
    #expect(xs.subscriptions == [Subscription(200, 900)])
    #expect(inners[2].subscriptions == [Subscription(300, 760)])
    #expect(inners[3].subscriptions == [])
    #expect(inners[4].subscriptions == [])
    #expect(inners[5].subscriptions == [])
    #expect(inners[6].subscriptions == [Subscription(850, 950)])
  }

  @Test func doesNotCompleteWhileTheInnerSequenceRuns() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1)])
    let xs = scheduler.createHotObservable([.next(300, inner), .completed(400)])
    let res = scheduler.start { xs.flatMapFirst { $0 } }
    #expect(res.events == [.next(310, 1)])
    #expect(inner.subscriptions == [Subscription(300, 1000)])
  }

  @Test func selectorRunsOnlyForValuesItDoesNotDrop() {
    let scheduler = TestScheduler(initialClock: 0)
    let inners = innerSequences(scheduler)
    let xs = scheduler.createHotObservable(
      zip([5, 105, 300, 400, 550, 750, 850], inners).map { Recorded.next($0, $1) }
        + [.completed(900)])
    var selected: [TestTime] = []
    _ = scheduler.start {
      xs.flatMapFirst { inner -> TestableObservable<Int> in
        selected.append(scheduler.clock)
        return inner
      }
    }
    #expect(selected == [300, 850])
  }

  @Test func selectorErrorEndsTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let xs = scheduler.createHotObservable([.next(300, inner), .next(400, inner)])
    var calls = 0
    let res = scheduler.start {
      xs.flatMapFirst { inner -> TestableObservable<Int> in
        calls += 1
        if calls == 2 { throw TestError() }
        return inner
      }
    }
    #expect(res.events == [.next(310, 1), .error(400, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func innerErrorEndsTheResultAndDisposesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
    let xs = scheduler.createHotObservable([.next(300, inner), .completed(900)])
    let res = scheduler.start { xs.flatMapFirst { $0 } }
    #expect(res.events == [.next(310, 1), .error(320, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 320)])
  }

  @Test func aValueAfterTheInnerSequenceCompletedIsTaken() {
    let taps = PublishRelay<Int>()
    let reload = PublishSubject<String>()
    let (log, subscription) = taps.flatMapFirst { tap in reload.map { "\(tap): \($0)" }.take(1) }.record()
    defer { subscription.dispose() }
    taps.accept(1)
    taps.accept(2)
    reload.onNext("a")
    taps.accept(3)
    reload.onNext("b")
    #expect(log.values == ["1: a", "3: b"])
  }
}
