import BindLiveModel
import BindingPictures

/// Turns an ``InspectorSnapshot`` into what the live page of `bind serve` reads: the same
/// graph and marble pictures, drawn by the same renderers.
///
/// The page draws the nodes that are alive: those with a subscription alive now. A chain
/// disposed leaves the picture (the snapshot keeps it; the graph counts it in one node,
/// `disposed`, that a click unfolds); a leaked one stays, which is how a leak shows.
///
/// A program's graph has thousands of nodes: they are folded by owner (``OwnerGroups``), each
/// group drawn as one node named after the bag's line, with how many nodes it holds under it.
/// A group is drawn unfolded when one of its nodes changed (the page follows what changed) or
/// when a page asked for it (a click on it: ``unfolded``). It draws at most
/// ``mostChangedPerGroup`` of the nodes that changed, or, unfolded by a page,
/// ``mostNodesPerGroup`` of its nodes, those that changed first, then its bindings and
/// controls, and counts the rest in its node.
/// Only the lanes of the nodes drawn are sent.
///
/// A node is named `name File.swift:LINE`, or as the program named it with `inspected(_:)` (`map SignUp.swift:31`), with ` (2)`, ` (3)`... for
/// several at one site; under its name it shows its latest value. Kinds map to the page's:
/// a state relay to `mutable`, an event relay to `action`, a source to `cold`, an operator to
/// `derived`, a subscriber to `control`. Each marble is coloured by the millisecond it happened
/// in, since a running program has no statements to number its changes by. The marbles show the
/// most recent stretch of time that fits ``marblesWidth``, and count the events before it.
struct InspectorPage {
  /// The labels of the nodes, by number, unique: those alive first, then those disposed.
  let labels: [Int: String]
  /// The snapshot's nodes folded by owner.
  let groups: OwnerGroups
  /// The groups a page asked to see unfolded.
  let unfolded: Set<String>

  /// The most width, in pixels, of the marbles' lanes and time axis.
  ///
  /// The page's panel of marbles at 1280x720 (876 px, the projector's size the page is laid
  /// out for), less the page's own margins. A running program's history outgrows any width: the picture shows the
  /// most recent stretch that fits with its marbles readable, and counts what came before
  /// (``MarbleWindow``); the legend goes under the lanes when there is no room beside them.
  static let marblesWidth = 860.0

  /// The most nodes of one group drawn when a page unfolded it.
  static let mostNodesPerGroup = 12
  /// The most nodes of one group drawn because they changed: a change that reaches every
  /// instance of a view model shows a few of them, and the group's node counts the rest.
  static let mostChangedPerGroup = 4

  init(_ snapshot: InspectorSnapshot, unfolded: Set<String> = []) {
    var labels: [Int: String] = [:]
    var used: [String: Int] = [:]
    let alive = snapshot.nodes.filter { $0.liveSubscriptions > 0 }
    for node in alive + snapshot.nodes.filter({ $0.liveSubscriptions == 0 }) {
      let base = Self.name(of: node)
      let count = (used[base] ?? 0) + 1
      used[base] = count
      labels[node.id] = count == 1 ? base : "\(base) (\(count))"
    }
    self.labels = labels
    self.unfolded = unfolded
    groups = OwnerGroups(
      snapshot, base: Dictionary(uniqueKeysWithValues: snapshot.nodes.map { ($0.id, Self.name(of: $0)) }))
  }

  /// What the graph draws for `changed`: the node each node is drawn as (its label, or its
  /// group's name when folded into it), and what each group node counts; `kinds` are the
  /// nodes' kinds.
  private func drawn(_ snapshot: InspectorSnapshot, changed: [Int], kinds: [Int: InspectedNode.Kind]) -> (
    as: [Int: String], folded: [String: Int]
  ) {
    let changedSet = Set(changed)
    var drawnAs: [Int: String] = [:]
    var folded: [String: Int] = [:]
    for node in snapshot.nodes where groups.groupOf[node.id] == nil && node.liveSubscriptions > 0 {
      drawnAs[node.id] = labels[node.id]
    }
    for name in groups.names {
      let members = groups.members[name] ?? []
      let opened = members.filter(changedSet.contains)
      var shown: [Int] = []
      if unfolded.contains(name) {
        // What changed, then the bindings and the controls they set (what the program wrote
        // at those lines), then the rest.
        let rest = members.filter { !changedSet.contains($0) }
        let ends = rest.filter { kinds[$0] == .binding || kinds[$0] == .control }
        let others = rest.filter { kinds[$0] != .binding && kinds[$0] != .control }
        shown = Array((opened + ends + others).prefix(Self.mostNodesPerGroup))
      } else if name != OwnerGroups.disposed {
        shown = Array(opened.prefix(Self.mostChangedPerGroup))
      }
      let shownSet = Set(shown)
      for member in members {
        drawnAs[member] = shownSet.contains(member) ? labels[member] : name
      }
      if members.count > shown.count { folded[name] = members.count - shown.count }
    }
    return (drawnAs, folded)
  }

  /// The state a page shows for `snapshot`; `changed` are the nodes that sent something since
  /// the state before, `sequence` the state's number.
  func state(_ snapshot: InspectorSnapshot, changed: [Int], sequence: Int) -> LiveState {
    let kinds = Dictionary(uniqueKeysWithValues: snapshot.nodes.map { ($0.id, $0.kind) })
    let (drawnAs, folded) = drawn(snapshot, changed: changed, kinds: kinds)
    var nodes: [GraphNode] = []
    var seen: Set<String> = []
    var values: [String: String] = [:]
    for node in snapshot.nodes {
      guard let name = drawnAs[node.id], seen.insert(name).inserted else { continue }
      nodes.append(GraphNode(id: name, kind: Self.graphKind(folded[name] == nil ? node.kind : .subscriber)))
      if let count = folded[name] {
        let all = groups.members[name]?.count ?? count
        let nodes = count == 1 ? "node" : "nodes"
        values[name] = "\(count.withDigitGroups) \(count == all ? "" : "more ")\(nodes)"
      }
    }
    var edges: [GraphEdge] = []
    var edgeSet: Set<[String]> = []
    for edge in snapshot.edges {
      // The folded node of the disposed draws no edges: every source a chain ever had would
      // lead to it.
      guard let from = drawnAs[edge.from], let to = drawnAs[edge.to], from != to,
        from != OwnerGroups.disposed, to != OwnerGroups.disposed, edgeSet.insert([from, to]).inserted
      else { continue }
      edges.append(
        GraphEdge(from: from, to: to, kind: Self.edgeKind(from: kinds[edge.from], to: kinds[edge.to])))
    }
    var lanes: [MarbleLane] = []
    for lane in snapshot.lanes {
      guard let label = labels[lane.node], drawnAs[lane.node] == label else { continue }
      if case .value(let latest)? = lane.events.last?.kind { values[label] = latest }
      lanes.append(
        MarbleLane(name: label, marbles: lane.events, earlier: lane.earlier)
          .keepingLast(MarblePicture.mostMarblesPerLane))
    }
    var changedNames: [String] = []
    for node in changed {
      // A node that sent and was disposed since is no change to show in the folded `disposed`.
      if let name = drawnAs[node], name != OwnerGroups.disposed, !changedNames.contains(name) {
        changedNames.append(name)
      }
    }
    let alive = snapshot.nodes.filter { $0.liveSubscriptions > 0 }.count
    let live = snapshot.nodes.filter { $0.kind.isSubscriber && $0.liveSubscriptions > 0 }.count
    let owners = folded.keys.filter { $0 != OwnerGroups.disposed }.count
    let disposed = snapshot.nodes.count - alive
    let disposedDrawn = disposed - (folded[OwnerGroups.disposed] ?? 0)
    return LiveState(
      sequence: sequence,
      statement:
        "inspecting: \(alive) of \(snapshot.nodes.count) nodes alive, \(live) live subscribers · "
        + "drawn: \(nodes.count) nodes, \(owners) folded by owner (click to unfold) · "
        + (disposedDrawn > 0
          ? "\(disposedDrawn) of \(disposed.withDigitGroups) disposed drawn · "
          : "\(disposed.withDigitGroups) disposed not drawn (click disposed) · ")
        + "dropped: \(snapshot.droppedEvents) events, \(snapshot.droppedNodes) nodes · "
        + "\(snapshot.evictedNodes) disposed nodes let go",
      time: snapshot.time, graph: GraphPicture.svg(GraphSnapshot(nodes: nodes, edges: edges), values: values),
      changed: changedNames,
      marbles: lanes.isEmpty ? "" : MarblePicture.svg(lanes, now: snapshot.time, width: Self.marblesWidth),
      views: [], trace: [], subscriptions: subscriptions(snapshot),
      groups: folded.isEmpty ? nil : nodes.map(\.id).filter { folded[$0] != nil })
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
    case .subscriber, .binding, .control: .control
    }
  }

  /// How the page draws an edge: into a subscriber or a binding, or out of a binding (to the
  /// control or relay it sets), as a binding; else as a derivation.
  private static func edgeKind(from: InspectedNode.Kind?, to: InspectedNode.Kind?) -> GraphEdge.Kind {
    to?.isSubscriber == true || from == .binding ? .binding : .derived
  }
}
