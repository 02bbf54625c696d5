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
  /// A `let` kept as a mark (see ``Positions/closureLet(derived:closure:)``) gives its three
  /// edges where its derived edge is.
  ///
  /// - Complexity: O(n) to build; the graph keeps them in a compact form of its own.
  var edges: [(edge: Edge, owner: String?)] {
    var result: [(edge: Edge, owner: String?)] = []
    result.reserveCapacity(stored.count)
    for position in stored.indices {
      let kept = stored[position]
      if kept.kind == .derived, case .closureLet(let derived, let closure) = incoming[Int(kept.to)],
        Int(derived) == position
      {
        let (from, to, node) = (names[Int(kept.from)], names[Int(kept.to)], names[Int(closure)])
        result.append((Edge(from: from, to: node, kind: .trace), nil))
        result.append((Edge(from: from, to: to, kind: .derived), nil))
        result.append((Edge(from: node, to: to, kind: .trace), nil))
        continue
      }
      let owner = ownerPosition(ofEdgeAt: position)
      result.append((edge(kept), owner < 0 ? nil : names[Int(owner)]))
    }
    return result
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
    /// A `let` with one closure (`let b = a.map { ... }`), kept as a mark rather than as two
    /// `trace` edges: set off by the derived edge at `derived` and by the closure's node
    /// `closure` (a position in ``names``).
    ///
    /// The edges `a -> map@1:14 -> b` took 24 bytes a `let`, and took the edges of a long
    /// script past a doubling of their array (300,001 edges for 100,000 `let`s).
    case closureLet(derived: Int32, closure: Int32)
    /// The closure of the `let` at this position in ``names`` (see
    /// ``closureLet(derived:closure:)``): set off by what sets off that `let`'s derived edge.
    case closureOf(Int32)

    /// Whether this is a mark, which ``DependencyGraph/unmark(_:)`` turns into edges.
    var isMark: Bool {
      switch self {
      case .closureLet, .closureOf: return true
      case .none, .one, .two, .many: return false
      }
    }

    func contains(where matches: (Int) -> Bool) -> Bool {
      switch self {
      case .none: return false
      case .one(let position): return matches(Int(position))
      case .two(let first, let second): return matches(Int(first)) || matches(Int(second))
      case .many(let positions): return positions.contains { matches(Int($0)) }
      case .closureLet, .closureOf: preconditionFailure("a mark is turned into edges first")
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
      case .closureLet, .closureOf: preconditionFailure("a mark is turned into edges first")
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
      case .closureLet, .closureOf: preconditionFailure("a mark is turned into edges first")
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
    if owner == nil, newEdges.count == 3, markLet(newEdges[0], newEdges[1], newEdges[2]) { return }
    for edge in newEdges where !contains(edge, owner: owner) {
      append(edge, owner: owner)
    }
  }

  /// Keeps the edges of a new `let` with one closure, `source -> closure` (trace),
  /// `source -> let` (derived) and `closure -> let` (trace), as the derived edge and a mark
  /// on the two new nodes; `false`, keeping nothing, for any other edges.
  ///
  /// The same as adding the three edges: none of them can be there already, since neither
  /// the closure nor the `let` is.
  private func markLet(_ first: Edge, _ derived: Edge, _ last: Edge) -> Bool {
    guard first.kind == .trace, derived.kind == .derived, last.kind == .trace,
      first.from == derived.from, first.to == last.from, derived.to == last.to,
      derived.from != derived.to, first.to != derived.from, first.to != derived.to,
      index.position(of: first.to) == nil, index.position(of: derived.to) == nil
    else { return false }
    let from = id(derived.from)
    let closure = id(first.to)
    let to = id(derived.to)
    stored.append(StoredEdge(from: from, to: to, kind: .derived))
    incoming[Int(to)] = .closureLet(derived: Int32(stored.count - 1), closure: closure)
    incoming[Int(closure)] = .closureOf(to)
    return true
  }

  /// Turns the mark on `node`, if any, into the edges it stands for, appended to the others:
  /// before anything else sets off `node` or its `let`'s closure.
  private func unmark(_ node: Int32) {
    switch incoming[Int(node)] {
    case .closureOf(let owner): unmark(owner)
    case .closureLet(let derived, let closure):
      let source = stored[Int(derived)].from
      stored.append(StoredEdge(from: source, to: closure, kind: .trace))
      incoming[Int(closure)] = .one(Int32(stored.count - 1))
      stored.append(StoredEdge(from: closure, to: node, kind: .trace))
      incoming[Int(node)] = .two(derived, Int32(stored.count - 1))
    case .none, .one, .two, .many: break
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
    switch incoming[Int(id)] {
    case .closureLet(let derived, let closure):
      return [names[Int(stored[Int(derived)].from)], names[Int(closure)]]
    case .closureOf(let owner):
      guard case .closureLet(let derived, _) = incoming[Int(owner)] else { return [] }
      return [names[Int(stored[Int(derived)].from)]]
    case .none, .one, .two, .many: break
    }
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
    if incoming[Int(to)].isMark { unmark(to) }
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
    if incoming[Int(edge.to)].isMark { unmark(edge.to) }
    incoming[Int(edge.to)].append(Int32(position))
    if edge.kind == .twoWay, edge.from != edge.to {
      if incoming[Int(edge.from)].isMark { unmark(edge.from) }
      incoming[Int(edge.from)].append(Int32(position))
    }
  }

  /// Keeps `edges` only, indexed afresh: after edges were removed or renamed.
  private func rebuild(_ edges: [(edge: Edge, owner: String?)]) {
    stored = []
    index = NameIndex()
    incoming = []
    owners = [:]
    var position = edges.startIndex
    while position < edges.endIndex {
      if position + 2 < edges.endIndex, edges[position].owner == nil,
        edges[position + 1].owner == nil, edges[position + 2].owner == nil,
        markLet(edges[position].edge, edges[position + 1].edge, edges[position + 2].edge)
      {
        position += 3
        continue
      }
      append(edges[position].edge, owner: edges[position].owner)
      position += 1
    }
  }
}
