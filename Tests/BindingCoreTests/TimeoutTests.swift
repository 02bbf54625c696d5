import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct TimeoutTests {
  @Test func eventsInTimePassThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([
      .next(10, 42), .next(25, 43), .next(40, 44), .next(50, 45), .completed(60),
    ])
    let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
    #expect(
      res.events == [
        .next(210, 42), .next(225, 43), .next(240, 44), .next(250, 45), .completed(260),
      ])
    #expect(xs.subscriptions == [Subscription(200, 260)])
  }

  @Test func aValueDueExactlyWhenTheTimerIsBeatsTheTimerScheduledAfterIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([
      .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
    ])
    let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
    #expect(
      res.events == [
        .next(210, 42), .next(220, 43), .next(250, 44), .next(260, 45), .completed(270),
      ])
  }

  @Test func failsWhenAGapIsTooLong() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([
      .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
    ])
    let res = scheduler.start { xs.timeout(.seconds(25), scheduler: scheduler) }
    #expect(res.events == [.next(210, 42), .next(220, 43), .error(245, RxError.timeout)])
    #expect(xs.subscriptions == [Subscription(200, 245)])
  }

  @Test func theSourcesEndPassesAndNeverIsKeptWithinTheLimit() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .error(300, TestError())])
    let res = scheduler.start { xs.timeout(.seconds(200), scheduler: scheduler) }
    #expect(res.events == [.error(300, TestError())])
    let scheduler2 = TestScheduler(initialClock: 0)
    let never = scheduler2.createHotObservable([.next(150, 0)])
    let res2 = scheduler2.start { never.timeout(.seconds(1000), scheduler: scheduler2) }
    #expect(res2.events.isEmpty)
    #expect(never.subscriptions == [Subscription(200, 1000)])
  }

  @Test func switchesToTheOtherSequenceAtTheTimeout() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(70, 1), .next(130, 2), .next(240, 3), .next(310, 4), .next(430, 5), .completed(500),
    ])
    let ys = scheduler.createColdObservable([
      .next(50, -1), .next(200, -2), .next(310, -3), .completed(320),
    ])
    let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
    #expect(
      res.events == [
        .next(240, 3), .next(310, 4), .next(460, -1), .next(610, -2), .next(720, -3),
        .completed(730),
      ])
    #expect(xs.subscriptions == [Subscription(200, 410)])
    #expect(ys.subscriptions == [Subscription(410, 730)])
  }

  @Test func theOtherSequencesErrorEndsTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs: TestableObservable<Int> = scheduler.createHotObservable([.next(500, 42)])
    let ys: TestableObservable<Int> = scheduler.createColdObservable([.error(100, TestError())])
    let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
    #expect(res.events == [.error(400, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(ys.subscriptions == [Subscription(300, 400)])
  }

  @Test func noTimeoutNoSwitch() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(70, 1), .next(130, 2), .next(240, 3), .next(320, 4), .next(410, 5), .completed(500),
    ])
    let ys = scheduler.createColdObservable([.next(50, -1), .completed(320)])
    let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
    #expect(res.events == [.next(240, 3), .next(320, 4), .next(410, 5), .completed(500)])
    #expect(ys.subscriptions == [])
  }
}
