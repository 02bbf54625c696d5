import BindingCore
import Testing

@testable import BindingInspector

/// The recorder, through the core's hook: what a test chain did is what the snapshot holds.
///
/// Serialized: an inspector is attached for the whole process, so two of these at once would
/// record each other's chains.
@Suite(.serialized) struct InspectorRecorderTests {
  @Test func recordsTheNodesEdgesAndLanesOfAChain() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let relay = BehaviorRelay(value: 1)
    let subscription = relay.map { $0 * 10 }.filter { $0 > 10 }.subscribe(onNext: { _ in })
    relay.accept(2)
    relay.accept(3)
    let snapshot = inspector.snapshot()
    subscription.dispose()

    let relayNode = try #require(snapshot.nodes.first { $0.name == "BehaviorRelay" })
    let map = try #require(snapshot.nodes.first { $0.name == "map" })
    let filter = try #require(snapshot.nodes.first { $0.name == "filter" })
    let subscriber = try #require(snapshot.nodes.first { $0.name == "subscribe" })
    #expect(snapshot.nodes.count == 4)
    #expect(
      Set(snapshot.edges) == [
        InspectedEdge(from: relayNode.id, to: map.id), InspectedEdge(from: map.id, to: filter.id),
        InspectedEdge(from: filter.id, to: subscriber.id),
      ])
    #expect(
      [relayNode.kind, map.kind, filter.kind, subscriber.kind] == [.state, .operator, .operator, .subscriber])
    #expect(values(snapshot, relayNode) == ["1", "2", "3"])
    #expect(values(snapshot, map) == ["10", "20", "30"])
    #expect(values(snapshot, filter) == ["20", "30"])
  }

  /// Detached, consecutive maps run in one node (`MapGroup`); attached, each is drawn and
  /// recorded as its own node.
  @Test func recordsEachOfConsecutiveMapsAsANode() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let relay = BehaviorRelay(value: 1)
    let subscription = relay.map { $0 * 10 }.map { $0 + 1 }.subscribe(onNext: { _ in })
    relay.accept(2)
    let snapshot = inspector.snapshot()
    subscription.dispose()

    let maps = snapshot.nodes.filter { $0.name == "map" }
    #expect(maps.count == 2)
    #expect(snapshot.nodes.count == 4)
    #expect(Set(maps.map { values(snapshot, $0) }) == [["10", "20"], ["11", "21"]])
  }

  @Test func namesTheLineOfTheProgramThatCreatedEachNode() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let relay = PublishRelay<Int>()
    let line = #line + 1
    let subscription = relay.map { $0 + 1 }.subscribe(onNext: { _ in })
    defer { subscription.dispose() }
    let snapshot = inspector.snapshot()
    let map = try #require(snapshot.nodes.first { $0.name == "map" })
    let subscriber = try #require(snapshot.nodes.first { $0.name == "subscribe" })
    #expect(map.site == "InspectorRecorderTests.swift:\(line)")
    #expect(subscriber.site == "InspectorRecorderTests.swift:\(line)")
  }

  @Test func namesANodeAsTheProgramAsks() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let relay = PublishRelay<Int>()
    let doubled = relay.map { $0 * 2 }.inspected("doubled")
    let subscription = doubled.subscribe(onNext: { _ in })
    defer { subscription.dispose() }
    let snapshot = inspector.snapshot()
    let map = try #require(snapshot.nodes.first { $0.name == "map" })
    #expect(map.label == "doubled")
    #expect(InspectorPage(snapshot).labels[map.id] == "doubled")
    #expect(snapshot.nodes.filter { $0.label != nil }.count == 1)
  }

  @Test func recordsErrorsCompletionsAndDisposals() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let failing = PublishSubject<Int>()
    let completing = PublishSubject<Int>()
    _ = failing.subscribe(onNext: { _ in }, onError: { _ in })
    let kept = completing.subscribe(onNext: { _ in })
    failing.onNext(1)
    failing.onError(TestFailure())
    completing.onCompleted()
    kept.dispose()
    let snapshot = inspector.snapshot()
    let subjects = snapshot.nodes.filter { $0.name == "PublishSubject" }
    #expect(subjects.count == 2)
    let lanes = subjects.compactMap { snapshot.lane(of: $0)?.events.map(\.kind) }
    #expect(lanes.contains([.value("1"), .error("TestFailure()")]))
    #expect(lanes.contains([.completed]))
    #expect(snapshot.nodes.allSatisfy { $0.liveSubscriptions == 0 })
  }

  @Test func showsARelaysValueOnceHoweverManySubscribeIt() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let relay = PublishRelay<String>()
    let first = relay.subscribe(onNext: { _ in })
    let second = relay.subscribe(onNext: { _ in })
    relay.accept("a")
    first.dispose()
    relay.accept("b")
    second.dispose()
    let snapshot = inspector.snapshot()
    let relayNode = try #require(snapshot.nodes.first { $0.name == "PublishRelay" })
    #expect(values(snapshot, relayNode) == ["a", "b"])
    #expect(snapshot.nodes.filter { $0.name == "subscribe" }.count == 2)
  }

  @Test func recordsBothInputsOfCombineLatest() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let a = BehaviorRelay(value: 1)
    let b = BehaviorRelay(value: "x")
    let subscription = Observable.combineLatest(a, b) { "\($0)\($1)" }.subscribe(onNext: { _ in })
    defer { subscription.dispose() }
    a.accept(2)
    let snapshot = inspector.snapshot()
    let combine = try #require(snapshot.nodes.first { $0.name == "combine" })
    #expect(snapshot.edges.filter { $0.to == combine.id }.count == 2)
    #expect(values(snapshot, combine) == ["1x", "2x"])
  }

  @Test func recordsBothInputsOfWithLatestFrom() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let taps = PublishRelay<Void>()
    let form = BehaviorRelay(value: "ada")
    let subscription = taps.withLatestFrom(form).subscribe(onNext: { _ in })
    defer { subscription.dispose() }
    taps.accept(())
    let snapshot = inspector.snapshot()
    let combined = try #require(snapshot.nodes.first { $0.name == "withLatestFrom" })
    #expect(snapshot.edges.filter { $0.to == combined.id }.count == 2)
    #expect(values(snapshot, combined) == ["ada"])
  }

  @Test func keepsMemoryBoundedAndCountsWhatItDrops() throws {
    let inspector = Inspector.recordOnThisThread(limits: InspectorLimits(eventsPerLane: 4, events: 6))
    defer { inspector.detach() }
    let relay = PublishRelay<Int>()
    let subscription = relay.map { $0 }.subscribe(onNext: { _ in })
    defer { subscription.dispose() }
    for value in 1...10 { relay.accept(value) }
    let snapshot = inspector.snapshot()
    let stored = snapshot.lanes.map(\.events.count).reduce(0, +)
    let map = try #require(snapshot.nodes.first { $0.name == "map" })
    #expect(stored <= 6)
    #expect(snapshot.lanes.allSatisfy { $0.events.count <= 4 })
    #expect(values(snapshot, map).last == "10")
    // 20 events were sent (10 by the relay, 10 by map): those not kept are counted.
    #expect(snapshot.droppedEvents == 20 - stored)
    #expect(snapshot.lanes.map(\.earlier).reduce(0, +) == snapshot.droppedEvents)
  }

  @Test func countsSubscriptionsPastTheNodeLimit() {
    let inspector = Inspector.recordOnThisThread(limits: InspectorLimits(nodes: 2))
    defer { inspector.detach() }
    let relay = PublishRelay<Int>()
    let subscription = relay.map { $0 }.filter { $0 > 0 }.subscribe(onNext: { _ in })
    defer { subscription.dispose() }
    relay.accept(1)
    let snapshot = inspector.snapshot()
    #expect(snapshot.nodes.count == 2)
    #expect(snapshot.droppedNodes == 2)
  }

  @Test func letsGoOfDisposedChainsToMakeRoomForNewOnes() throws {
    let inspector = Inspector.recordOnThisThread(limits: InspectorLimits(nodes: 4))
    defer { inspector.detach() }
    let first = PublishRelay<Int>()
    first.map { $0 }.subscribe(onNext: { _ in }).dispose()
    let second = PublishRelay<Int>()
    let subscription = second.filter { $0 > 0 }.subscribe(onNext: { _ in })
    defer { subscription.dispose() }
    second.accept(1)
    let snapshot = inspector.snapshot()
    #expect(Set(snapshot.nodes.map(\.name)) == ["PublishRelay", "filter", "subscribe"])
    #expect(snapshot.evictedNodes == 3)
    #expect(snapshot.droppedNodes == 0)
    let filter = try #require(snapshot.nodes.first { $0.name == "filter" })
    #expect(values(snapshot, filter) == ["1"])
  }

  @Test func keepsTheSiteOfANewObservableWhenManyWereNeverSubscribed() throws {
    let inspector = Inspector.recordOnThisThread(limits: InspectorLimits(nodes: 4))
    defer { inspector.detach() }
    let unsubscribed = (0..<20).map { _ in PublishRelay<Int>() }
    let relay = PublishRelay<Int>()
    let line = #line + 1
    let subscription = relay.map { $0 }.subscribe(onNext: { _ in })
    defer { subscription.dispose() }
    let snapshot = inspector.snapshot()
    let map = try #require(snapshot.nodes.first { $0.name == "map" })
    #expect(map.site == "InspectorRecorderTests.swift:\(line)")
    #expect(unsubscribed.count == 20)
  }

  /// A subscriber at the address of an observable that died unsubscribed takes neither its site
  /// nor its name.
  ///
  /// Only observables report their creation and are named with `inspected(_:)`; a subscriber
  /// is named by the line that subscribed it (the inspector demo's page drew a screen's `<=>`
  /// as `<=> ScriptedUser.swift:11`, where its view model was made). The address's reuse is
  /// simulated: one identifier for both objects.
  @Test func aSubscriberAtTheAddressOfADeadObservableTakesNotItsSiteOrName() throws {
    var recording = Recording(limits: InspectorLimits())
    let address = ObjectIdentifier(Spot())
    recording.created(address, at: CallStack(addresses: [1]))
    recording.name(address, "search results")
    let number = recording.node(
      for: address, name: "subscribe", isSubscriber: true, stateKind: nil,
      callStack: { CallStack(addresses: [2]) })
    let subscriber = try #require(number)
    #expect(recording.nodes[subscriber]?.callStack?.addresses == [2])
    #expect(recording.nodes[subscriber]?.label == nil)
  }

  @Test func recordsNothingDetached() {
    let inspector = Inspector.recordOnThisThread()
    inspector.detach()
    let relay = BehaviorRelay(value: 0)
    let subscription = relay.map { $0 + 1 }.subscribe(onNext: { _ in })
    relay.accept(1)
    subscription.dispose()
    let snapshot = inspector.snapshot()
    #expect(snapshot.nodes.isEmpty)
    #expect(snapshot.lanes.isEmpty)
    #expect(!Inspection.isAttached)
  }

  @Test func doesNotSeeChainsSubscribedBeforeTheAttach() {
    let relay = PublishRelay<Int>()
    let subscription = relay.map { $0 }.subscribe(onNext: { _ in })
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    relay.accept(1)
    subscription.dispose()
    #expect(inspector.snapshot().nodes.isEmpty)
  }

  /// The values of `node`'s lane, as recorded.
  func values(_ snapshot: InspectorSnapshot, _ node: InspectedNode) -> [String] {
    snapshot.lane(of: node)?.events.compactMap {
      if case .value(let text) = $0.kind { text } else { nil }
    } ?? []
  }
}

private struct TestFailure: Error {}

/// An object whose identifier stands for an address in ``Recording``'s tests.
private final class Spot {}
