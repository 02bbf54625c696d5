import BindScript

/// What the events do not carry and the page shows: read from the interpreter, on its
/// thread, after each statement, for the graph its report carries.
package struct Readings: Sendable {
  /// Each view's mock-up.
  let views: [String]
  /// Each graph node's value now.
  let values: [String: String]
  /// When each lane that stopped without an end of its own stopped (see
  /// ``Interpreter/laneStops()``).
  let laneStops: [String: Int]

  /// Reads what `interpreter` shows now of `graph`: the graph of the statement's report
  /// (``StatementReport/graph``), not a second snapshot.
  package init(_ interpreter: Interpreter, graph: GraphSnapshot) {
    views = interpreter.viewMockups().map(\.text)
    values = interpreter.nodeValues(graph)
    laneStops = interpreter.laneStops()
  }
}

extension LiveModel {
  package mutating func take(_ readings: Readings) {
    views = readings.views
    values = readings.values
    stopLanes(readings.laneStops)
  }
}
