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

  /// The nodes whose changes set off `node`.
  func predecessors(of node: String) -> Set<String> { predecessors[node] ?? [] }

  private func follow(_ edge: Edge) {
    predecessors[edge.to, default: []].insert(edge.from)
    if edge.kind == .twoWay { predecessors[edge.from, default: []].insert(edge.to) }
  }
}
