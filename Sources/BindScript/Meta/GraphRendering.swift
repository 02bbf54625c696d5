/// `:graph`: what follows what, as text or as Graphviz, drawn from the same
/// ``GraphSnapshot`` as the SVG picture.
enum GraphRendering {
  /// One line an edge: `username -> canLogin`, `canLogin => login.submit.isEnabled`,
  /// `username <=> login.user.text`, `login.submit.tap => { } sets isLoading`, followed by the
  /// binding context owning it; then the earlier definitions of names declared again.
  static func text(_ graph: GraphSnapshot) -> String {
    guard !graph.edges.isEmpty else { return "nothing depends on anything yet\n" }
    let rows = graph.edges.map { edge -> [String] in
      let arrow: String
      switch edge.kind {
      case .derived: arrow = "->"
      case .binding: arrow = "=>"
      case .twoWay: arrow = "<=>"
      case .closure: arrow = "=> { } sets"
      }
      return ["\(edge.from) \(arrow) \(edge.to)", edge.owner.map { "(\($0))" } ?? ""]
    }
    let shadowed = graph.nodes.filter(\.isShadowed).map(\.id)
    let note =
      shadowed.isEmpty
      ? ""
      : "earlier definitions, still used by the bindings made before: \(shadowed.joined(separator: ", "))\n"
    return Columns.render(rows).map { $0 + "\n" }.joined() + note
  }

  /// The graph in Graphviz's dot language.
  static func dot(_ graph: GraphSnapshot) -> String {
    var lines = ["digraph bind {", "  rankdir=LR;", "  node [shape=box];"]
    for node in graph.nodes where node.isShadowed {
      lines.append("  \"\(node.id)\" [color=gray, fontcolor=gray, style=dashed];")
    }
    for edge in graph.edges {
      var attributes: [String] = []
      switch edge.kind {
      case .derived: break
      case .binding: attributes.append("label=\"=>\"")
      case .twoWay: attributes += ["dir=both", "label=\"<=>\""]
      case .closure: attributes += ["style=dashed", "label=\"{ }\""]
      }
      if let owner = edge.owner { attributes.append("tooltip=\"\(owner)\"") }
      let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
      lines.append("  \"\(edge.from)\" -> \"\(edge.to)\"\(suffix);")
    }
    lines.append("}")
    return lines.map { $0 + "\n" }.joined()
  }
}
