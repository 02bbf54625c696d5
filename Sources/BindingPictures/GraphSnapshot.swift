/// The dependency graph of a session as a value: what follows what.
///
/// Nodes are the declared states, actions and derived values (in declaration order), then
/// the control properties and events that a binding reaches (in the order they were first
/// bound). Edges are those `:graph` lists: `let`, `=>`, `<=>` and closures that set a cell.
public struct GraphSnapshot: Sendable, Hashable {
  /// The nodes, each once.
  public var nodes: [GraphNode]
  /// The edges, in the order they were made.
  public var edges: [GraphEdge]

  /// Creates a graph.
  public init(nodes: [GraphNode] = [], edges: [GraphEdge] = []) {
    self.nodes = nodes
    self.edges = edges
  }

  /// What changed from `old` to this graph, or `nil` when nothing did.
  public func changes(since old: GraphSnapshot) -> GraphChange? {
    let oldNodes = Set(old.nodes.map(\.id))
    let newNodes = Set(nodes.map(\.id))
    let oldEdges = Set(old.edges)
    let newEdges = Set(edges)
    let change = GraphChange(
      addedNodes: nodes.filter { !oldNodes.contains($0.id) },
      removedNodes: old.nodes.map(\.id).filter { !newNodes.contains($0) },
      addedEdges: edges.filter { !oldEdges.contains($0) },
      removedEdges: old.edges.filter { !newEdges.contains($0) })
    return change.isEmpty ? nil : change
  }
}

/// A node of the dependency graph: a cell, named as in scripts.
public struct GraphNode: Sendable, Hashable, Identifiable {
  /// What a node stands for.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `mutable`: two-way state.
    case mutable
    /// `bindable`: one-way state.
    case bindable
    /// `published`: state whose subscribers run before it is stored.
    case published
    /// `observed`: state delivered as Swift's Observation delivers it.
    case observed
    /// `action`: a one-shot event.
    case action
    /// A derived `let`.
    case derived
    /// A `cold` stream: not shared, each subscriber runs it on its own.
    case cold
    /// A property or event of a control in a view.
    case control
  }

  /// The name: `username`, `login.user.text`.
  public let id: String
  /// What it stands for.
  public let kind: Kind

  /// Whether this is an earlier definition of a name declared again in the shell
  /// (`total#1`, or `login#1.user.text` inside an earlier view): bindings made before still
  /// use it, and pictures draw it dimmed.
  public var isShadowed: Bool {
    id.prefix { $0 != "." }.contains("#")
  }

  /// Creates a node.
  public init(id: String, kind: Kind) {
    self.id = id
    self.kind = kind
  }
}

/// An edge of the dependency graph: a change of `from` sets off `to`.
public struct GraphEdge: Sendable, Hashable {
  /// How `from` reaches `to`.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `let to = f(from)`.
    case derived
    /// `from => to`.
    case binding
    /// `from <=> to`: changes go both ways.
    case twoWay
    /// `from => { ... to = ... }`: a closure sets `to`.
    case closure
  }

  /// The cell whose change sets the edge off.
  public let from: String
  /// The cell it reaches.
  public let to: String
  /// How.
  public let kind: Kind
  /// The binding context that owns the edge, if any; `dispose` removes it.
  public let owner: String?

  /// Creates an edge.
  public init(from: String, to: String, kind: Kind, owner: String? = nil) {
    self.from = from
    self.to = to
    self.kind = kind
    self.owner = owner
  }
}

/// The nodes and edges that came and went between two graphs.
public struct GraphChange: Sendable, Hashable {
  /// New nodes.
  public var addedNodes: [GraphNode]
  /// The names of nodes that went.
  public var removedNodes: [String]
  /// New edges.
  public var addedEdges: [GraphEdge]
  /// Edges that went.
  public var removedEdges: [GraphEdge]

  /// Whether nothing changed.
  public var isEmpty: Bool {
    addedNodes.isEmpty && removedNodes.isEmpty && addedEdges.isEmpty && removedEdges.isEmpty
  }
}
