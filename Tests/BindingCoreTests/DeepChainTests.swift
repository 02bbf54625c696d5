import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct DeepChainTests {
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
