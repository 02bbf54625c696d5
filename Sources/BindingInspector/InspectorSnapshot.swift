/// Everything an inspector recorded, at one moment: the graph of the chains subscribed while
/// attached, each node's lane, and what was let go to keep memory bounded.
///
/// ```swift
/// let snapshot = inspector.snapshot()
/// for node in snapshot.nodes { print(node.name, node.site ?? "?") }
/// ```
public struct InspectorSnapshot: Sendable, Hashable {
  /// The nodes, in the order they were first subscribed.
  public let nodes: [InspectedNode]
  /// The edges, each once, in the order they were first subscribed.
  public let edges: [InspectedEdge]
  /// The lanes of the nodes that sent something, in node order.
  public let lanes: [InspectedLane]
  /// Milliseconds from the attach to this snapshot.
  public let time: Int
  /// Events let go: those that fell out of a lane's ring buffer or past the whole's limit.
  public let droppedEvents: Int
  /// Subscriptions not recorded because the node limit was reached with every node alive.
  public let droppedNodes: Int
  /// Nodes of disposed chains let go, with their lanes, to make room for new ones when the
  /// node limit was reached.
  public let evictedNodes: Int
  /// The program's subscriptions alive now, oldest first.
  public let subscriptions: [InspectedSubscription]
  /// How many subscriptions were made while attached, alive or not.
  public let subscriptionsMade: Int

  /// Creates a snapshot.
  public init(
    nodes: [InspectedNode], edges: [InspectedEdge], lanes: [InspectedLane], time: Int,
    droppedEvents: Int, droppedNodes: Int, evictedNodes: Int = 0,
    subscriptions: [InspectedSubscription] = [], subscriptionsMade: Int = 0
  ) {
    self.subscriptions = subscriptions
    self.subscriptionsMade = subscriptionsMade
    self.nodes = nodes
    self.edges = edges
    self.lanes = lanes
    self.time = time
    self.droppedEvents = droppedEvents
    self.droppedNodes = droppedNodes
    self.evictedNodes = evictedNodes
  }

  /// This moment, as a mark to compare a later snapshot with.
  public var mark: InspectorMark { InspectorMark(time: time, subscriptionsMade: subscriptionsMade) }

  /// The subscriptions alive now that were made after `mark`: what the program did since left
  /// them alive.
  public func leftAlive(since mark: InspectorMark) -> [InspectedSubscription] {
    subscriptions.filter { $0.id > mark.subscriptionsMade }
  }

  /// The lane of `node`, if it sent anything.
  public func lane(of node: InspectedNode) -> InspectedLane? {
    lanes.first { $0.node == node.id }
  }
}
