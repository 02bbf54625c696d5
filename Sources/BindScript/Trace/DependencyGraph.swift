/// Which cells a cell follows: the static edges from `let`, `=>` and `<=>`, used to hang
/// each traced change under the change that caused it, and drawn by `:graph`.
final class DependencyGraph {
  /// One edge: `from` sets off `to`.
  struct Edge: Hashable {
    enum Kind: String {
      /// `let to = f(from)`
      case derived
      /// `from => to`
      case binding
      /// `from <=> to`, drawn once.
      case twoWay
      /// `from => { ... to = ... }`: a closure sets `to`.
      case closure
      /// From or to a closure, for `full` tracing only; not drawn.
      case trace
    }

    let from: String
    let to: String
    let kind: Kind
  }

  /// The edges, in the order they were added, each with its owner.
  ///
  /// - Complexity: O(n) to build; the graph keeps them in a compact form of its own.
  var edges: [(edge: Edge, owner: String?)] {
    stored.indices.map { position in
      let owner = ownerPosition(ofEdgeAt: position)
      return (edge(stored[position]), owner < 0 ? nil : names[Int(owner)])
    }
  }

  /// An edge as kept: its ends as positions in ``names``.
  ///
  /// 12 bytes where an ``Edge`` with its owner takes 56 and two strings of its own. Its
  /// owner, if any, is in ``owners``.
  private struct StoredEdge {
    let from: Int32
    let to: Int32
    let kind: Edge.Kind
  }

  private var stored: [StoredEdge] = []
  /// The owner of each edge that has one (those made in a `binding` block), by the edge's
  /// position: few edges have one, and a field in each took 4 bytes (with padding) of
  /// every edge of a long script.
  private var owners: [Int32: Int32] = [:]
  /// Every node and owner name, once, numbered.
  private var index = NameIndex()
  private var names: [String] { index.names }
  /// For each name in ``names``, the positions in ``stored`` of the edges that set it off
  /// (those ending at it, and the two-way ones starting at it): what ``predecessors(of:)``
  /// reads, and where ``add(_:owner:)`` looks for an edge already there.
  ///
  /// One small entry a node, most holding one or two positions without an array of their own, so
  /// that a script of many statements keeps little per edge.
  private var incoming: [Positions] = []

  /// The positions of the edges that set off one node.
  private enum Positions {
    case none
    case one(Int32)
    /// A `let` with a closure (`let b = a.map { ... }`) is set off by its source and, for
    /// `full` tracing, by its closure: two, still without an array.
    case two(Int32, Int32)
    case many([Int32])

    func contains(where matches: (Int) -> Bool) -> Bool {
      switch self {
      case .none: return false
      case .one(let position): return matches(Int(position))
      case .two(let first, let second): return matches(Int(first)) || matches(Int(second))
      case .many(let positions): return positions.contains { matches(Int($0)) }
      }
    }

    func forEach(_ body: (Int) -> Void) {
      switch self {
      case .none: break
      case .one(let position): body(Int(position))
      case .two(let first, let second):
        body(Int(first))
        body(Int(second))
      case .many(let positions): positions.forEach { body(Int($0)) }
      }
    }

    mutating func append(_ position: Int32) {
      switch self {
      case .none:
        self = .one(position)
      case .one(let first):
        self = .two(first, position)
      case .two(let first, let second):
        self = .many([first, second, position])
      case .many(var positions):
        self = .none  // lets go of the array, so that it is appended to in place
        positions.append(position)
        self = .many(positions)
      }
    }
  }

  private func edge(_ stored: StoredEdge) -> Edge {
    Edge(from: names[Int(stored.from)], to: names[Int(stored.to)], kind: stored.kind)
  }

  /// The position of `name` in ``names``, added if new.
  private func id(_ name: String) -> Int32 {
    let id = index.insert(name)
    if Int(id) == incoming.count { incoming.append(.none) }
    return id
  }

  /// Adds edges, but not one already there with the same owner.
  ///
  /// Those with an `owner` (a binding context) go when it is disposed.
  ///
  /// - Complexity: O(k) for each edge, where k is the number of edges setting off its `to`.
  func add(_ newEdges: [Edge], owner: String?) {
    for edge in newEdges where !contains(edge, owner: owner) {
      append(edge, owner: owner)
    }
  }

  /// Keeps `edge`, owned by `owner`, and indexes it.
  private func append(_ edge: Edge, owner: String?) {
    stored.append(StoredEdge(from: id(edge.from), to: id(edge.to), kind: edge.kind))
    if let owner { owners[Int32(stored.count - 1)] = id(owner) }
    follow(at: stored.count - 1)
  }

  /// The owner of the edge at `position`, as a position in ``names``; `-1` for none.
  private func ownerPosition(ofEdgeAt position: Int) -> Int32 {
    owners.isEmpty ? -1 : owners[Int32(position)] ?? -1
  }

  func removeEdges(ownedBy owner: String) {
    rebuild(edges.filter { $0.owner != owner })
  }

  /// Renames the node `name`, and the nodes inside it (`login.user.text` for a view
  /// `login`), in every edge: the earlier definition of a name declared again.
  func rename(_ name: String, to newName: String) {
    func renamed(_ node: String) -> String {
      if node == name { return newName }
      return node.hasPrefix(name + ".") ? newName + node.dropFirst(name.count) : node
    }
    rebuild(
      edges.map {
        (Edge(from: renamed($0.edge.from), to: renamed($0.edge.to), kind: $0.edge.kind), $0.owner)
      })
  }

  /// What still uses `node`: the nodes that follow it through `let`, `=>`, `<=>` or a
  /// closure, and, for a view, the nodes bound to its controls.
  func dependents(of node: String) -> Set<String> {
    let control = { (end: String) in end.hasPrefix(node + ".") }
    let inside = { (end: String) in end == node || control(end) }
    var result: Set<String> = []
    for stored in stored where stored.kind != .trace {
      let edge = edge(stored)
      if inside(edge.from), !inside(edge.to) { result.insert(edge.to) }
      if edge.kind == .twoWay || control(edge.to), inside(edge.to), !inside(edge.from) {
        result.insert(edge.from)
      }
    }
    return result
  }

  /// The nodes whose changes set off `node`.
  func predecessors(of node: String) -> Set<String> {
    guard let id = index.position(of: node) else { return [] }
    var result: Set<String> = []
    incoming[Int(id)].forEach { position in
      let edge = edge(stored[position])
      if edge.to == node { result.insert(edge.from) }
      if edge.kind == .twoWay, edge.from == node { result.insert(edge.to) }
    }
    return result
  }

  /// How many edges ``add(_:owner:)`` compared a new edge with, in all: a test's witness
  /// that adding an edge looks only at the edges into its target, never at the whole graph.
  private(set) var comparisons = 0

  /// Whether `edge` is there already with `owner`.
  private func contains(_ edge: Edge, owner: String?) -> Bool {
    guard let to = index.position(of: edge.to) else { return false }
    let from = index.position(of: edge.from) ?? -2
    let ownerID = owner.map { index.position(of: $0) ?? -2 } ?? -1
    return incoming[Int(to)].contains {
      comparisons += 1
      let other = stored[$0]
      return other.to == to && other.from == from && other.kind == edge.kind
        && ownerPosition(ofEdgeAt: $0) == ownerID
    }
  }

  /// Indexes the edge at `position` under the nodes it sets off.
  private func follow(at position: Int) {
    let edge = stored[position]
    incoming[Int(edge.to)].append(Int32(position))
    if edge.kind == .twoWay, edge.from != edge.to {
      incoming[Int(edge.from)].append(Int32(position))
    }
  }

  /// Keeps `edges` only, indexed afresh: after edges were removed or renamed.
  private func rebuild(_ edges: [(edge: Edge, owner: String?)]) {
    stored = []
    index = NameIndex()
    incoming = []
    owners = [:]
    for (edge, owner) in edges { append(edge, owner: owner) }
  }
}
