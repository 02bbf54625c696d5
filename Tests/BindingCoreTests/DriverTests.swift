import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct DriverTests {
  @Test func replaysLatestValueToEachNewSubscriber() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let relay = BehaviorRelay(value: 7)
      let driver = relay.asDriver()
      var first: [Int] = [], second: [Int] = []
      let a = driver.drive(onNext: { first.append($0) })
      scheduler.advanceTo(1)
      relay.accept(5)
      scheduler.advanceTo(2)
      let b = driver.drive(onNext: { second.append($0) })
      scheduler.advanceTo(3)
      relay.accept(1)
      scheduler.advanceTo(4)
      #expect(first == [7, 5, 1])
      #expect(second == [5, 1])
      a.dispose()
      b.dispose()
    }
  }

  @Test func sharesOneSubscriptionToTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      var subscriptions = 0
      let source = Observable<Int>.create { observer in
        subscriptions += 1
        observer.onNext(1)
        return Disposables.create()
      }
      let driver = source.asDriver(onErrorJustReturn: 0)
      let a = driver.drive(onNext: { _ in })
      let b = driver.drive(onNext: { _ in })
      scheduler.start()
      #expect(subscriptions == 1)
      a.dispose()
      b.dispose()
    }
  }

  @Test func errorBecomesTheFallbackValueAndCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      var values: [Int] = []
      var completed = false
      let driver = Observable<Int>.error(TestError()).asDriver(onErrorJustReturn: -1)
      let subscription = driver.drive(onNext: { values.append($0) }, onCompleted: { completed = true })
      scheduler.start()
      #expect(values == [-1])
      #expect(completed)
      subscription.dispose()
    }
  }

  @Test func errorSwitchesToTheFallbackDriver() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      var values: [Int] = []
      let driver = Observable<Int>.error(TestError())
        .asDriver(onErrorDriveWith: Driver.of(8, 9))
      let subscription = driver.drive(onNext: { values.append($0) })
      scheduler.start()
      #expect(values == [8, 9])
      subscription.dispose()
    }
  }

  @Test func deliversOnTheSharingScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let relay = BehaviorRelay(value: 1)
      var values: [Int] = []
      let subscription = relay.asDriver().drive(onNext: { values.append($0) })
      #expect(values.isEmpty)
      scheduler.start()
      #expect(values == [1])
      subscription.dispose()
    }
  }

  @Test func drivesRelaysAndObservers() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let target = BehaviorRelay(value: "")
      let recorder = Recorder<String?>()
      let driver = Driver.just("hello")
      let a = driver.drive(target)
      let b = driver.drive(recorder.observer)
      scheduler.start()
      #expect(target.value == "hello")
      #expect(recorder.values == ["hello"])
      a.dispose()
      b.dispose()
    }
  }

  @Test func operatorsKeepTheDriverTrait() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let relay = BehaviorRelay(value: 1)
      var values: [String] = []
      let driver: Driver<String> = relay.asDriver()
        .map { $0 * 2 }.filter { $0 > 2 }.distinctUntilChanged().map { "\($0)" }
      let subscription = driver.drive(onNext: { values.append($0) })
      scheduler.start()
      relay.accept(2)
      relay.accept(2)
      relay.accept(3)
      scheduler.start()
      #expect(values == ["4", "6"])
      subscription.dispose()
    }
  }
}

@Suite(.checksResources) struct SignalTests {
  @Test func doesNotReplayToLateSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let relay = PublishRelay<String>()
      let signal = relay.asSignal()
      var early: [String] = [], late: [String] = []
      let a = signal.emit(onNext: { early.append($0) })
      relay.accept("first")
      scheduler.start()
      let b = signal.emit(onNext: { late.append($0) })
      relay.accept("second")
      scheduler.start()
      #expect(early == ["first", "second"])
      #expect(late == ["second"])
      a.dispose()
      b.dispose()
    }
  }

  @Test func emitsToRelays() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let source = PublishRelay<Int>()
      let target = PublishRelay<Int>()
      var seen: [Int] = []
      let watch = target.subscribe(onNext: { seen.append($0) })
      let binding = source.asSignal().emit(to: target)
      source.accept(3)
      scheduler.start()
      #expect(seen == [3])
      binding.dispose()
      watch.dispose()
    }
  }

  @Test func errorBecomesTheFallbackEvent() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      var values: [String] = []
      let signal = Observable<String>.error(TestError()).asSignal(onErrorJustReturn: "oops")
      let subscription = signal.emit(onNext: { values.append($0) })
      scheduler.start()
      #expect(values == ["oops"])
      subscription.dispose()
    }
  }
}
