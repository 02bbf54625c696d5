import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// `take(for:)` and `skip(for:)`.
///
/// RxSwift has no timeline tests for them; the times follow
/// RxTest's rules: the window's timer is scheduled at subscription (200), after the hot
/// source's events, which were scheduled when it was made, so an event due at the same tick
/// as the timer comes first.
@Suite(.checksResources) struct TimeWindowTests {
  private static func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(240, 2), .next(250, 3), .next(280, 4), .completed(300),
    ])
  }

  @Test func takeForLetsValuesThroughUntilTheTimeIsUp() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
    #expect(res.events == [.next(210, 1), .next(240, 2), .next(250, 3), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func takeForPassesAnEarlierEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
    #expect(res.events == [.next(210, 1), .error(220, TestError())])
  }

  @Test func skipForDropsValuesUntilTheTimeIsUp() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.skip(for: .seconds(50), scheduler: scheduler) }
    #expect(res.events == [.next(280, 4), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func skipForPassesAnEarlyEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let res = scheduler.start { xs.skip(for: .seconds(50), scheduler: scheduler) }
    #expect(res.events == [.completed(220)])
  }
}
