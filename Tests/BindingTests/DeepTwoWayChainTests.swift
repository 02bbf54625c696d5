import Binding
import BindingCore
import BindingTestExpectations
import Testing

/// A chain of 100,000 relays, each bound two ways to the next, carries a change made at
/// either end to the other end, and is torn down, without overflowing the stack.
@Suite(.checksResources) struct DeepTwoWayChainTests {
  @Test func aHundredThousandTwoWayBindingsCarryChangesBothWays() {
    let relays = (0...100_000).map { _ in BehaviorRelay(value: 0) }
    let bindings = zip(relays, relays.dropFirst()).map { $0.bindTwoWay($1) }
    relays[0].accept(1)
    #expect(relays[100_000].value == 1)
    relays[100_000].accept(2)
    #expect(relays[0].value == 2)
    for binding in bindings { binding.dispose() }
    relays[0].accept(3)
    #expect(relays[1].value == 2)
  }
}
