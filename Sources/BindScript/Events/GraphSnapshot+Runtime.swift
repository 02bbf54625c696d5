extension GraphSnapshot {
  /// The graph of a running script: its declared cells (earlier definitions of names
  /// declared again first) and the edges `:graph` draws.
  static func of(_ runtime: Runtime) -> GraphSnapshot {
    var nodes: [GraphNode] = []
    var known: Set<String> = []
    let declared =
      runtime.symbols.shadowed
      + runtime.symbols.names.compactMap { name in
        runtime.symbols[name].map { (name, $0) }
      }
    for (name, entry) in declared {
      guard let kind = GraphNode.Kind(entry.symbol) else { continue }
      nodes.append(GraphNode(id: name, kind: kind))
      known.insert(name)
    }
    var edges: [GraphEdge] = []
    for (edge, owner) in runtime.graph.edges {
      guard let kind = GraphEdge.Kind(edge.kind) else { continue }
      for end in [edge.from, edge.to] where !known.contains(end) {
        guard runtime.symbols.cell(named: end) != nil else { continue }
        nodes.append(GraphNode(id: end, kind: .control))
        known.insert(end)
      }
      guard known.contains(edge.from), known.contains(edge.to) else { continue }
      edges.append(GraphEdge(from: edge.from, to: edge.to, kind: kind, owner: owner))
    }
    return GraphSnapshot(nodes: nodes, edges: edges)
  }
}

extension GraphNode.Kind {
  init?(_ symbol: Symbol?) {
    switch symbol {
    case .state(let cell)?:
      switch cell.kind {
      case .mutable: self = .mutable
      case .bindable: self = .bindable
      case .published: self = .published
      case .observed: self = .observed
      }
    case .action?: self = .action
    case .derived(let cell)?: self = cell.isCold ? .cold : .derived
    default: return nil
    }
  }
}

extension GraphEdge.Kind {
  init?(_ kind: DependencyGraph.Edge.Kind) {
    switch kind {
    case .derived: self = .derived
    case .binding: self = .binding
    case .twoWay: self = .twoWay
    case .closure: self = .closure
    case .trace: return nil
    }
  }
}
