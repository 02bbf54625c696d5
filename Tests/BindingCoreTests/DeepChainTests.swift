import BindingCore
import Testing

@Suite struct DeepChainTests {
  @Test func hundredThousandMapsBuildPropagateAndTearDown() {
    let relay = BehaviorRelay(value: 0)
    var chain = relay.asObservable()
    for _ in 0..<100_000 { chain = chain.map { $0 + 1 } }
    var last = -1
    let subscription = chain.subscribe(onNext: { last = $0 })
    #expect(last == 100_000)
    relay.accept(1)
    #expect(last == 100_001)
    subscription.dispose()
    relay.accept(2)
    #expect(last == 100_001)
    chain = relay.asObservable()
  }
}

/// Chains through hot sources: each link is a delivery of its own broadcast, checked for
/// stack room like the links of an operator chain. (Chains of `share` are not deep-safe yet:
/// subscribing and tearing them down still recurse.)
@Suite struct DeepSourceChainTests {
  @Test func hundredThousandRelaysBoundOneToTheNextPassAValueOn() {
    let relays = (0..<100_000).map { _ in PublishRelay<Int>() }
    let bindings = zip(relays, relays.dropFirst()).map { $0.bind(to: $1) }
    var last: [Int] = []
    let subscription = relays.last!.subscribe(onNext: { last.append($0) })
    relays[0].accept(1)
    relays[0].accept(2)
    #expect(last == [1, 2])
    subscription.dispose()
    bindings.forEach { $0.dispose() }
  }
}
