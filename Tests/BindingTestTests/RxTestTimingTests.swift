import BindingTest
import Testing

/// Expectations from RxSwift's own test suite, with the times RxTest computed: they hold only
/// when this scheduler follows RxTest's rules (work asked for now runs a tick later; a hot
/// observable's events take their turn in scheduling order).
@Suite struct RxTestTimingTests {
  @Test func subscribeOnSubscribesAndDisposesOneTickLater() {
    let scheduler = TestScheduler(initialClock: 0)
    var subscribedAt: Int?
    var disposedAt: Int?
    let xs = Observable<Int>.create { _ in
      subscribedAt = scheduler.clock
      return Disposables.create { disposedAt = scheduler.clock }
    }
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    #expect(res.events.isEmpty)
    #expect(subscribedAt == 201)
    #expect(disposedAt == 1001)
  }

  @Test func subscribeOnForwardsCompletionAndUnsubscribesATickLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(300)])
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    #expect(res.events == [.completed(300)])
    #expect(xs.subscriptions == [Subscription(201, 301)])
  }

  @Test func subscribeOnForwardsAnErrorAndUnsubscribesATickLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(300, TestError())])
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    #expect(res.events == [.error(300, TestError())])
    #expect(xs.subscriptions == [Subscription(201, 301)])
  }

  @Test func intervalOfZeroTicksEveryTickStartingOneTickAfterSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 210) {
      Observable<Int>.interval(.seconds(0), scheduler: scheduler)
    }
    #expect(res.events == (0..<9).map { .next(201 + $0, $0) })
  }

  @Test func intervalTicksEveryPeriodAfterSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
    #expect(res.events == (0..<7).map { .next(300 + 100 * $0, $0) })
  }

  @Test func aHotCompletionAtTheDisposalTimeIsStillReceived() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(200, 2), .completed(1000)])
    let res = scheduler.start { xs.map { $0 + 1 } }
    #expect(res.events == [.completed(1000)])
    #expect(xs.subscriptions == [Subscription(200, 1000)])
  }
}
