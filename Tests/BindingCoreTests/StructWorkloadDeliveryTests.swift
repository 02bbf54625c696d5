import BindingTestExpectations
import Testing

@testable import BindingCore

/// The benchmark's struct workloads (W1S, W3S, W4S, W5S in `Benchmarks/` and
/// `Sources/BindCounts`), over a two-field struct BindingCore compiles nothing for: each chain
/// delivers every value in order, exactly once.
@Suite(.checksResources) struct StructWorkloadDeliveryTests {
  private struct Pair: Equatable {
    var first: Int
    var second: Int
  }

  private static let pushes = 0..<50

  @Test func aSingleBindingDeliversTheCurrentValueThenEveryPushOnce() {
    let relay = BehaviorRelay(value: Pair(first: -1, second: 0))
    var received: [Pair] = []
    let subscription = relay.map { Pair(first: $0.first &+ 1, second: $0.second) }
      .subscribe(onNext: { received.append($0) })
    for value in Self.pushes { relay.accept(Pair(first: value, second: value)) }
    subscription.dispose()
    let expected = [Pair(first: 0, second: 0)] + Self.pushes.map { Pair(first: $0 + 1, second: $0) }
    #expect(received == expected)
  }

  @Test func aThousandDeepChainDeliversEveryPushOnceThroughEveryStage() {
    let relay = BehaviorRelay(value: Pair(first: 0, second: -1))
    var chain = relay.asObservable()
    for _ in 0..<1_000 { chain = chain.map { Pair(first: $0.first &+ 1, second: $0.second) } }
    var received: [Pair] = []
    let subscription = chain.subscribe(onNext: { received.append($0) })
    for value in Self.pushes { relay.accept(Pair(first: value, second: value)) }
    subscription.dispose()
    let expected =
      [Pair(first: 1_000, second: -1)] + Self.pushes.map { Pair(first: $0 + 1_000, second: $0) }
    #expect(received == expected)
  }

  @Test func aDiamondEmitsOnceAPushFromBothUpdatedSides() {
    let relay = BehaviorRelay(value: Pair(first: 0, second: 0))
    var received: [Pair] = []
    let subscription = Observable.combineLatest(
      relay.map { Pair(first: $0.first &+ 3, second: $0.second) },
      relay.map { Pair(first: $0.first &* 2, second: $0.second) },
      resultSelector: { Pair(first: $0.first &+ $1.first, second: $0.second) }
    ).subscribe(onNext: { received.append($0) })
    for value in 1...50 { relay.accept(Pair(first: value, second: value)) }
    subscription.dispose()
    // One emission a push, never one updated side with a stale one (3 * value + 3).
    let expected = (0...50).map { Pair(first: 3 * $0 + 3, second: $0) }
    #expect(received == expected)
  }

  @Test func eachSubscriptionReceivesTheCurrentValueOnceAndNothingAfterItsDisposal() {
    let relay = BehaviorRelay(value: Pair(first: 0, second: 0))
    let mapped = relay.map { Pair(first: $0.first &+ 1, second: $0.second) }
    var received: [Pair] = []
    for value in Self.pushes {
      relay.accept(Pair(first: value, second: -value))
      mapped.subscribe(onNext: { received.append($0) }).dispose()
    }
    relay.accept(Pair(first: 99, second: 99))
    #expect(received == Self.pushes.map { Pair(first: $0 + 1, second: -$0) })
  }
}
