/// `:graph`: what follows what, as text or as Graphviz.
enum GraphRendering {
  /// The edges drawn: not those only used to place closures in traces.
  private static func visible(_ graph: DependencyGraph) -> [(edge: DependencyGraph.Edge, owner: String?)] {
    graph.edges.filter { $0.edge.kind != .trace }
  }

  /// One line an edge: `username -> canLogin`, `canLogin => login.submit.isEnabled`,
  /// `username <=> login.user.text`, `login.submit.tap => { } sets isLoading`, followed by the
  /// binding context owning it.
  static func text(_ graph: DependencyGraph) -> String {
    let edges = visible(graph)
    guard !edges.isEmpty else { return "nothing depends on anything yet\n" }
    let rows = edges.map { edge, owner -> [String] in
      let arrow: String
      switch edge.kind {
      case .derived: arrow = "->"
      case .binding: arrow = "=>"
      case .twoWay: arrow = "<=>"
      case .closure, .trace: arrow = "=> { } sets"
      }
      return ["\(edge.from) \(arrow) \(edge.to)", owner.map { "(\($0))" } ?? ""]
    }
    return Columns.render(rows).map { $0 + "\n" }.joined()
  }

  /// The graph in Graphviz's dot language.
  static func dot(_ graph: DependencyGraph) -> String {
    var lines = ["digraph bind {", "  rankdir=LR;", "  node [shape=box];"]
    for (edge, owner) in visible(graph) {
      var attributes: [String] = []
      switch edge.kind {
      case .derived: break
      case .binding: attributes.append("label=\"=>\"")
      case .twoWay: attributes += ["dir=both", "label=\"<=>\""]
      case .closure, .trace: attributes += ["style=dashed", "label=\"{ }\""]
      }
      if let owner { attributes.append("tooltip=\"\(owner)\"") }
      let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
      lines.append("  \"\(edge.from)\" -> \"\(edge.to)\"\(suffix);")
    }
    lines.append("}")
    return lines.map { $0 + "\n" }.joined()
  }
}
