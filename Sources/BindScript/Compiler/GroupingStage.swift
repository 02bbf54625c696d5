import Binding

/// A `groupBy` at the end of a stream, and the stream it applies to: a `let` subscribes to
/// each group and draws it in a lane of its own.
struct GroupingStage {
  /// Builds the stream whose values are grouped.
  let upstream: StreamCode
  /// The key of a value, for the frame the stream is built in.
  let key: (Frame) -> (Value) -> Value
}
