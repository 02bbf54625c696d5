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
  /// The edges above, for a quick check that an edge is already there.
  private var known: Set<OwnedEdge> = []
  private var predecessors: [String: Set<String>] = [:]

  private struct OwnedEdge: Hashable {
    let edge: Edge
    let owner: String?
  }

  /// Adds edges; those with an `owner` (a binding context) go when it is disposed.
  func add(_ newEdges: [Edge], owner: String?) {
    for edge in newEdges where known.insert(OwnedEdge(edge: edge, owner: owner)).inserted {
      edges.append((edge, owner))
      follow(edge)
    }
  }

  func removeEdges(ownedBy owner: String) {
    edges.removeAll { $0.owner == owner }
    known = Set(edges.map { OwnedEdge(edge: $0.edge, owner: $0.owner) })
    predecessors = [:]
    for (edge, _) in edges { follow(edge) }
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
    known = Set(edges.map { OwnedEdge(edge: $0.edge, owner: $0.owner) })
    predecessors = [:]
    for (edge, _) in edges { follow(edge) }
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
  func predecessors(of node: String) -> Set<String> { predecessors[node] ?? [] }

  private func follow(_ edge: Edge) {
    predecessors[edge.to, default: []].insert(edge.from)
    if edge.kind == .twoWay { predecessors[edge.from, default: []].insert(edge.to) }
  }
}
