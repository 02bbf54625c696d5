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
  private var predecessors: [String: Set<String>] = [:]

  /// Adds edges; those with an `owner` (a binding context) go when it is disposed.
  func add(_ newEdges: [Edge], owner: String?) {
    for edge in newEdges where !edges.contains(where: { $0.edge == edge && $0.owner == owner }) {
      edges.append((edge, owner))
    }
    rebuild()
  }

  func removeEdges(ownedBy owner: String) {
    edges.removeAll { $0.owner == owner }
    rebuild()
  }

  /// The nodes whose changes set off `node`.
  func predecessors(of node: String) -> Set<String> { predecessors[node] ?? [] }

  private func rebuild() {
    predecessors = [:]
    for (edge, _) in edges {
      predecessors[edge.to, default: []].insert(edge.from)
      if edge.kind == .twoWay { predecessors[edge.from, default: []].insert(edge.to) }
    }
  }
}
