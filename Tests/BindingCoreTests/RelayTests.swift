import BindingTestExpectations
import Testing

@testable import BindingCore

@Suite(.checksResources) struct BehaviorRelayTests {
  @Test func replaysCurrentValueToEachSubscriber() {
    let relay = BehaviorRelay(value: 7)
    let first = Recorder<Int>(), second = Recorder<Int>()
    let a = relay.subscribe(first.observer)
    relay.accept(5)
    let b = relay.subscribe(second.observer)
    relay.accept(1)
    #expect(first.values == [7, 5, 1])
    #expect(second.values == [5, 1])
    #expect(relay.value == 1)
    a.dispose()
    b.dispose()
  }

  @Test func doesNotDeduplicate() {
    let relay = BehaviorRelay(value: 1)
    let recorder = Recorder<Int>()
    let subscription = relay.subscribe(recorder.observer)
    relay.accept(1)
    relay.accept(1)
    #expect(recorder.values == [1, 1, 1])
    subscription.dispose()
  }

  @Test func aRelaySharingAnothersBroadcastIsTheSameRelay() {
    let first = BehaviorRelay(value: 1)
    let second = BehaviorRelay(sharing: first.broadcast)
    second.accept(2)
    #expect(first.value == 2)
    first.accept(3)
    #expect(second.value == 3)
  }
}

@Suite(.checksResources) struct PublishRelayTests {
  @Test func deliversOnlyToCurrentSubscribers() {
    let relay = PublishRelay<String>()
    relay.accept("lost")
    let recorder = Recorder<String>()
    let subscription = relay.subscribe(recorder.observer)
    relay.accept("seen")
    #expect(recorder.events == [.next("seen")])
    subscription.dispose()
  }
}

@Suite(.checksResources) struct ReplayRelayTests {
  @Test func replaysBufferedValues() {
    let relay = ReplayRelay<Int>.create(bufferSize: 3)
    (1...5).forEach(relay.accept)
    let recorder = Recorder<Int>()
    let subscription = relay.subscribe(recorder.observer)
    #expect(recorder.values == [3, 4, 5])
    subscription.dispose()
  }
}
