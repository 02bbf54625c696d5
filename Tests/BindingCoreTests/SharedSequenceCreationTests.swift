import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// The ways to make a `Driver` or `Signal` from values, time or a factory, with the timelines
/// of RxCocoa's `SharedSequenceOperatorTests`.
@Suite(.checksResources) struct SharedSequenceCreationTests {
  /// Records what `make` emits when `TestScheduler.start` subscribes at 200, with the
  /// sharing scheduler mocked to the same scheduler.
  private func start<Element>(_ make: @escaping () -> Driver<Element>) -> [Recorded<Event<Element>>] {
    let scheduler = TestScheduler(initialClock: 0)
    return SharingScheduler.mock(scheduler: scheduler) { scheduler.start(make).events }
  }

  @Test func fromAnArrayOrASequenceDeliversOneValuePerStep() {
    #expect(start { Driver.from([20]) } == [.next(201, 20), .completed(202)])
    #expect(start { Driver.from(AnySequence([10])) } == [.next(201, 10), .completed(202)])
  }

  @Test func fromAnOptionalDeliversItsValueIfAny() {
    #expect(start { Driver.from(optional: 1 as Int?) } == [.next(201, 1), .completed(202)])
    #expect(start { Driver.from(optional: nil as Int?) } == [.completed(201)])
  }

  @Test func deferredCallsTheFactoryPerSubscriptionAndSharesIt() {
    let probe = HotProbe<Int>()
    var factoryCalls = 0
    let results = recordTwice(
      {
        Driver.deferred {
          factoryCalls += 1
          return probe.observable.asDriver(onErrorJustReturn: -1)
        }
      }, probes: [probe]
    ) { _ in
      probe.onNext(1)
      probe.onNext(2)
      probe.onError(TestError())
    }
    #expect(results == [1, 2, -1])
    #expect(factoryCalls == 1)
  }

  /// Subscribes two observers to the shared timer `make` returns, at 20 and 170, and disposes
  /// both at 230.
  private func twoSubscribers(to make: () -> Driver<Int>) -> (
    first: [Recorded<Event<Int>>], second: [Recorded<Event<Int>>]
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    SharingScheduler.mock(scheduler: scheduler) {
      let timer = make()
      var subscriptions: [Disposable] = []
      scheduler.scheduleAt(20) { subscriptions.append(timer.asObservable().subscribe(first)) }
      scheduler.scheduleAt(170) { subscriptions.append(timer.asObservable().subscribe(second)) }
      scheduler.scheduleAt(230) { subscriptions.forEach { $0.dispose() } }
      scheduler.start()
    }
    return (first.events, second.events)
  }

  @Test func intervalIsSharedAndReplaysItsLatestCount() {
    let events = twoSubscribers { Driver<Int>.interval(.seconds(100)) }
    #expect(events.first == [.next(120, 0), .next(220, 1)])
    #expect(events.second == [.next(170, 0), .next(220, 1)])
  }

  @Test func timerWaitsItsDueTimeThenTicksEachPeriod() {
    let events = twoSubscribers { Driver<Int>.timer(.seconds(100), period: .seconds(105)) }
    #expect(events.first == [.next(120, 0), .next(225, 1)])
    #expect(events.second == [.next(170, 0), .next(225, 1)])
  }

  @Test func asSharedSequenceChoosesTheStrategy() {
    onSharingTestScheduler { flush in
      let failing = Observable<Int>.concat(.just(1), .error(TestError()))
      var driven: [Int] = [], emitted: [Int] = [], recoveredValues: [Int] = []
      let driver: Driver<Int> = failing.asSharedSequence(
        sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1)
      let signal: Signal<Int> = failing.asSharedSequence(onErrorDriveWith: .just(-2))
      let recovered: Driver<Int> = failing.asSharedSequence(onErrorRecover: { _ in .just(-3) })
      let subscriptions = [
        driver.drive(onNext: { driven.append($0) }),
        signal.emit(onNext: { emitted.append($0) }),
        recovered.drive(onNext: { recoveredValues.append($0) }),
      ]
      flush()
      #expect(driven == [1, -1])
      #expect(emitted == [1, -2])
      #expect(recoveredValues == [1, -3])
      subscriptions.forEach { $0.dispose() }
    }
  }

  @Test func anInfallibleBecomesADriver() {
    onSharingTestScheduler { flush in
      let relay = BehaviorRelay(value: 1)
      let driver = relay.asInfallible().asDriver()
      var early: [Int] = [], late: [Int] = []
      let a = driver.drive(onNext: { early.append($0) })
      flush()
      relay.accept(2)
      flush()
      let b = driver.drive(onNext: { late.append($0) })
      flush()
      #expect(early == [1, 2])
      #expect(late == [2])
      a.dispose()
      b.dispose()
    }
  }
}
