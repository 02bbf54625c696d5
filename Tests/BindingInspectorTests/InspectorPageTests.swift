import BindingPictures
import Testing

@testable import BindingInspector

/// What the live page gets from a snapshot: the same pictures `bind serve` draws.
@Suite struct InspectorPageTests {
  private let snapshot = InspectorSnapshot(
    nodes: [
      InspectedNode(id: 0, name: "BehaviorRelay", kind: .state, site: "Model.swift:3", liveSubscriptions: 1),
      InspectedNode(id: 1, name: "map", kind: .operator, site: "Model.swift:4", liveSubscriptions: 1),
      InspectedNode(id: 2, name: "map", kind: .operator, site: "Model.swift:4", liveSubscriptions: 1),
      InspectedNode(id: 3, name: "subscribe", kind: .subscriber, site: nil, liveSubscriptions: 1),
      InspectedNode(id: 4, name: "subscribe", kind: .subscriber, site: "Model.swift:9", liveSubscriptions: 0),
    ],
    edges: [
      InspectedEdge(from: 0, to: 1), InspectedEdge(from: 1, to: 2), InspectedEdge(from: 2, to: 3),
      InspectedEdge(from: 0, to: 4),
    ],
    lanes: [
      InspectedLane(
        node: 1,
        events: [
          Marble(time: 5, kind: .value("12"), cause: 6), Marble(time: 9, kind: .completed, cause: 10),
        ],
        earlier: 3)
    ],
    time: 20, droppedEvents: 3, droppedNodes: 0)

  @Test func namesEachNodeByItsSiteAndKeepsNamesUnique() {
    let page = InspectorPage(snapshot)
    #expect(
      page.labels == [
        0: "BehaviorRelay Model.swift:3", 1: "map Model.swift:4", 2: "map Model.swift:4 (2)", 3: "subscribe",
      ])
  }

  @Test func drawsTheGraphAndLanesWithTheLivePagesPictures() {
    let state = InspectorPage(snapshot).state(snapshot, changed: [1], sequence: 7)
    #expect(state.sequence == 7)
    #expect(state.changed == ["map Model.swift:4"])
    #expect(state.graph.contains("data-node=\"map Model.swift:4 (2)\""))
    #expect(
      state.graph.contains("data-from=\"map Model.swift:4 (2)\" data-to=\"subscribe\" data-kind=\"binding\""))
    #expect(state.marbles.contains("data-lane=\"map Model.swift:4\""))
    #expect(state.marbles.contains("data-earlier=\"3\""))
    #expect(state.statement.contains("3 events dropped"))
  }

  @Test func drawsOnlyTheNodesWithASubscriptionAlive() {
    let state = InspectorPage(snapshot).state(snapshot, changed: [], sequence: 1)
    #expect(!state.graph.contains("Model.swift:9"))
    #expect(state.statement.hasPrefix("inspecting: 4 of 5 nodes alive, 1 live subscribers"))
  }
}
