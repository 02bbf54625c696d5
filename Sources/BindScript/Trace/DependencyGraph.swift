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
  /// A `let` kept as a mark (see ``Positions/closureLet(derived:site:)``) gives its three
  /// edges where its derived edge is.
  ///
  /// - Complexity: O(n) to build; the graph keeps them in a compact form of its own.
  var edges: [(edge: Edge, owner: String?)] {
    var result: [(edge: Edge, owner: String?)] = []
    result.reserveCapacity(stored.count)
    for position in stored.indices {
      let kept = stored[position]
      if kept.kind == .derived, case .closureLet(let derived, let site) = incoming[Int(kept.to)],
        Int(derived) == position
      {
        let (from, to, node) = (names[Int(kept.from)], names[Int(kept.to)], closures.spelling(of: site))
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
  /// Every node and owner name, once, numbered; not the closures of `let`s kept as marks.
  private var index = NameIndex()
  /// The closures of the `let`s kept as marks (see ``Positions/closureLet(derived:site:)``).
  private var closures = ClosureSites()
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
    /// `trace` edges and a node: set off by the derived edge at `derived` and by its closure,
    /// written at `site`, which is set off by what sets off that edge. The closure has no
    /// name in ``names``; ``closures`` finds the `let` by it.
    ///
    /// The edges `a -> map@1:14 -> b` took 24 bytes a `let` and the closure's node 40 to 72;
    /// a script of 100,000 `let`s kept 300,001 edges and 200,001 names.
    case closureLet(derived: Int32, site: ClosureSite)

    /// Whether this is a mark, which ``DependencyGraph/unmark(_:)`` turns into edges.
    var isMark: Bool {
      if case .closureLet = self { return true }
      return false
    }

    func contains(where matches: (Int) -> Bool) -> Bool {
      switch self {
      case .none: return false
      case .one(let position): return matches(Int(position))
      case .two(let first, let second): return matches(Int(first)) || matches(Int(second))
      case .many(let positions): return positions.contains { matches(Int($0)) }
      case .closureLet: preconditionFailure("a mark is turned into edges first")
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
      case .closureLet: preconditionFailure("a mark is turned into edges first")
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
      case .closureLet: preconditionFailure("a mark is turned into edges first")
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
    for edge in newEdges {
      unmarkClosure(named: edge.from)
      unmarkClosure(named: edge.to)
    }
    for edge in newEdges where !contains(edge, owner: owner) {
      append(edge, owner: owner)
    }
  }

  /// Keeps the edges of a new `let` with one closure, `source -> closure` (trace),
  /// `source -> let` (derived) and `closure -> let` (trace), as the derived edge and a mark
  /// on the `let`'s node; `false`, keeping nothing, for any other edges (and for a closure
  /// whose name is not one a ``ClosureSite`` spells).
  ///
  /// The same as adding the three edges: none of them can be there already, since neither
  /// the closure nor the `let` is.
  private func markLet(_ first: Edge, _ derived: Edge, _ last: Edge) -> Bool {
    guard first.kind == .trace, derived.kind == .derived, last.kind == .trace,
      first.from == derived.from, first.to == last.from, derived.to == last.to,
      derived.from != derived.to, first.to != derived.from, first.to != derived.to,
      index.position(of: first.to) == nil, index.position(of: derived.to) == nil,
      markedLet(ofClosure: first.to) == nil, let site = closures.add(operatorOf: first.to)
    else { return false }
    let from = id(derived.from)
    let to = id(derived.to)
    stored.append(StoredEdge(from: from, to: to, kind: .derived))
    incoming[Int(to)] = .closureLet(derived: Int32(stored.count - 1), site: site)
    closures.note(to, at: site) { node in
      if case .closureLet(_, let site) = incoming[Int(node)] { return site }
      return nil
    }
    return true
  }

  /// The `let` kept as a mark whose closure is named `name`, if any.
  private func markedLet(ofClosure name: String) -> Int32? {
    guard name.utf8.contains(UInt8(ascii: "@")), let site = closures.site(of: name, known: true) else {
      return nil
    }
    return closures.node(at: site) { node in
      if case .closureLet(_, let marked) = incoming[Int(node)] { return marked == site }
      return false
    }
  }

  /// Turns the mark of the `let` whose closure is named `name`, if any, into edges: before an
  /// edge from or to that closure is added.
  private func unmarkClosure(named name: String) {
    guard let node = markedLet(ofClosure: name), index.position(of: name) == nil else { return }
    unmark(node)
  }

  /// Turns the mark on `node`, if any, into the edges it stands for, appended to the others,
  /// and its closure into a node: before anything else sets off `node` or its closure.
  private func unmark(_ node: Int32) {
    guard case .closureLet(let derived, let site) = incoming[Int(node)] else { return }
    incoming[Int(node)] = .one(derived)
    let closure = id(closures.spelling(of: site))
    let source = stored[Int(derived)].from
    stored.append(StoredEdge(from: source, to: closure, kind: .trace))
    incoming[Int(closure)] = .one(Int32(stored.count - 1))
    stored.append(StoredEdge(from: closure, to: node, kind: .trace))
    incoming[Int(node)] = .two(derived, Int32(stored.count - 1))
  }

  /// Keeps `edge`, owned by `owner`, and indexes it.
  private func append(_ edge: Edge, owner: String?) {
    unmarkClosure(named: edge.from)
    unmarkClosure(named: edge.to)
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
    guard let id = index.position(of: node) else {
      guard let owner = markedLet(ofClosure: node),
        case .closureLet(let derived, _) = incoming[Int(owner)]
      else { return [] }
      return [names[Int(stored[Int(derived)].from)]]
    }
    if case .closureLet(let derived, let site) = incoming[Int(id)] {
      return [names[Int(stored[Int(derived)].from)], closures.spelling(of: site)]
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
    closures = ClosureSites()
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
