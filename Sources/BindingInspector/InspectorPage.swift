import BindLiveModel
import BindingPictures

/// Turns an ``InspectorSnapshot`` into what the live page of `bind serve` reads: the same
/// graph and marble pictures, drawn by the same renderers.
///
/// The page draws the nodes that are alive: those with a subscription alive now. A chain
/// disposed leaves the picture (the snapshot keeps it); a leaked one stays, which is how a
/// leak shows.
///
/// A node is named `name File.swift:LINE`, or as the program named it with `inspected(_:)` (`map SignUp.swift:31`), with ` (2)`, ` (3)`... for
/// several at one site; under its name it shows its latest value. Kinds map to the page's:
/// a state relay to `mutable`, an event relay to `action`, a source to `cold`, an operator to
/// `derived`, a subscriber to `control`. Each marble is coloured by the millisecond it happened
/// in, since a running program has no statements to number its changes by.
struct InspectorPage {
  /// The labels of the nodes, by number, unique.
  let labels: [Int: String]

  init(_ snapshot: InspectorSnapshot) {
    var labels: [Int: String] = [:]
    var used: [String: Int] = [:]
    for node in snapshot.nodes where node.liveSubscriptions > 0 {
      let base = Self.name(of: node)
      let count = (used[base] ?? 0) + 1
      used[base] = count
      labels[node.id] = count == 1 ? base : "\(base) (\(count))"
    }
    self.labels = labels
  }

  /// The state a page shows for `snapshot`; `changed` are the nodes that sent something since
  /// the state before, `sequence` the state's number.
  func state(_ snapshot: InspectorSnapshot, changed: [Int], sequence: Int) -> LiveState {
    let kinds = Dictionary(uniqueKeysWithValues: snapshot.nodes.map { ($0.id, $0.kind) })
    let graph = GraphSnapshot(
      nodes: snapshot.nodes.compactMap { node in
        labels[node.id].map { GraphNode(id: $0, kind: Self.graphKind(node.kind)) }
      },
      edges: snapshot.edges.compactMap { edge in
        guard let from = labels[edge.from], let to = labels[edge.to] else { return nil }
        return GraphEdge(
          from: from, to: to, kind: kinds[edge.to] == .subscriber ? .binding : .derived)
      })
    var values: [String: String] = [:]
    var lanes: [MarbleLane] = []
    for lane in snapshot.lanes {
      guard let label = labels[lane.node] else { continue }
      if case .value(let latest)? = lane.events.last?.kind { values[label] = latest }
      lanes.append(
        MarbleLane(name: label, marbles: lane.events, earlier: lane.earlier)
          .keepingLast(MarblePicture.mostMarblesPerLane))
    }
    let live = snapshot.nodes.filter { $0.kind == .subscriber && $0.liveSubscriptions > 0 }.count
    return LiveState(
      sequence: sequence,
      statement:
        "inspecting: \(labels.count) of \(snapshot.nodes.count) nodes alive, \(live) live subscribers, "
        + "\(snapshot.droppedEvents) events dropped, \(snapshot.droppedNodes) nodes dropped, "
        + "\(snapshot.evictedNodes) disposed nodes let go",
      time: snapshot.time, graph: GraphPicture.svg(graph, values: values),
      changed: changed.compactMap { labels[$0] },
      marbles: lanes.isEmpty ? "" : MarblePicture.svg(lanes, now: snapshot.time),
      views: [], trace: [], subscriptions: subscriptions(snapshot))
  }

  /// A node's name on the page, before the ` (2)` that tells apart several made on one line.
  private static func name(of node: InspectedNode) -> String {
    node.label ?? node.site.map { "\(node.name) \($0)" } ?? node.name
  }

  /// The snapshot's live subscriptions, their nodes named by their line (without the graph's
  /// ` (2)`), so that the page groups those made by one line.
  private func subscriptions(_ snapshot: InspectorSnapshot) -> LiveSubscriptions {
    let names = Dictionary(uniqueKeysWithValues: snapshot.nodes.map { ($0.id, Self.name(of: $0)) })
    let sited = Set(snapshot.nodes.filter { $0.site != nil || $0.label != nil }.map(\.id))
    return LiveSubscriptions(
      made: snapshot.subscriptionsMade,
      entries: snapshot.subscriptions.map { subscription in
        LiveSubscriptions.Entry(
          id: subscription.id, subscriber: names[subscription.node] ?? "?",
          source: names[subscription.source] ?? "?", since: subscription.since,
          owner: subscription.owner?.label, byProgram: sited.contains(subscription.node))
      })
  }

  private static func graphKind(_ kind: InspectedNode.Kind) -> GraphNode.Kind {
    switch kind {
    case .state: .mutable
    case .event: .action
    case .source: .cold
    case .operator: .derived
    case .subscriber: .control
    }
  }
}
