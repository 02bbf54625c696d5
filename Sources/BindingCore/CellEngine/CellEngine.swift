/// The narrow interface through which the interpreter's cells (BindScript's states, derived
/// values and bindings) use the engine, and the only part of the core's package internals they
/// use.
///
/// It has four parts, each a zero-cost view of one engine object (a struct holding the same
/// reference, its members inlined into the caller; for that, they and the engine declarations
/// they call are `@usableFromInline`, without which another module calls a `package`
/// `@inlinable` member as a function):
/// - ``Source``: a value source that holds its latest value (or nothing) and emits, as a
///   subject or relay does: what a state holds and a derived value delivers through;
/// - ``Source/observable(rank:sourceDepth:)``: the source as an `Observable` at a rank, which
///   operators and other cells subscribe to;
/// - ``Follower``: one node that follows an observable or a source and calls a ``Receiver``
///   kept inside it, with each value and the end: a derived value's subscription, a state's
///   recording, a binding;
/// - ``Ranked``: one node the propagation flushes at a rank, calling a ``RankedReceiver``
///   kept inside it: a stage that waits until every value below it has settled.
///
/// What they guarantee, as the engine does for every subject and operator:
/// - Values arrive synchronously, on the thread that emits, in the order emitted. What a source
///   replays arrives while a follower starts following it, before the follower's initializer
///   or ``Follower/follow(_:)`` returns.
/// - Propagation is glitch-free: a multi-input operator (`combineLatest`, `zip`) and a
///   ``Ranked`` node flush in increasing rank, once per propagation, after every value of a
///   lower rank in it has been delivered. An observable made at the rank of what the cell
///   follows keeps that order through the cell.
/// - An emission into a source that already delivered in the running propagation is queued and
///   delivered, in order, once that propagation ends; one from another thread is delivered by
///   the thread already delivering. Receivers are never called with a lock held.
@usableFromInline
package enum CellEngine {
  /// What a ``Follower`` keeps inside it and calls with each value, then with the end: a value
  /// of one word or so (a cell held `unowned`, a binding's target), stored in the node itself.
  ///
  /// A receiver that refers to an object which keeps the follower holds it `unowned`: the
  /// object disposes the follower before it goes.
  @usableFromInline
  package typealias Receiver = ChainReceiver

  /// What a ``Ranked`` node keeps inside it and calls, through `flush()`, once the propagation
  /// has settled below the node's rank.
  @usableFromInline
  package typealias RankedReceiver = BindingCore.RankedReceiver

  /// The rank of `observable`: the longest path, in multi-input operators, from a source to it.
  ///
  /// A cell that follows `observable` makes its own observable at this rank
  /// (``Source/observable(rank:sourceDepth:)``), and a ``Ranked`` stage of it one above.
  @inlinable package static func rank<Element>(of observable: Observable<Element>) -> Int {
    observable.rank
  }

  /// The number of operators between `observable` and its source; a cell that follows it is
  /// one more away.
  @inlinable package static func sourceDepth<Element>(of observable: Observable<Element>) -> Int {
    observable.sourceDepth
  }
}
