/// Collects what happens during one statement, in delivery order, for the trace tree.
final class Tracer {
  /// One thing that happened: a cell took a value, or (in `full` mode) a closure received
  /// one.
  struct Record: Equatable {
    /// The cell's name, or the closure's node in the dependency graph.
    let node: String
    /// The line shown: `username = "alice"`.
    let text: String
    /// The value equalled the previous one and was not delivered further.
    let unchanged: Bool
    /// The virtual time, in milliseconds.
    let time: Int
    /// A value handed to a closure, shown only in `full` mode.
    let isDelivery: Bool
    /// The direct effect of what the statement itself did (an assignment, a tap): it starts
    /// a tree of its own.
    var isRoot = false
  }

  var mode: TraceMode = .changes
  private(set) var records: [Record] = []
  /// While `true`, nothing is recorded (declarations of state, stopped statements).
  var isMuted = false

  /// How many records one statement keeps; later ones are only counted.
  let limit = 10_000
  /// How many records were dropped past the limit.
  private(set) var dropped = 0

  /// Whether records are kept now: the callers skip describing values otherwise.
  var isRecording: Bool { !isMuted && mode != .off }

  func append(_ record: Record) {
    guard isRecording else { return }
    if record.isDelivery && mode != .full { return }
    guard records.count < limit else {
      dropped += 1
      return
    }
    records.append(record)
  }

  /// The records of the statement that just ended, and how many were dropped; the tracer
  /// starts afresh.
  func take() -> (records: [Record], dropped: Int) {
    defer {
      records = []
      dropped = 0
    }
    return (records, dropped)
  }
}
