import BindingCore
import Testing

@testable import BindingInspector

/// A program of more than 10,000 nodes, recorded: many view models, each with its bag, all
/// fed by one shared relay. The page draws a bounded graph of it: the bags made on one line as
/// one node, what changed unfolded, the disposed counted. In the recorder's serialized suite.
extension InspectorRecorderTests {
  /// A view model of the test: two relays combined into a third state, the length of one, and a
  /// filter of the shared relay, each bound in its own bag (8 nodes).
  private final class Model {
    let name = BehaviorRelay(value: "")
    let password = BehaviorRelay(value: "")
    let valid = BehaviorRelay(value: false)
    let bag = DisposeBag()

    init(shared: BehaviorRelay<Int>) {
      Observable.combineLatest(name, password) { !$0.isEmpty && $1.count >= 8 }
        .bind(to: valid)
        .disposed(by: bag)
      name.map(\.count).subscribe(onNext: { _ in }).disposed(by: bag)
      shared.filter { $0 % 2 == 0 }.subscribe(onNext: { _ in }).disposed(by: bag)
    }
  }

  /// Builds 1,250 models (10,001 nodes, with the shared relay) with the inspector recording.
  private func crowd(_ inspector: Inspector) -> (shared: BehaviorRelay<Int>, models: [Model]) {
    let shared = BehaviorRelay(value: 0)
    let models = (0..<1_250).map { _ in Model(shared: shared) }
    return (shared, models)
  }

  /// The number of nodes a graph picture draws.
  private func drawnNodes(_ graph: String) -> [String] {
    graph.split(separator: "data-node=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
  }

  @Test func aGraphOfTenThousandNodesIsDrawnAsOneNodePerBagLine() throws {
    let inspector = Inspector.recordOnThisThread(limits: InspectorLimits(nodes: 20_000))
    defer { inspector.detach() }
    let (shared, models) = crowd(inspector)
    let snapshot = inspector.snapshot()
    let state = InspectorPage(snapshot).state(snapshot, changed: [], sequence: 1)
    withExtendedLifetime((shared, models)) {}

    let bag = try #require(state.groups?.first)
    #expect(snapshot.nodes.count >= 10_000)
    #expect(bag.hasPrefix("Model InspectorRecorderTests+Scale.swift:"))
    // The shared relay feeds only the models' bags: it is in their group too.
    #expect(drawnNodes(state.graph) == [bag])
    #expect(state.graph.contains("data-value=\"\(snapshot.nodes.count.withDigitGroups) nodes\""))
    #expect(state.statement.contains("drawn: 1 nodes, 1 folded by owner"))
    #expect(state.marbles.isEmpty)
  }

  @Test func whatChangedInAFoldedBagIsDrawnAndTheRestCounted() throws {
    let inspector = Inspector.recordOnThisThread(limits: InspectorLimits(nodes: 20_000))
    defer { inspector.detach() }
    let (shared, models) = crowd(inspector)
    let before = inspector.snapshot()
    models[700].name.accept("ada")
    let after = inspector.snapshot()
    let changed = changedNodes(from: before, to: after)
    let state = InspectorPage(after).state(after, changed: changed, sequence: 2)
    shared.accept(2)
    let everyone = inspector.snapshot()
    let many = InspectorPage(everyone).state(
      everyone, changed: changedNodes(from: after, to: everyone), sequence: 3)
    withExtendedLifetime((shared, models)) {}

    // The name, its length and the combination (the state set is no node: nothing subscribes
    // to it).
    #expect(changed.count == 3)
    let drawn = drawnNodes(state.graph)
    #expect(drawn.count == 4)
    #expect(Set(state.changed).isSubset(of: drawn))
    #expect(state.changed.count == 3)
    #expect(state.graph.contains("\((after.nodes.count - 3).withDigitGroups) more nodes"))
    #expect(state.marbles.contains("data-lane=\"combine InspectorRecorderTests+Scale.swift:"))
    // Every model's filter sent: at most a bag's share of them is drawn.
    #expect(changedNodes(from: after, to: everyone).count > 1_250)
    #expect(drawnNodes(many.graph).count <= InspectorPage.mostNodesPerGroup + 1)
  }

  @Test func aBagLineUnfoldsWhenAskedAndTheDisposedAreCountedAndDrawnWhenAsked() throws {
    let inspector = Inspector.recordOnThisThread(limits: InspectorLimits(nodes: 20_000))
    defer { inspector.detach() }
    var (shared, models) = crowd(inspector)
    models.removeLast(250)
    let snapshot = inspector.snapshot()
    withExtendedLifetime((shared, models)) {}
    let folded = InspectorPage(snapshot).state(snapshot, changed: [], sequence: 1)
    let bag = try #require(folded.groups?.first)
    let unfolded = InspectorPage(snapshot, unfolded: [bag]).state(snapshot, changed: [], sequence: 2)
    let disposed = InspectorPage(snapshot, unfolded: [OwnerGroups.disposed])
      .state(snapshot, changed: [], sequence: 3)

    #expect(drawnNodes(folded.graph) == [bag, OwnerGroups.disposed])
    #expect(folded.statement.contains("2,000 disposed not drawn"))
    #expect(drawnNodes(unfolded.graph).count == InspectorPage.mostNodesPerGroup + 2)
    #expect(unfolded.groups == [bag, OwnerGroups.disposed])
    #expect(drawnNodes(disposed.graph).count == InspectorPage.mostNodesPerGroup + 2)
    #expect(disposed.statement.contains("12 of 2,000 disposed drawn"))
  }

  @Test func subscriptionsInNoBagAreOneNodeNamedAfterTheirLine() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let relayLine = #line + 1
    let relay = PublishRelay<Int>()
    var leaked: [any Disposable] = []
    // The relay feeds a bag too: it stands alone, out of the leaks' node.
    let bag = DisposeBag()
    let bagLine = #line + 1
    relay.subscribe(onNext: { _ in }).disposed(by: bag)
    let line = #line + 2
    for _ in 0..<50 {
      leaked.append(relay.map { $0 + 1 }.subscribe(onNext: { _ in }))
    }
    let snapshot = inspector.snapshot()
    let state = InspectorPage(snapshot).state(snapshot, changed: [], sequence: 1)
    leaked.forEach { $0.dispose() }

    let group = "no bag: subscribe InspectorRecorderTests+Scale.swift:\(line)"
    let relayNode = "PublishRelay InspectorRecorderTests+Scale.swift:\(relayLine)"
    let held = "subscribe InspectorRecorderTests+Scale.swift:\(bagLine)"
    #expect(Set(drawnNodes(state.graph)) == [relayNode, group, held])
    #expect(state.graph.contains("data-value=\"100 nodes\""))
    #expect(state.graph.contains("data-from=\"\(relayNode)\" data-to=\"\(group)\""))
  }

  /// The nodes whose lanes grew from `before` to `after`, as the inspector's publisher finds them.
  private func changedNodes(from before: InspectorSnapshot, to after: InspectorSnapshot) -> [Int] {
    let counts = Dictionary(
      uniqueKeysWithValues: before.lanes.map { ($0.node, $0.events.count + $0.earlier) })
    return after.lanes.filter { counts[$0.node] != $0.events.count + $0.earlier }.map(\.node)
  }
}
