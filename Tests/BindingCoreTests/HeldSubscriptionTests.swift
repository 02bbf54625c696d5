import BindingTestExpectations
import Testing

@testable import BindingCore

/// Each disposal removes its own entry from a relay, in any order.
///
/// A sink holds its own subscription to a subject or relay as the broadcast alone, whose entry
/// it finds by itself; a subscription returned to the caller keeps an id. This holds even for
/// one node subscribed both ways.
@Suite(.checksResources) struct HeldSubscriptionTests {
  private final class Recorder: ChainReceiver {
    var values: [Int] = []

    func receiveNext(_ value: Int) { values.append(value) }

    func receiveEnd(_ event: Event<Int>) {}
  }

  /// The node gets each value twice while subscribed both ways; disposing the subscription
  /// returned to the caller leaves the one the node holds, and the other way round.
  @Test(arguments: [false, true])
  func aNodeSubscribedBothWaysLeavesByEachSubscription(heldLeavesFirst: Bool) {
    let recorder = Recorder()
    let relay = PublishRelay<Int>()
    let sink = ChainEndNode(recorder)
    let returned = relay.subscribe(node: sink)
    sink.setUpstream(held: relay.subscribeHeld(node: sink))
    relay.accept(1)
    #expect(recorder.values == [1, 1])
    if heldLeavesFirst {
      sink.dispose()
      #expect(relay.broadcast.hasObservers, "the returned subscription's entry stays")
      returned.dispose()
    } else {
      returned.dispose()
      relay.accept(2)
      #expect(recorder.values == [1, 1, 2], "the held entry stays, alone")
      sink.dispose()
    }
    #expect(!relay.broadcast.hasObservers)
  }

  /// Six nodes, every other one holding its subscription, leave in a mixed order: after each
  /// disposal, exactly the nodes still subscribed get the next value.
  @Test func heldAndReturnedSubscriptionsLeaveInAnyOrder() {
    let relay = BehaviorRelay(value: 0)
    let recorders = (0..<6).map { _ in Recorder() }
    let sinks = recorders.map { ChainEndNode($0) }
    var subscriptions: [Disposable] = []
    for (index, sink) in sinks.enumerated() {
      if index.isMultiple(of: 2) {
        sink.setUpstream(held: relay.subscribeHeld(node: sink))
        subscriptions.append(sink)
      } else {
        subscriptions.append(relay.subscribe(node: sink))
      }
    }
    var remaining = Set(0..<6)
    for (step, leaving) in [3, 0, 5, 2, 4, 1].enumerated() {
      subscriptions[leaving].dispose()
      remaining.remove(leaving)
      let value = step + 1
      relay.accept(value)
      let reached = Set(recorders.indices.filter { recorders[$0].values.last == value })
      #expect(reached == remaining, "after node \(leaving) left")
    }
    #expect(!relay.broadcast.hasObservers)
    for sink in sinks { sink.dispose() }
  }
}
