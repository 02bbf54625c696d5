import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// What `drive` and `emit` can deliver to, as RxCocoa's `Driver+Test` and `Signal+Test` list:
/// observers and relays, of the element or its optional, and the no-op and custom-binder forms.
@Suite(.checksResources) struct DriveAndEmitTargetsTests {
  @Test func driveFillsReplayAndOptionalRelays() {
    onSharingTestScheduler { flush in
      let source = BehaviorRelay(value: 1)
      let replay = ReplayRelay<Int>.create(bufferSize: 2)
      let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)
      let optionalBehavior = BehaviorRelay<Int?>(value: nil)
      let optionalPublish = PublishRelay<Int?>()
      var published: [Int?] = []
      let watch = optionalPublish.subscribe(onNext: { published.append($0) })
      let subscriptions = [
        source.asDriver().drive(replay, replay),
        source.asDriver().drive(optionalReplay),
        source.asDriver().drive(optionalBehavior),
        source.asDriver().drive(optionalPublish),
      ]
      flush()
      source.accept(2)
      flush()
      var replayed: [Int] = [], replayedOptional: [Int?] = []
      let subscription = replay.subscribe(onNext: { replayed.append($0) })
      defer { subscription.dispose() }
      let subscription2 = optionalReplay.subscribe(onNext: { replayedOptional.append($0) })
      defer { subscription2.dispose() }
      #expect(replayed == [2, 2])  // driven by two drive targets: 1, 1, 2, 2; buffer of 2
      #expect(replayedOptional == [2])
      #expect(optionalBehavior.value == 2)
      #expect(published == [1, 2])
      (subscriptions + [watch]).forEach { $0.dispose() }
    }
  }

  @Test func emitFillsEveryKindOfRelayAndOptionalObservers() {
    onSharingTestScheduler { flush in
      let taps = PublishRelay<Int>()
      let behavior = BehaviorRelay<Int?>(value: nil)
      let publish = PublishRelay<Int?>()
      let replay = ReplayRelay<Int>.create(bufferSize: 1)
      let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)
      var published: [Int?] = []
      var observed: [Event<Int?>] = []
      let watch = publish.subscribe(onNext: { published.append($0) })
      let signal = taps.asSignal()
      let subscriptions = [
        signal.emit(to: behavior), signal.emit(to: publish), signal.emit(to: replay),
        signal.emit(to: optionalReplay),
        signal.emit(to: AnyObserver<Int?> { observed.append($0) }),
      ]
      flush()
      taps.accept(7)
      flush()
      var replayed: [Int] = [], replayedOptional: [Int?] = []
      let subscription = replay.subscribe(onNext: { replayed.append($0) })
      defer { subscription.dispose() }
      let subscription2 = optionalReplay.subscribe(onNext: { replayedOptional.append($0) })
      defer { subscription2.dispose() }
      #expect(behavior.value == 7)
      #expect(published == [7])
      #expect(replayed == [7])
      #expect(replayedOptional == [7])
      #expect(observed.map(\.element) == [7])
      (subscriptions + [watch]).forEach { $0.dispose() }
    }
  }

  @Test func noOpFormsKeepTheSourceSubscribed() {
    onSharingTestScheduler { flush in
      let probe = HotProbe<Int>()
      let driving = probe.observable.asDriver(onErrorJustReturn: 0).drive()
      let emitting = probe.observable.asSignal(onErrorJustReturn: 0).emit()
      flush()
      #expect(probe.subscribeCount == 2)
      driving.dispose()
      emitting.dispose()
      #expect(!probe.isObserved)
    }
  }

  @Test func driveHandsTheObservableToACustomOrCurriedBinder() {
    onSharingTestScheduler { flush in
      let relay = BehaviorRelay(value: "a")
      var seen: [String] = []
      let custom = relay.asDriver().drive { observable in
        observable.subscribe(onNext: { seen.append("custom \($0)") })
      }
      let curried = relay.asDriver().drive(
        { observable in
          { (prefix: String) in
            observable.subscribe(onNext: { seen.append("\(prefix) \($0)") })
          }
        }, curriedArgument: "curried")
      flush()
      #expect(seen == ["custom a", "curried a"])
      custom.dispose()
      curried.dispose()
    }
  }
}
