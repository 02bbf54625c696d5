/// The last `map`, `filter` or `compactMap` of a stream, and the stream it applies to: a `let`
/// runs the stage in its own node rather than in an operator of its own.
struct StreamStage {
  /// Builds the stream the stage applies to.
  let upstream: StreamCode
  /// The stage, for the frame the stream is built in: a value's result, or `nil` to drop it.
  let transform: (Frame) -> (Value) -> Value?
  /// For a `map` whose closure is one expression of `$0` (see ``CheckedClosure/direct``):
  /// what a derived cell keeps in place of the transform, with no object of its own.
  var directMap: DirectMap?
  /// For an expression of one cell (`x + 1`), whose ``upstream`` is a `combineLatest` of that
  /// cell alone: the cell's stream, which a `let` that is not `cold` follows directly, running
  /// the stage where the combiner would have emitted (``RankedStage``).
  var rankedUpstream: StreamCode?
  /// For an expression of one cell and literals: the expression as a function of the cell's
  /// value, which a ``RankedStage`` runs with no closure of its own around it.
  var rankedDirect: DirectCode?
}

/// A `map` whose closure is one expression of `$0`: the expression, and where the closure
/// is written (the closure's node and label in traces).
struct DirectMap {
  let code: DirectCode
  let line: Int32
  let column: Int32

  /// Runs the closure on `value` as a call from the stream: a step, and, for `full`
  /// tracing, a delivery line.
  ///
  /// As ``Invocation/value(direct:_:)`` for a `map` at ``line`` and ``column``, without
  /// making the invocation.
  func apply(_ value: Value, runtime: Runtime) -> Value? {
    let code = self.code
    return runtime.callback { () throws(RuntimeError) -> Value in
      if runtime.recordsDeliveries {
        runtime.recordDelivery(
          to: "map@\(line):\(column)", label: "map closure at \(line):\(column)", [value])
      }
      return try code(value)
    }
  }
}
