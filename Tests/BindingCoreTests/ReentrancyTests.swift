import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct ReentrancyTests {
  @Test func acceptOnObservedRelayIsDeliveredAfterCurrentPropagationInOrder() {
    let relay = BehaviorRelay(value: 0)
    var log: [String] = []
    let first = relay.subscribe(onNext: { value in
      log.append("first \(value)")
      if value < 3 { relay.accept(value + 1) }
    })
    let second = relay.subscribe(onNext: { log.append("second \($0)") })
    log.removeAll()
    relay.accept(1)
    #expect(
      log == [
        "first 1", "second 1", "first 2", "second 2", "first 3", "second 3",
      ])
    #expect(relay.value == 3)
    first.dispose()
    second.dispose()
  }

  @Test func acceptOnUpstreamRelayFromDerivedSubscriberIsQueued() {
    let source = BehaviorRelay(value: 0)
    var log: [Int] = []
    let subscription = source.map { $0 * 2 }.subscribe(onNext: { doubled in
      log.append(doubled)
      if doubled == 2 { source.accept(5) }
    })
    source.accept(1)
    #expect(log == [0, 2, 10])
    subscription.dispose()
  }

  @Test func unboundedFeedbackDoesNotGrowTheStack() {
    let relay = BehaviorRelay(value: 0)
    let subscription = relay.subscribe(onNext: { value in
      if value < 200_000 { relay.accept(value + 1) }
    })
    #expect(relay.value == 200_000)
    subscription.dispose()
  }

  @Test func relayBoundInsidePropagationJoinsIt() {
    let a = BehaviorRelay(value: 1)
    let b = BehaviorRelay(value: 0)
    let binding = a.map { $0 * 10 }.subscribe(onNext: { b.accept($0) })
    var seen: [String] = []
    let subscription = Observable.combineLatest(a, b) { "\($0)-\($1)" }
      .subscribe(onNext: { seen.append($0) })
    a.accept(2)
    #expect(seen == ["1-10", "2-20"])
    binding.dispose()
    subscription.dispose()
  }
}
