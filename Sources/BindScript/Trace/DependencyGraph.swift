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

  private(set) var edges: [(edge: Edge, owner: String?)] = []
  /// For each node, the positions in ``edges`` of the edges that set it off (those ending at
  /// it, and the two-way ones starting at it): what ``predecessors(of:)`` reads, and where
  /// ``add(_:owner:)`` looks for an edge already there.
  ///
  /// One small entry a node, most holding one or two positions without an array of their own, so
  /// that a script of many statements keeps little per edge (no second copy of every edge).
  private var incoming: [String: Positions] = [:]

  /// The positions of the edges that set off one node.
  private enum Positions {
    case one(Int)
    /// A `let` with a closure (`let b = a.map { ... }`) is set off by its source and, for
    /// `full` tracing, by its closure: two, still without an array.
    case two(Int, Int)
    case many([Int])

    func contains(where matches: (Int) -> Bool) -> Bool {
      switch self {
      case .one(let position): return matches(position)
      case .two(let first, let second): return matches(first) || matches(second)
      case .many(let positions): return positions.contains(where: matches)
      }
    }

    func forEach(_ body: (Int) -> Void) {
      switch self {
      case .one(let position): body(position)
      case .two(let first, let second):
        body(first)
        body(second)
      case .many(let positions): positions.forEach(body)
      }
    }

    mutating func append(_ position: Int) {
      switch self {
      case .one(let first):
        self = .two(first, position)
      case .two(let first, let second):
        self = .many([first, second, position])
      case .many(var positions):
        self = .one(0)  // lets go of the array, so that it is appended to in place
        positions.append(position)
        self = .many(positions)
      }
    }
  }

  /// Adds edges, but not one already there with the same owner.
  ///
  /// Those with an `owner` (a binding context) go when it is disposed.
  ///
  /// - Complexity: O(k) for each edge, where k is the number of edges setting off its `to`.
  func add(_ newEdges: [Edge], owner: String?) {
    for edge in newEdges where !contains(edge, owner: owner) {
      edges.append((edge, owner))
      follow(at: edges.count - 1)
    }
  }

  func removeEdges(ownedBy owner: String) {
    edges.removeAll { $0.owner == owner }
    reindex()
  }

  /// Renames the node `name`, and the nodes inside it (`login.user.text` for a view
  /// `login`), in every edge: the earlier definition of a name declared again.
  func rename(_ name: String, to newName: String) {
    func renamed(_ node: String) -> String {
      if node == name { return newName }
      return node.hasPrefix(name + ".") ? newName + node.dropFirst(name.count) : node
    }
    edges = edges.map {
      (Edge(from: renamed($0.edge.from), to: renamed($0.edge.to), kind: $0.edge.kind), $0.owner)
    }
    reindex()
  }

  /// What still uses `node`: the nodes that follow it through `let`, `=>`, `<=>` or a
  /// closure, and, for a view, the nodes bound to its controls.
  func dependents(of node: String) -> Set<String> {
    let control = { (end: String) in end.hasPrefix(node + ".") }
    let inside = { (end: String) in end == node || control(end) }
    var result: Set<String> = []
    for (edge, _) in edges where edge.kind != .trace {
      if inside(edge.from), !inside(edge.to) { result.insert(edge.to) }
      if edge.kind == .twoWay || control(edge.to), inside(edge.to), !inside(edge.from) {
        result.insert(edge.from)
      }
    }
    return result
  }

  /// The nodes whose changes set off `node`.
  func predecessors(of node: String) -> Set<String> {
    guard let positions = incoming[node] else { return [] }
    var result: Set<String> = []
    positions.forEach { position in
      let edge = edges[position].edge
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
    guard let positions = incoming[edge.to] else { return false }
    return positions.contains {
      comparisons += 1
      return edges[$0].edge == edge && edges[$0].owner == owner
    }
  }

  /// Indexes the edge at `position` under the nodes it sets off.
  private func follow(at position: Int) {
    let edge = edges[position].edge
    note(position, for: edge.to)
    if edge.kind == .twoWay, edge.from != edge.to { note(position, for: edge.from) }
  }

  private func note(_ position: Int, for node: String) {
    if incoming[node] == nil {
      incoming[node] = .one(position)
    } else {
      incoming[node]!.append(position)
    }
  }

  /// Indexes every edge afresh, after edges were removed or renamed.
  private func reindex() {
    incoming = [:]
    for position in edges.indices { follow(at: position) }
  }
}
