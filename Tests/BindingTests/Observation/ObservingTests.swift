import Binding
import BindingTest
import BindingTestExpectations
import Dispatch
import Foundation
import Observation
import Synchronization
import Testing

@Observable private final class Person {
  var name = "Ada"
  var title = "Countess"
  var showsTitle = false
}

private final class Probe {}

/// A model safe to change from any thread: its value is atomic, its changes reported by hand.
@Observable private final class Score: Sendable {
  @ObservationIgnored private let storage = Atomic(0)

  var value: Int {
    get {
      access(keyPath: \.value)
      return storage.load(ordering: .acquiring)
    }
    set {
      withMutation(keyPath: \.value) { storage.store(newValue, ordering: .releasing) }
    }
  }
}

/// A model shared with the queue that changes it.
@Observable private final class Counter: @unchecked Sendable {
  // Changed and read only on the test's serial queue.
  var count = 0
}

@Suite(.checksResources) struct ObservingTests {
  @Test func emitsTheCurrentValueOnSubscriptionThenTheNewValueOnceTheSchedulerRuns() {
    let scheduler = TestScheduler(initialClock: 0)
    let profile = Person()
    let (log, subscription) = Observable.observing(on: scheduler) { profile.name }.record()
    #expect(log.values == ["Ada"])
    profile.name = "Grace"
    #expect(log.values == ["Ada"])
    scheduler.start()
    #expect(log.values == ["Ada", "Grace"])
    profile.name = "Barbara"
    scheduler.start()
    #expect(log.values == ["Ada", "Grace", "Barbara"])
    #expect(!log.isCompleted)
    subscription.dispose()
  }

  @Test func deliversAValueTheModelAlreadyHolds() {
    let scheduler = TestScheduler(initialClock: 0)
    let profile = Person()
    var readInside: [String] = []
    let subscription = Observable.observing(on: scheduler) { profile.name }
      .subscribe(onNext: { _ in readInside.append(profile.name) })
    profile.name = "Grace"
    scheduler.start()
    #expect(readInside == ["Ada", "Grace"])
    subscription.dispose()
  }

  @Test func coalescesASynchronousBurstIntoOneDeliveryOfTheLatestValues() {
    let scheduler = TestScheduler(initialClock: 0)
    let profile = Person()
    let (log, subscription) = Observable.observing(on: scheduler) { "\(profile.title) \(profile.name)" }
      .record()
    profile.name = "Grace"
    profile.title = "Admiral"
    profile.name = "Grace Hopper"
    scheduler.start()
    #expect(log.values == ["Countess Ada", "Admiral Grace Hopper"])
    subscription.dispose()
  }

  @Test func settingTheSameValueOrAnUnreadPropertyEmitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let profile = Person()
    let (log, subscription) = Observable.observing(on: scheduler) {
      profile.showsTitle ? profile.title : profile.name
    }.record()
    profile.name = "Ada"
    profile.title = "Admiral"
    scheduler.start()
    #expect(log.values == ["Ada"])
    profile.showsTitle = true
    scheduler.start()
    #expect(log.values == ["Ada", "Admiral"])
    profile.name = "Grace"
    scheduler.start()
    #expect(log.values == ["Ada", "Admiral"])
    subscription.dispose()
  }

  @Test func aBurstThatEndsWhereItStartedEmitsThatValueAgain() {
    let scheduler = TestScheduler(initialClock: 0)
    let profile = Person()
    let (log, subscription) = Observable.observing(on: scheduler) { profile.name }.record()
    profile.name = "Grace"
    profile.name = "Ada"
    scheduler.start()
    #expect(log.values == ["Ada", "Ada"])
    subscription.dispose()
  }

  @Test func eachSubscriberTracksOnItsOwn() {
    let scheduler = TestScheduler(initialClock: 0)
    let profile = Person()
    let names = Observable.observing(on: scheduler) { profile.name }
    let (first, firstSubscription) = names.record()
    profile.name = "Grace"
    scheduler.start()
    let (second, secondSubscription) = names.record()
    firstSubscription.dispose()
    profile.name = "Barbara"
    scheduler.start()
    #expect(first.values == ["Ada", "Grace"])
    #expect(second.values == ["Grace", "Barbara"])
    secondSubscription.dispose()
  }

  @Test func disposingCancelsThePendingReadAndLetsGoOfTheModel() {
    let scheduler = TestScheduler(initialClock: 0)
    var profile: Person? = Person()
    weak let weakProfile = profile
    let (log, subscription) = Observable.observing(on: scheduler) { [profile] in profile!.name }
      .record()
    profile?.name = "Grace"
    subscription.dispose()
    scheduler.start()
    #expect(log.values == ["Ada"])
    profile = nil
    #expect(weakProfile == nil)
  }

  @Test func afterDisposalTheModelHoldsNothingOfTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let profile = Person()
    var probe: Probe? = Probe()
    weak let weakProbe = probe
    let subscription = Observable.observing(on: scheduler) { [probe] in
      _ = probe
      return profile.name
    }.subscribe(onNext: { _ in })
    probe = nil
    #expect(weakProbe != nil)
    subscription.dispose()
    #expect(weakProbe == nil)
    profile.name = "Grace"
    scheduler.start()
  }

  @Test func bindsIntoAnObservablePropertyWithABinderOrAKeyPath() {
    let scheduler = TestScheduler(initialClock: 0)
    let person = Person()
    let typed = PublishRelay<String>()
    let titles = BehaviorRelay(value: "Dame")
    SharingScheduler.mock(scheduler: scheduler) {
      let (log, subscription) = Observable.observing(on: scheduler) {
        "\(person.title) \(person.name)"
      }.record()
      let byBinder = typed.bind(to: Binder(person) { person, name in person.name = name })
      let byKeyPath = titles.bind(\.self, to: person, \.title)
      scheduler.start()
      #expect(person.title == "Dame")
      typed.accept("Grace")
      scheduler.start()
      titles.accept("Admiral")
      scheduler.start()
      #expect(log.values == ["Countess Ada", "Dame Ada", "Dame Grace", "Admiral Grace"])
      byBinder.dispose()
      byKeyPath.dispose()
      subscription.dispose()
    }
  }

  @Test func deliversOnTheMainQueueAfterTheCodeThatChangedTheModelReturns() {
    let profile = Person()
    let log = Mutex<[String]>([])
    nonisolated(unsafe) let shared = profile
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var subscription: Disposable?
    DispatchQueue.main.async {
      subscription = Observable.observing { shared.name }.subscribe(onNext: { name in
        let onMain = DispatchQueue.getSpecific(key: mainKey) == true
        log.lockedValue { $0.append("\(name) on main: \(onMain)") }
        if name == "Barbara" { done.signal() }
      })
      shared.name = "Grace"
      shared.name = "Barbara"
      log.lockedValue { $0.append("changed") }
    }
    #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
    #expect(
      log.lockedValue { $0 } == ["Ada on main: true", "changed", "Barbara on main: true"])
    subscription?.dispose()
  }

  @Test func deliversOnTheSchedulersQueueWhenAnotherQueueOwnsTheModel() {
    let queue = DispatchQueue(label: "counter")
    let key = DispatchSpecificKey<Bool>()
    queue.setSpecific(key: key, value: true)
    let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
    let counter = Counter()
    let seen = Mutex<[String]>([])
    let done = DispatchSemaphore(value: 0)
    let subscription = queue.sync {
      Observable.observing(on: scheduler) { counter.count }.subscribe(onNext: { count in
        seen.lockedValue { $0.append("\(count) on queue: \(DispatchQueue.getSpecific(key: key) == true)") }
        if count == 3 { done.signal() }
      })
    }
    queue.async { counter.count = 1 }
    queue.async {
      counter.count = 2
      counter.count = 3
    }
    #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
    let values = seen.lockedValue { $0 }
    #expect(values.first == "0 on queue: true")
    #expect(values.last == "3 on queue: true")
    #expect(values.allSatisfy { $0.hasSuffix("on queue: true") })
    subscription.dispose()
  }

  @Test func aSchedulerThatRunsTheReadInsideWillSetStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      let person = Person()
      let subscription = Observable.observing(on: ImmediateScheduler.instance) { person.name }
        .subscribe(onNext: { _ in })
      person.name = "Grace"
      subscription.dispose()
    }
  }

  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  // On the main actor, so that `Observations` reads the value when the change that set it has
  // ended. Created without an isolation it reads on a willSet, from another thread, and on
  // Linux read the value before the change stored it about one run in eight ([0, 0, 2, 3],
  // and never the 1), which left the old version of this test waiting for ever.
  @MainActor
  @Test func observationsBridgesThroughTheAsyncSequenceBridge() async {
    let score = Score()
    let seen = Mutex<[Int]>([])
    let subscription = Observations { score.value }.asObservable().subscribe(onNext: { value in
      seen.lockedValue { $0.append(value) }
    })
    #expect(await Self.arrives(0, in: seen))
    for value in 1...3 {
      score.value = value
      #expect(await Self.arrives(value, in: seen), "seen: \(seen.lockedValue { $0 })")
    }
    #expect(seen.lockedValue { $0 } == [0, 1, 2, 3])
    subscription.dispose()
  }
}

private let mainKey: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()

extension ObservingTests {
  /// Whether `value` reaches `seen` within 60 s of wall-clock time: a bound for a run on a loaded machine, not a measure.
  static func arrives(_ value: Int, in seen: borrowing Mutex<[Int]>) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(60)
    while ContinuousClock.now < deadline {
      if seen.lockedValue({ $0.contains(value) }) { return true }
      try? await Task.sleep(for: .milliseconds(1))
    }
    return false
  }
}
