extension Interpreter {
  /// The dependency graph now, as a standalone SVG document (what `:graph svg FILE` writes).
  ///
  /// - Parameters:
  ///   - values: `false` draws the nodes' names alone, without their values now.
  ///   - standalone: `false` leaves out the SVG namespace, for a picture inside an HTML page.
  public func graphSVG(values: Bool = true, standalone: Bool = true) -> String {
    graphSVG(of: graphSnapshot(), values: values, standalone: standalone)
  }

  /// `graph`, a snapshot of the graph now (a statement's ``StatementReport/graph``), as
  /// ``graphSVG(values:standalone:)`` draws it.
  func graphSVG(of graph: GraphSnapshot, values: Bool = true, standalone: Bool = true) -> String {
    GraphPicture.svg(graph, values: values ? nodeValues(graph) : [:], standalone: standalone)
  }

  /// The value of each node of `graph` that holds one now, as a short literal: what the graph
  /// picture shows when the pointer rests on a node.
  public func nodeValues(_ graph: GraphSnapshot) -> [String: String] {
    var values: [String: String] = [:]
    for node in graph.nodes {
      if let value = runtime.symbols.cell(named: node.id)?.currentValue {
        values[node.id] = value.shortLiteral
      }
    }
    return values
  }

  /// The history of cells as marble lanes in a standalone SVG document, from 0 ms to
  /// ``virtualTime`` (what `:marbles svg FILE` writes).
  ///
  /// - Parameters:
  ///   - names: The cells to draw; see ``marbleLanes(_:)``.
  ///   - standalone: `false` leaves out the SVG namespace, for a picture inside an HTML page.
  public func marblesSVG(_ names: [String] = [], standalone: Bool = true) -> String {
    MarblePicture.svg(marbleLanes(names), now: virtualTime, standalone: standalone)
  }
}
