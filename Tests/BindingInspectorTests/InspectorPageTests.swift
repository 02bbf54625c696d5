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
        4: "subscribe Model.swift:9",
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
    #expect(state.statement.contains("dropped: 3 events"))
  }

  @Test func aLiveStateIsAStepOfItsOwnThatAPageHoldsAndSaysWhatTheSessionDropped() {
    let state = InspectorPage(snapshot).state(snapshot, changed: [1], sequence: 7)
    let live = InspectorPage.live(state, number: 42, dropped: 12)
    #expect(live.step == 42)
    #expect(live.holdsPast == true)
    #expect(live.keptFrom == 13)
    #expect(live.statement == "session state 42, 12 earlier dropped · " + state.statement)
    let early = InspectorPage.live(state, number: 3, dropped: 0)
    #expect(early.statement.hasPrefix("session state 3 · inspecting: "))
    #expect(live.sequence == state.sequence && live.graph == state.graph)
    // A script's state, or a reopened file's, leaves a page stepping back to return to live.
    #expect(state.holdsPast == nil && state.keptFrom == nil)
    #expect(InspectorPage.sessionLabel(2, of: 5, dropped: 0) == "session state 2 of 5")
    #expect(InspectorPage.sessionLabel(2, of: 5, dropped: 3) == "session state 2 of 5, 3 earlier dropped")
  }

  @Test func drawsOnlyTheNodesWithASubscriptionAlive() {
    let state = InspectorPage(snapshot).state(snapshot, changed: [], sequence: 1)
    #expect(!state.graph.contains("Model.swift:9"))
    #expect(state.statement.hasPrefix("inspecting: 4 of 5 nodes alive, 1 live subscribers"))
  }

  /// A relay bound by two screens (their bags made on one line) and by a view model's bag.
  private let owned: InspectorSnapshot = {
    let screen = InspectedOwner(id: 0, name: "DisposeBag", site: "Screen.swift:5")
    let other = InspectedOwner(id: 1, name: "DisposeBag", site: "Screen.swift:5")
    let model = InspectedOwner(id: 2, name: "DisposeBag", site: "Model.swift:2")
    return InspectorSnapshot(
      nodes: [
        InspectedNode(
          id: 0, name: "BehaviorRelay", kind: .state, site: "Model.swift:3", liveSubscriptions: 3),
        InspectedNode(id: 1, name: "map", kind: .operator, site: "Screen.swift:8", liveSubscriptions: 1),
        InspectedNode(id: 2, name: "bind", kind: .subscriber, site: "Screen.swift:8", liveSubscriptions: 1),
        InspectedNode(id: 3, name: "map", kind: .operator, site: "Screen.swift:8", liveSubscriptions: 1),
        InspectedNode(id: 4, name: "bind", kind: .subscriber, site: "Screen.swift:8", liveSubscriptions: 1),
        InspectedNode(
          id: 5, name: "subscribe", kind: .subscriber, site: "Model.swift:7", liveSubscriptions: 1),
        InspectedNode(
          id: 6, name: "subscribe", kind: .subscriber, site: "Model.swift:9", liveSubscriptions: 0),
      ],
      edges: [
        InspectedEdge(from: 0, to: 1), InspectedEdge(from: 1, to: 2), InspectedEdge(from: 0, to: 3),
        InspectedEdge(from: 3, to: 4), InspectedEdge(from: 0, to: 5), InspectedEdge(from: 0, to: 6),
      ],
      lanes: [
        InspectedLane(node: 1, events: [Marble(time: 5, kind: .value("A"), cause: 6)], earlier: 0)
      ],
      time: 20, droppedEvents: 0, droppedNodes: 0,
      subscriptions: [
        InspectedSubscription(id: 1, node: 2, source: 1, since: 1, owner: screen),
        InspectedSubscription(id: 2, node: 4, source: 3, since: 2, owner: other),
        InspectedSubscription(id: 3, node: 5, source: 0, since: 3, owner: model),
      ])
  }()
  private let screens = "DisposeBag Screen.swift:5"

  /// The `data-node` ids a graph picture draws, in order.
  private func drawnNodes(_ graph: String) -> [String] {
    graph.split(separator: "data-node=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
  }

  @Test func foldsTheNodesTheBagsOfOneLineHoldIntoOneNodeNamedAfterIt() {
    let state = InspectorPage(owned).state(owned, changed: [], sequence: 1)
    #expect(
      drawnNodes(state.graph) == [
        "BehaviorRelay Model.swift:3", screens, "subscribe Model.swift:7", OwnerGroups.disposed,
      ])
    #expect(state.graph.contains("data-value=\"4 nodes\""))
    #expect(state.graph.contains("data-from=\"BehaviorRelay Model.swift:3\" data-to=\"\(screens)\""))
    #expect(!state.graph.contains("data-to=\"\(OwnerGroups.disposed)\""))
    #expect(state.groups == [screens, OwnerGroups.disposed])
    #expect(state.marbles.isEmpty)
    #expect(state.statement.contains("drawn: 4 nodes, 1 folded by owner"))
    #expect(state.statement.contains("1 disposed not drawn"))
  }

  @Test func drawsTheNodesThatChangedOutOfTheirGroupAndCountsTheRest() {
    let state = InspectorPage(owned).state(owned, changed: [1], sequence: 2)
    #expect(state.changed == ["map Screen.swift:8"])
    #expect(drawnNodes(state.graph).contains("map Screen.swift:8"))
    #expect(state.graph.contains("data-value=\"3 more nodes\""))
    #expect(state.graph.contains("data-from=\"map Screen.swift:8\" data-to=\"\(screens)\""))
    #expect(state.marbles.contains("data-lane=\"map Screen.swift:8\""))
  }

  @Test func drawsTheWholeOfAGroupAPageUnfolded() {
    let state = InspectorPage(owned, unfolded: [screens, OwnerGroups.disposed])
      .state(owned, changed: [], sequence: 3)
    #expect(
      drawnNodes(state.graph) == [
        "BehaviorRelay Model.swift:3", "map Screen.swift:8", "bind Screen.swift:8", "map Screen.swift:8 (2)",
        "bind Screen.swift:8 (2)", "subscribe Model.swift:7", "subscribe Model.swift:9",
      ])
    #expect(state.groups == nil)
    #expect(state.statement.contains("1 of 1 disposed drawn"))
  }

  @Test func aNodeFeedingOneGroupIsInItAndOneFeedingTwoStandsAlone() {
    let groups = OwnerGroups(owned, base: [0: "r", 1: "m", 2: "b", 3: "m", 4: "b", 5: "s", 6: "d"])
    #expect(groups.groupOf == [1: screens, 2: screens, 3: screens, 4: screens, 6: OwnerGroups.disposed])
    #expect(groups.names == [screens, OwnerGroups.disposed])
  }

  @Test func drawsTheMarblesOfALongRunAsTheLatestStretchThatFitsThePanel() throws {
    // A value every 20 ms for a minute: the whole run would be thousands of pixels wide.
    let events = (0..<3_000).map { Marble(time: $0 * 20, kind: .value(String($0 % 10)), cause: $0 * 20) }
    let long = InspectorSnapshot(
      nodes: [
        InspectedNode(id: 0, name: "map", kind: .operator, site: "Model.swift:4", liveSubscriptions: 1)
      ],
      edges: [], lanes: [InspectedLane(node: 0, events: events, earlier: 500)], time: 60_000,
      droppedEvents: 0, droppedNodes: 0)
    let marbles = InspectorPage(long).state(long, changed: [0], sequence: 1).marbles
    let width = try #require(
      marbles.firstMatch(of: /<svg[^>]* width="([0-9.]+)"/).flatMap { Double($0.1) })
    #expect(width <= InspectorPage.marblesWidth)
    let from = try #require(marbles.firstMatch(of: /data-from="([0-9]+)"/).flatMap { Int($0.1) })
    #expect(from > 59_000 && from < 60_000, "the latest second or less, at \(from) ms")
    #expect(marbles.contains("events before \(from)ms"))
  }
}
