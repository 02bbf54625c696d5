/// Collects what happens during one statement, in delivery order, as the entries of its
/// ``Trace``: their parents are found when the statement ends (``TraceTree``).
final class Tracer {
  var mode: TraceMode = .changes
  private(set) var records: [Trace.Entry] = []
  /// The indices of the records that are the direct effect of what the statement itself did
  /// (an assignment, a tap): each starts a tree of its own.
  private var roots: Set<Int> = []
  /// While `true`, nothing is recorded (declarations of state, stopped statements).
  var isMuted = false

  /// How many records one statement keeps; later ones are only counted.
  let limit = 10_000
  /// How many records were dropped past the limit.
  private(set) var dropped = 0

  /// Whether records are kept now: the callers skip describing values otherwise.
  var isRecording: Bool { !isMuted && mode != .off }

  /// Records `record` (its parent not known yet); `isRoot` when it is the direct effect of
  /// what the statement itself did.
  func append(_ record: Trace.Entry, isRoot: Bool = false) {
    guard isRecording else { return }
    if record.isDelivery && mode != .full { return }
    guard records.count < limit else {
      dropped += 1
      return
    }
    if isRoot { roots.insert(records.count) }
    records.append(record)
  }

  /// The records of the statement that just ended, which of them are roots, and how many
  /// were dropped; the tracer starts afresh.
  func take() -> (records: [Trace.Entry], roots: Set<Int>, dropped: Int) {
    defer {
      records = []
      roots = []
      dropped = 0
    }
    return (records, roots, dropped)
  }
}
