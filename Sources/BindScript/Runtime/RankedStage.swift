import BindingCore

/// The stage of a `let` computed from one other cell with operators (`let y = x + 1`): it runs
/// once the propagation has settled below it, at the rank a `combineLatest` of that one cell
/// has, rather than as each value arrives, as a `map` stage does.
///
/// So a subscriber of `x` declared after `y` still reads the earlier `y` while `x` delivers, as
/// when such a `let` followed a one-cell `combineLatest`, without the combiner's objects (about
/// 600 bytes a `let`, in 9 blocks): the stage lives in one ``RankedNode`` of 80 bytes from
/// `malloc`, held by the cell. Its fields take 49 bytes, in the order that leaves no room
/// between them, so that the node's own 4 fit in that block.
struct RankedStage: RankedReceiver {
  /// The `let`'s expression, as a function of the followed cell's value.
  enum Work {
    /// An expression of the value and literals (`x0 + 1`), run as `$0 + 1` is in a `map`.
    case direct(DirectCode)
    /// Any other expression, with what it keeps of the statement's frame.
    case closure((Value) -> Value?)
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

  let work: Work
  private unowned let cell: DerivedCell
  private var end = End.none
  /// The latest value of the followed cell, not yet run through ``work``.
  private var pending: Value?

  /// The node for `cell`'s stage, one rank above `followedRank`.
  static func node(for cell: DerivedCell, followedRank: Int, work: Work) -> RankedNode<RankedStage> {
    RankedNode(rank: followedRank + 1, receiver: RankedStage(work: work, cell: cell))
  }

  private init(work: Work, cell: DerivedCell) {
    self.work = work
    self.cell = cell
  }

  /// The stage as a closure (for a subscriber that runs it itself).
  func transform(runtime: Runtime) -> (Value) -> Value? {
    switch work {
    case .direct(let code):
      return { value in runtime.callback { () throws(RuntimeError) -> Value in try code(value) } }
    case .closure(let transform): return transform
    }
  }

  mutating func flush() {
    if case .stopped = end { return }
    if let value = pending {
      pending = nil
      if let result = apply(value) { cell.receive(result) }
    }
    switch end {
    case .none, .stopped: return
    case .completed: cell.finish(.completed)
    case .error(let error): cell.finish(.error(error))
    }
    end = .none
  }

  private func apply(_ value: Value) -> Value? {
    switch work {
    case .direct(let code):
      return cell.runtime.callback { () throws(RuntimeError) -> Value in try code(value) }
    case .closure(let transform): return transform(value)
    }
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

extension RankedNode<RankedStage> {
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
