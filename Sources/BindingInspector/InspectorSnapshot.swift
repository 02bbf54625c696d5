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

  /// Creates a snapshot.
  public init(
    nodes: [InspectedNode], edges: [InspectedEdge], lanes: [InspectedLane], time: Int,
    droppedEvents: Int, droppedNodes: Int, evictedNodes: Int = 0
  ) {
    self.nodes = nodes
    self.edges = edges
    self.lanes = lanes
    self.time = time
    self.droppedEvents = droppedEvents
    self.droppedNodes = droppedNodes
    self.evictedNodes = evictedNodes
  }

  /// The lane of `node`, if it sent anything.
  public func lane(of node: InspectedNode) -> InspectedLane? {
    lanes.first { $0.node == node.id }
  }
}
