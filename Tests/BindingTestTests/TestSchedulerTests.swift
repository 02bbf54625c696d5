import BindingTest
import Testing

@Suite struct TestSchedulerTests {
  @Test func hotObservableSendsAtAbsoluteTimesAndLateSubscribersMissEarlierEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .completed(300),
    ])
    let res = scheduler.start { xs }
    #expect(res.events == [.next(210, 2), .next(220, 3), .completed(300)])
    #expect(xs.isHot)
  }

  @Test func coldObservableStartsOverForEachSubscriber() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(100) { _ = xs.subscribe(first) }
    scheduler.scheduleAt(250) { _ = xs.subscribe(second) }
    scheduler.start()
    #expect(first.events == [.next(110, 1), .next(120, 2), .completed(130)])
    #expect(second.events == [.next(260, 1), .next(270, 2), .completed(280)])
    #expect(xs.subscriptions == [Subscription(100), Subscription(250)])
    #expect(!xs.isHot)
  }

  @Test func coldEventAtZeroArrivesAtTheSubscriptionTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(0, 1), .completed(0)])
    let res = scheduler.start { xs }
    #expect(res.events == [.next(200, 1), .completed(200)])
  }

  @Test func startCreatesSubscribesAndDisposesAtTheDefaultTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    var createdAt: Int?
    let xs = scheduler.createHotObservable([.next(500, 1), .next(1000, 2), .next(1001, 3)])
    let res = scheduler.start { () -> TestableObservable<Int> in
      createdAt = scheduler.clock
      return xs
    }
    #expect(createdAt == 100)
    #expect(xs.subscriptions == [Subscription(200, 1000)])
    #expect(res.events == [.next(500, 1), .next(1000, 2)])
  }

  @Test func hotEventsTakeTheirTurnInSchedulingOrderWithTheRestOfTheirTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(200, 1), .next(300, 2), .completed(400)])
    let res = scheduler.start(disposed: 400) { xs }
    #expect(res.events == [.next(300, 2), .completed(400)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func aHotObservableMadeAfterStartIsScheduledAfterItsSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    var xs: TestableObservable<Int>?
    let res = scheduler.start { () -> Observable<Int> in
      let made = scheduler.createHotObservable([.next(200, 1), .next(1000, 2)])
      xs = made
      return made.asObservable()
    }
    #expect(res.events == [.next(200, 1)])
    #expect(xs?.subscriptions == [Subscription(200, 1000)])
  }

  @Test func workScheduledForNowRunsOneTickLater() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    scheduler.scheduleAt(50) {
      _ = scheduler.schedule(()) { _ in
        log.append("schedule at \(scheduler.clock)")
        return Disposables.create()
      }
      _ = scheduler.scheduleRelative((), dueTime: .seconds(0)) { _ in
        log.append("scheduleRelative 0 at \(scheduler.clock)")
        return Disposables.create()
      }
      _ = scheduler.scheduleRelativeVirtual((), dueTime: 0) { _ in
        log.append("scheduleRelativeVirtual 0 at \(scheduler.clock)")
        return Disposables.create()
      }
      scheduler.scheduleAt(50) { log.append("scheduleAt now at \(scheduler.clock)") }
      scheduler.scheduleAt(20) { log.append("scheduleAt past at \(scheduler.clock)") }
    }
    scheduler.start()
    #expect(
      log == [
        "scheduleAt past at 50", "scheduleRelativeVirtual 0 at 50", "scheduleAt now at 50",
        "schedule at 51", "scheduleRelative 0 at 51",
      ])
  }

  @Test func withoutProcessingDelayWorkForNowRunsAtTheCurrentTick() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    var ranAt: [Int] = []
    scheduler.scheduleAt(50) {
      _ = scheduler.schedule(()) { _ in
        ranAt.append(scheduler.clock)
        return Disposables.create()
      }
    }
    scheduler.start()
    #expect(ranAt == [50])
  }

  @Test func observeOnMovesEachEventOneTickLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let res = scheduler.start { xs.observe(on: scheduler) }
    #expect(res.events == [.next(211, 1), .completed(251)])
  }

  @Test func coldEventDueAtDisposalIsNotSent() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(50, 1), .next(100, 2)])
    let res = scheduler.start(disposed: 300) { xs }
    #expect(res.events == [.next(250, 1)])
  }

  @Test func startTakesCustomTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(40, 1), .next(60, 2), .next(90, 3)])
    let res = scheduler.start(created: 10, subscribed: 50, disposed: 80) { xs }
    #expect(res.events == [.next(60, 2)])
    #expect(xs.subscriptions == [Subscription(50, 80)])
  }

  @Test func startWithDisposedKeepsTheDefaultSubscriptionTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
    let res = scheduler.start(disposed: 300) { xs }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func subscriptionEndsWhenTheChainDisposesAfterCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    _ = scheduler.start { xs.map { $0 } }
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func subscriptionsLogEverySubscriberInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let observer = scheduler.createObserver(Int.self)
    var first: Disposable?
    scheduler.scheduleAt(100) { first = xs.subscribe(observer) }
    scheduler.scheduleAt(150) { _ = xs.subscribe(observer) }
    scheduler.scheduleAt(300) { first?.dispose() }
    scheduler.scheduleAt(400) { first?.dispose() }
    scheduler.start()
    #expect(xs.subscriptions == [Subscription(100, 300), Subscription(150)])
  }

  @Test func disposingStopsDeliveryFromHotAndColdSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let hot = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
    let cold = scheduler.createColdObservable([.next(10, 1), .next(60, 2)])
    let hotObserver = scheduler.createObserver(Int.self)
    let coldObserver = scheduler.createObserver(Int.self)
    var subscriptions: [Disposable] = []
    scheduler.scheduleAt(200) {
      subscriptions = [hot.subscribe(hotObserver), cold.subscribe(coldObserver)]
    }
    scheduler.scheduleAt(250) { subscriptions.forEach { $0.dispose() } }
    scheduler.start()
    #expect(hotObserver.events == [.next(210, 1)])
    #expect(coldObserver.events == [.next(210, 1)])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func hotSourceSendsEventsAfterCompletionButOperatorsDropThem() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(230, 2)])
    let raw = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = xs.subscribe(raw) }
    let mapped = scheduler.start { xs.map { $0 * 10 } }
    #expect(raw.events == [.next(210, 1), .completed(220), .next(230, 2)])
    #expect(mapped.events == [.next(210, 10), .completed(220)])
  }

  @Test func observerRecordsEventsAtTheCurrentClock() {
    let scheduler = TestScheduler(initialClock: 40)
    let observer = scheduler.createObserver(String.self)
    observer.onNext("now")
    scheduler.scheduleAt(70) { observer.onCompleted() }
    scheduler.advanceTo(100)
    #expect(observer.events == [.next(40, "now"), .completed(70)])
    #expect(scheduler.clock == 100)
  }

  @Test func scheduleAtRunsActionsInTimeOrderAndCanBeCancelled() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [Int] = []
    scheduler.scheduleAt(30) { log.append(scheduler.clock) }
    scheduler.scheduleAt(10) { log.append(scheduler.clock) }
    let cancelled = scheduler.scheduleAt(20) { log.append(scheduler.clock) }
    cancelled.dispose()
    scheduler.advanceTo(25)
    #expect(log == [10])
    scheduler.start()
    #expect(log == [10, 30])
  }

  @Test func resolutionConvertsIntervalsToTicks() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    var firedAt: Int?
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(300)) { _ in
      firedAt = scheduler.clock
      return Disposables.create()
    }
    scheduler.start()
    #expect(firedAt == 300)
  }

  @Test func hotEventIsOnePropagationSoADiamondEmitsOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let res = scheduler.start {
      Observable.combineLatest(a.map { $0 * 10 }, a.map { $0 * 100 }) { $0 + $1 }
    }
    #expect(res.events == [.next(210, 110), .next(220, 220)])
    #expect(a.subscriptions == [Subscription(200, 1000), Subscription(200, 1000)])
  }

  @Test func debugDescriptionShowsTheClockAndTheWorkWaiting() {
    let scheduler = TestScheduler(initialClock: 0)
    let late = scheduler.scheduleAt(300) {}
    scheduler.scheduleAt(220) {}
    scheduler.scheduleAt(250) {}
    late.dispose()
    scheduler.advanceTo(210)
    #expect(scheduler.debugDescription == "clock: 210, pending: [220, 250]")
  }
}
