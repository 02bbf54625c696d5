import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// `delay` and `observe(on:)` deliver one event per turn of their scheduler, as RxSwift's do:
/// on a test scheduler, events that arrive at one tick leave one tick apart.
@Suite(.checksResources) struct SchedulerTurnTests {
  @Test func singleDelayCompletesOneTickAfterItsValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Single.just(1).delay(.seconds(2), scheduler: scheduler) }
    #expect(res.events == [.next(202, 1), .completed(203)])
  }

  @Test func maybeDelayCompletesOneTickAfterItsValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Maybe.just(1).delay(.seconds(2), scheduler: scheduler) }
    #expect(res.events == [.next(202, 1), .completed(203)])
  }

  @Test func singleObserveOnCompletesOneTickAfterItsValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Single.just(1).observe(on: scheduler) }
    #expect(res.events == [.next(201, 1), .completed(202)])
  }

  @Test func maybeObserveOnCompletesOneTickAfterItsValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Maybe.just(1).observe(on: scheduler) }
    #expect(res.events == [.next(201, 1), .completed(202)])
  }

  @Test func delayedValuesThatArrivedTogetherLeaveOneTickApart() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.of(1, 2).delay(.seconds(5), scheduler: scheduler) }
    #expect(res.events == [.next(205, 1), .next(206, 2), .completed(207)])
  }

  @Test func delayedValuesKeepTheirOwnDueTimesWhenApart() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .completed(230)])
    let res = scheduler.start { xs.delay(.seconds(5), scheduler: scheduler) }
    #expect(res.events == [.next(215, 1), .next(217, 2), .completed(235)])
  }

  @Test func disposingADelayDropsWhatWaits() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 207) {
      Observable.of(1, 2, 3).delay(.seconds(5), scheduler: scheduler)
    }
    #expect(res.events == [.next(205, 1), .next(206, 2)])
  }
}
