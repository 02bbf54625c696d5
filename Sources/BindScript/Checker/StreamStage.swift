/// The last `map`, `filter` or `compactMap` of a stream, and the stream it applies to: a `let`
/// runs the stage in its own node rather than in an operator of its own.
struct StreamStage {
  /// Builds the stream the stage applies to.
  let upstream: StreamCode
  /// The stage, for the frame the stream is built in: a value's result, or `nil` to drop it.
  let transform: (Frame) -> (Value) -> Value?
}
