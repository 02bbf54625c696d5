import BindingCore

/// The stage of a `let` computed from one other cell with operators (`let y = x + 1`): it runs
/// once the propagation has settled below it, at the rank a `combineLatest` of that one cell
/// has, rather than as each value arrives, as a `map` stage does.
///
/// So a subscriber of `x` declared after `y` still reads the earlier `y` while `x` delivers, as
/// when such a `let` followed a one-cell `combineLatest`, without the combiner's objects (about
/// 600 bytes a `let`, in 9 blocks): what waits lives in one ``CellEngine/Ranked`` node of 64
/// bytes from `malloc`, held by the cell, which keeps the expression itself (``Work``, in its
/// stage). The fields take 33 bytes, in the order that leaves no room between them, so that the
/// node's own 4 fit in that block.
struct RankedStage: CellEngine.RankedReceiver {
  /// The `let`'s expression, as a function of the followed cell's value.
  enum Work {
    /// An expression of the value and literals (`x0 + 1`), run as `$0 + 1` is in a `map`.
    case direct(DirectCode)
    /// Any other expression, with what it keeps of the statement's frame.
    case closure((Value) -> Value?)

    /// The expression's value for `value`; `nil` when it failed (the runtime has the error).
    func apply(_ value: Value, runtime: Runtime) -> Value? {
      switch self {
      case .direct(let code):
        return runtime.callback { () throws(RuntimeError) -> Value in try code(value) }
      case .closure(let transform): return transform(value)
      }
    }

    /// The expression as a closure (for a subscriber that runs it itself).
    func transform(runtime: Runtime) -> (Value) -> Value? {
      switch self {
      case .direct: return { value in apply(value, runtime: runtime) }
      case .closure(let transform): return transform
      }
    }
  }

  /// Whether the followed cell ended with the end waiting for the flush, or the cell stopped
  /// following it: one word.
  private enum End {
    case none
    case completed
    case error(any Error)
    /// The cell follows nothing any more: nothing is delivered.
    case stopped
  }

  private unowned let cell: DerivedCell
  private var end = End.none
  /// The latest value of the followed cell, not yet run through ``work``.
  private var pending: Value?

  /// The node for `cell`'s stage, one rank above `followedRank`.
  static func node(for cell: DerivedCell, followedRank: Int) -> CellEngine.Ranked<RankedStage> {
    CellEngine.Ranked(rank: followedRank + 1, receiver: RankedStage(cell: cell))
  }

  private init(cell: DerivedCell) { self.cell = cell }

  mutating func flush() {
    if case .stopped = end { return }
    if let value = pending {
      pending = nil
      cell.receiveSettled(value)
    }
    switch end {
    case .none, .stopped: return
    case .completed: cell.finish(.completed)
    case .error(let error): cell.finish(.error(error))
    }
    end = .none
  }

  /// Keeps `value`, the latest, for the flush.
  mutating func keep(_ value: Value) { pending = value }

  /// Keeps the end for the flush, after any pending value.
  mutating func keepEnd(_ event: Event<Value>) {
    if case .stopped = end { return }
    end = event.error.map { .error($0) } ?? .completed
  }

  /// Drops what is pending: the cell no longer follows anything.
  mutating func stop() {
    end = .stopped
    pending = nil
  }
}

extension CellEngine.Ranked<RankedStage> {
  /// Keeps `value` and asks for a flush.
  func receive(_ value: Value) {
    receiver.keep(value)
    schedule()
  }

  /// Keeps the end and asks for a flush.
  func receiveEnd(_ event: Event<Value>) {
    receiver.keepEnd(event)
    schedule()
  }
}
