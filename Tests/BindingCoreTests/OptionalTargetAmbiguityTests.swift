import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// A sequence of a plain literal bound into an optional relay or observer picks one overload,
/// as RxCocoa's "NoAmbiguity" tests check: these calls must compile and deliver `1`.
@Suite(.checksResources) struct OptionalTargetAmbiguityTests {
  @Test func driverIntoOptionalTargets() {
    onSharingTestScheduler { flush in
      let behavior = BehaviorRelay<Int?>(value: 0)
      let replay = ReplayRelay<Int?>.create(bufferSize: 1)
      var observed: [Int?] = []
      let observer = AnyObserver<Int?> { observed.append($0.element ?? nil) }
      let subscriptions = [
        Driver.just(1).drive(behavior), Driver.just(1).drive(replay),
        Driver.just(1).drive(observer),
      ]
      flush()
      var replayed: Int??
      let subscription = replay.subscribe(onNext: { replayed = $0 })
      defer { subscription.dispose() }
      #expect(behavior.value == 1)
      #expect(replayed == 1)
      #expect(observed.first == 1)
      subscriptions.forEach { $0.dispose() }
    }
  }

  @Test func signalIntoOptionalTargets() {
    onSharingTestScheduler { flush in
      let behavior = BehaviorRelay<Int?>(value: 0)
      let publish = PublishRelay<Int?>()
      var published: [Int?] = []
      let watch = publish.subscribe(onNext: { published.append($0) })
      let subscriptions = [Signal.just(1).emit(to: behavior), Signal.just(1).emit(to: publish)]
      flush()
      #expect(behavior.value == 1)
      #expect(published == [1])
      (subscriptions + [watch]).forEach { $0.dispose() }
    }
  }

  @Test func observableAndInfallibleIntoOptionalTargets() {
    let behavior = BehaviorRelay<Int?>(value: 0)
    let other = BehaviorRelay<Int?>(value: 0)
    var observed: [Int?] = []
    let observer = AnyObserver<Int?> { observed.append($0.element ?? nil) }
    _ = Observable.just(1).bind(to: behavior)
    _ = Infallible.just(1).bind(to: other)
    _ = Observable.just(1).bind(to: observer)
    #expect(behavior.value == 1)
    #expect(other.value == 1)
    #expect(observed.first == 1)
  }
}
