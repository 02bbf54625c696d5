import DequeModule
import HeapModule
import Synchronization

/// A node that receives inputs during a propagation and emits once, after every input it can
/// receive in that propagation has arrived (`combineLatest`, `zip`, `withLatestFrom`).
///
/// A class rather than a protocol: scheduling a generic subclass as an existential would look
/// up its type metadata at every propagation.
@usableFromInline
package class FlushableNode {
  /// Emits the node's settled result.
  package func flush() {}

  /// Asks for ``flush()`` once every node of a lower rank has flushed, in this thread's
  /// propagation, or in one opened now when none runs (which flushes before this returns).
  ///
  /// The node keeps its own flag against being scheduled twice (``RankedNode``, ``Combiner``).
  package final func requestFlush(rank: Int) {
    Propagation.withCurrent { context in
      if context.isActive {
        context.schedule(self, rank: rank)
      } else {
        context.propagate { context.schedule(self, rank: rank) }
      }
    }
  }
}

/// One thread's propagation context: the state that makes delivery glitch-free, re-entrant
/// without recursion, and deep without overflowing the stack.
///
/// A propagation starts when a hot source (a subject or relay) emits while none is running on
/// this thread, or when ``transaction(_:)`` opens one. Inside it:
/// - values flow synchronously through single-input operators;
/// - multi-input operators only record their inputs and ask to be *flushed*; flushing runs
///   in order of rank (a node's rank is above every multi-input node it depends on), so each
///   flushes once, after all of its inputs have settled;
/// - an emission into a source that has already delivered in this propagation, made while
///   delivering, is queued and runs as its own propagation after this one ends;
/// - every ``checkpointInterval``-th link of a chain, and every emission made while delivering,
///   is a *checkpoint* (``enterCheckpoint()``): once ``openCheckpointLimit`` checkpoints are
///   open on the stack, or the stack is nearly used up, the call is continued later from the
///   frame that opened the propagation, so chains of any length and shape run in bounded stack.
///
/// Each thread has its own context, so nothing here needs a lock.
@usableFromInline
final class Propagation {
  /// Every how many links of a chain the stack is checked.
  static let checkpointInterval = 32

  /// How many checkpoints may be open on the stack at once; the next one is continued later.
  ///
  /// A count of links rather than of bytes: a sanitizer or a debug build changes the size of
  /// frames, not this decision, so events are continued at the same places in every build.
  /// With ``checkpointInterval`` it lets about 2,000 links run on the stack, far more than
  /// usual chains, which then never pay for a continuation.
  ///
  /// Computed, so that code inlined into a client reads a constant rather than calling the
  /// accessor of a stored global.
  @inlinable
  static var openCheckpointLimit: Int { 64 }

  struct Pending: Comparable {
    let rank: Int
    let sequence: Int
    /// Retained by the propagation only when ``isRetained``: a node scheduled with
    /// ``Propagation/scheduleUnretained(_:rank:)`` keeps itself alive until it has flushed, which
    /// spares each propagation a retain and a release, two atomic operations.
    let node: Unmanaged<FlushableNode>
    let isRetained: Bool

    static func < (lhs: Pending, rhs: Pending) -> Bool {
      (lhs.rank, lhs.sequence) < (rhs.rank, rhs.sequence)
    }
    static func == (lhs: Pending, rhs: Pending) -> Bool {
      lhs.rank == rhs.rank && lhs.sequence == rhs.sequence
    }
  }

  /// The state read or written at every delivery, and the queues of work to do before and after
  /// a propagation ends.
  @usableFromInline
  struct State {
    @usableFromInline var isActive = false
    @usableFromInline var deliveringDepth = 0
    @usableFromInline var token: Int
    /// Whether a propagation or guard below on the stack drains the continuations.
    @usableFromInline var isGuarded = false
    @usableFromInline var openCheckpoints = 0
    /// Whether `pending`, `continuations` and `afterPropagation` may hold anything, so that
    /// a propagation with nothing to settle touches none of them.
    @usableFromInline var hasPending = false
    /// Whether calls wait in `continuations`: exact, so that checkpoints let calls run again
    /// as soon as the last one has started.
    @usableFromInline var hasContinuations = false
    @usableFromInline var hasAfterPropagation = false
    /// The first node scheduled and not yet flushed, if any.
    ///
    /// Most propagations schedule one, which then costs neither the heap's insertion nor its
    /// removal. Flushed before the heap's minimum when it comes first.
    var firstPending: Pending?
    var pending = Heap<Pending>()
    var sequence = 0
    var continuations = Deque<() -> Void>()
    /// Calls to make once `continuations` is empty (``afterWaitingCalls(_:)``).
    var afterContinuations = Deque<WaitingFinish>()
    var afterPropagation = Deque<() -> Void>()
    /// Whether ``CurrentThreadScheduler``'s trampoline runs on this thread (an action of it,
    /// or the outermost subscription of a chain), and the work queued behind it.
    var isTrampolineRunning = false
    var trampoline = Deque<() -> Void>()
  }

  /// Kept behind a pointer: a class's stored properties are checked for exclusive access at
  /// run time at every access, which costs more than the rest of a short delivery.
  @usableFromInline
  let state: UnsafeMutablePointer<State>

  /// The lowest stack position (``currentStackPosition()``) a checkpoint may be passed at: a
  /// last resort for threads with small stacks.
  ///
  /// Below it is kept room for the links run until the next checkpoint: an eighth of the stack,
  /// at least 128 KiB, at most half. The heaviest links measured, `timeout`'s in a debug build
  /// under the address sanitizer with locals on the real stack, take 2.4 KiB each, so 76 KiB
  /// for the 32 links between two checkpoints.
  @usableFromInline
  let stackFloor: UInt

  private var isRunningAfterPropagation = false
  private var releaseQueue: [Any] = []
  private var isReleasing = false

  private static let threadCounter = ThreadCounter()

  init() {
    state = .allocate(capacity: 1)
    state.initialize(to: State(token: Propagation.threadCounter.next() << 40))
    stackFloor =
      currentThreadStack().map { $0.lowest + min(max($0.size / 8, 128 * 1024), $0.size / 2) } ?? 0
  }

  deinit {
    state.deinitialize(count: 1)
    state.deallocate()
  }

  /// Whether ``CurrentThreadScheduler``'s trampoline runs on this thread: work scheduled on it
  /// now waits for the running work to return.
  var isTrampolineRunning: Bool { state.pointee.isTrampolineRunning }

  /// Queues `run` behind the trampoline's running work; call while ``isTrampolineRunning``.
  func enqueueOnTrampoline(_ run: @escaping () -> Void) {
    state.pointee.trampoline.append(run)
  }

  /// Runs `body` as the trampoline's outermost work, then everything queued meanwhile, oldest
  /// first; call while the trampoline is not running.
  func runOnTrampoline<Result>(_ body: () -> Result) -> Result {
    state.pointee.isTrampolineRunning = true
    let result = body()
    while let next = state.pointee.trampoline.popFirst() { next() }
    state.pointee.isTrampolineRunning = false
    return result
  }

  /// `true` while a propagation or transaction is open on this thread.
  @inlinable
  var isActive: Bool { state.pointee.isActive }

  /// How many deliveries (a source's loop over its observers, a flush) are on the stack.
  @inlinable
  var deliveringDepth: Int {
    get { state.pointee.deliveringDepth }
    set { state.pointee.deliveringDepth = newValue }
  }

  /// Identifies the propagation in progress: unique per thread and per propagation.
  @inlinable
  var token: Int { state.pointee.token }

  /// `true` while the code running is called from a delivery (a subscriber, an operator).
  @inlinable
  var isDelivering: Bool { state.pointee.deliveringDepth > 0 }

  // MARK: Propagations

  /// Runs `body` as one propagation, then flushes what it scheduled, then runs the emissions
  /// that were queued because they re-entered a source.
  ///
  /// - Parameter isTransaction: `true` when `body` is user code grouping changes, which is not
  ///   itself a delivery.
  func propagate<R>(isTransaction: Bool = false, _ body: () throws -> R) rethrows -> R {
    let opening = beginPropagation(isDelivery: !isTransaction)
    defer { endPropagation(opening) }
    return try body()
  }

  /// What ``endPropagation(_:)`` needs to know about how a propagation was opened.
  @usableFromInline
  struct Opening {
    @usableFromInline let isDelivery: Bool
    @usableFromInline let ownsStack: Bool

    @inlinable
    init(isDelivery: Bool, ownsStack: Bool) {
      self.isDelivery = isDelivery
      self.ownsStack = ownsStack
    }

    /// A placeholder for a caller that joins the running propagation rather than opening one;
    /// not to be passed to ``Propagation/endPropagation(_:)``.
    @inlinable
    static var joined: Opening { Opening(isDelivery: true, ownsStack: false) }
  }

  /// Opens a propagation, like ``propagate(isTransaction:_:)`` without a closure, for the
  /// hot path of sources; end it with ``endPropagation(_:)``.
  ///
  /// - Parameter isDelivery: `false` when what follows is user code grouping changes.
  @inlinable @inline(__always)
  func beginPropagation(isDelivery: Bool) -> Opening {
    let state = self.state
    precondition(!state.pointee.isActive)
    state.pointee.isActive = true
    state.pointee.token &+= 1
    let ownsStack = !state.pointee.isGuarded
    state.pointee.isGuarded = true
    if isDelivery { state.pointee.deliveringDepth += 1 }
    return Opening(isDelivery: isDelivery, ownsStack: ownsStack)
  }

  /// Ends the propagation opened by ``beginPropagation(isDelivery:)``: flushes what it
  /// scheduled, then runs the emissions queued because they re-entered a source.
  @inlinable @inline(__always)
  func endPropagation(_ opening: Opening) {
    let state = self.state
    if opening.isDelivery { state.pointee.deliveringDepth -= 1 }
    if state.pointee.hasContinuations || state.pointee.hasPending { settle() }
    state.pointee.isActive = false
    if state.pointee.hasAfterPropagation { runAfterPropagation() }
    if opening.ownsStack { state.pointee.isGuarded = false }
  }

  /// Asks for `node` to be flushed, after every node of a lower rank, before this propagation
  /// ends.
  func schedule(_ node: FlushableNode, rank: Int) {
    schedule(.passRetained(node), rank: rank, isRetained: true)
  }

  /// ``schedule(_:rank:)`` for a node that keeps itself alive until it has flushed: the
  /// propagation does not retain it.
  func scheduleUnretained(_ node: FlushableNode, rank: Int) {
    schedule(.passUnretained(node), rank: rank, isRetained: false)
  }

  @inline(__always)
  private func schedule(_ node: Unmanaged<FlushableNode>, rank: Int, isRetained: Bool) {
    state.pointee.sequence &+= 1
    let pending = Pending(
      rank: rank, sequence: state.pointee.sequence, node: node, isRetained: isRetained)
    if state.pointee.firstPending == nil {
      state.pointee.firstPending = pending
    } else {
      schedulePending(pending)
    }
    state.pointee.hasPending = true
  }

  /// A node scheduled while another waits in `firstPending`: the heap orders them.
  @inline(never)
  private func schedulePending(_ pending: Pending) {
    state.pointee.pending.insert(pending)
  }

  /// The next node to flush, in order of rank, then of scheduling; `nil` when none waits.
  @inline(__always)
  private func nextPending() -> Pending? {
    if let first = state.pointee.firstPending {
      if let min = state.pointee.pending.min, min < first {
        return state.pointee.pending.popMin()
      }
      state.pointee.firstPending = nil
      return first
    }
    return state.pointee.pending.isEmpty ? nil : state.pointee.pending.popMin()
  }

  /// Queues `emission` to run as its own propagation once the current one has ended.
  @usableFromInline
  func runAfterPropagation(_ emission: @escaping () -> Void) {
    state.pointee.afterPropagation.append(emission)
    state.pointee.hasAfterPropagation = true
  }

  /// Flushes what the propagation scheduled, in order.
  ///
  /// The usual propagation, one node scheduled and nothing waiting to be continued, is
  /// flushed here, inlined where the propagation ends in this module (code inlined into a
  /// client calls it), without the heap's checks.
  @usableFromInline @inline(__always)
  func settle() {
    let state = self.state
    if !state.pointee.hasContinuations, let first = state.pointee.firstPending,
      state.pointee.pending.isEmpty
    {
      state.pointee.firstPending = nil
      flush(first)
      if !state.pointee.hasContinuations && state.pointee.firstPending == nil
        && state.pointee.pending.isEmpty
      {
        state.pointee.hasPending = false
        return
      }
    }
    settleInOrder()
  }

  /// Flushes the nodes scheduled, in order of rank, with the calls that wait to be continued.
  @inline(never)
  private func settleInOrder() {
    drainContinuations()
    while let next = nextPending() {
      flush(next)
      drainContinuations()
    }
    state.pointee.hasPending = false
  }

  /// Flushes a node taken out of the pending ones.
  @inline(__always)
  private func flush(_ pending: Pending) {
    state.pointee.deliveringDepth += 1
    // Retained since it was scheduled, or alive by its own guarantee until it has flushed.
    pending.node._withUnsafeGuaranteedRef { $0.flush() }
    if pending.isRetained { pending.node.release() }
    state.pointee.deliveringDepth -= 1
  }

  @usableFromInline
  func runAfterPropagation() {
    guard !isRunningAfterPropagation else { return }
    isRunningAfterPropagation = true
    defer { isRunningAfterPropagation = false }
    while let emission = state.pointee.afterPropagation.popFirst() { emission() }
    state.pointee.hasAfterPropagation = false
  }

  // MARK: Stack depth

  /// Whether a call made here may run now: `true` when the stack has room, and then the
  /// caller makes the call and ends it with ``leaveCheckpoint()``; `false` when it is to run
  /// through ``runWithoutRoom(_:)``.
  ///
  /// While calls wait to be continued, none runs ahead of them: an event that reaches a node
  /// from higher up the stack must not overtake one the node could not deliver deeper down
  /// (a completion overtaking a value would lose the value), so every call made at a
  /// checkpoint queues behind them, and the queue runs in order.
  ///
  /// The one place where the stack is checked: every delivery, subscription and disposal that
  /// can nest without bound passes here. The count of open checkpoints decides, the same in
  /// every build; on a thread whose stack is too small for ``openCheckpointLimit`` of them, the
  /// position of the frame against ``stackFloor`` does. That position is read from the frame,
  /// not from a local's address, which the address sanitizer moves to the heap. Written as a
  /// test rather than as a function taking the call, because a closure made in generic code
  /// captures its type metadata, which costs an allocation at every call.
  @inlinable @inline(__always)
  func enterCheckpoint() -> Bool {
    let state = self.state
    guard state.pointee.isGuarded, !state.pointee.hasContinuations,
      state.pointee.openCheckpoints < Self.openCheckpointLimit,
      currentStackPosition() > stackFloor
    else { return false }
    state.pointee.openCheckpoints += 1
    return true
  }

  /// Whether calls wait to be continued (see ``enterCheckpoint()``): something delivered now,
  /// outside a checkpoint, would overtake them.
  @inlinable
  var hasWaitingCalls: Bool { state.pointee.hasContinuations }

  /// Ends a call that ``enterCheckpoint()`` let run.
  @inlinable @inline(__always)
  func leaveCheckpoint() {
    state.pointee.openCheckpoints -= 1
  }

  /// Runs a call that ``enterCheckpoint()`` did not let run: at once, as the top of a new
  /// guarded stack, when no propagation or guard is open; otherwise once the stack has unwound
  /// to the one that is.
  @usableFromInline
  func runWithoutRoom(_ call: @escaping () -> Void) {
    guard state.pointee.isGuarded else {
      state.pointee.isGuarded = true
      call()
      drainContinuations()
      state.pointee.isGuarded = false
      return
    }
    continueLater(call)
  }

  /// Runs `call` now if the stack has room, otherwise through ``runWithoutRoom(_:)``: for
  /// subscribing and disposing, where building the closure costs nothing that matters.
  func atCheckpoint(_ call: @escaping () -> Void) {
    if enterCheckpoint() {
      call()
      leaveCheckpoint()
    } else {
      runWithoutRoom(call)
    }
  }

  /// Runs `finish` once no call waits to be continued on this thread, also none that the
  /// waiting ones defer in turn; call only while ``hasWaitingCalls``.
  ///
  /// A source whose delivery left part of a value waiting here (a deep chain) ends its
  /// delivery with it, not before: it keeps its ``DeliveryLine`` until then, so that another
  /// thread cannot run a later value down the same chain while this one is still on its way.
  func afterWaitingCalls(_ finish: @escaping () -> Void) {
    state.pointee.afterContinuations.append(.call(WaitingCall(finish)))
  }

  /// ``afterWaitingCalls(_:)`` for a broadcast's delivery: ends with
  /// ``BroadcastCore/finishWaitingDelivery(in:lent:)``, without a closure: in a chain of
  /// 100,000 derived values each broadcast waits so, 16 bytes a link where a closure took 72 in
  /// two blocks.
  @usableFromInline
  func afterWaitingCalls(of broadcast: BroadcastCore, lent: Unmanaged<AnyObject>?) {
    state.pointee.afterContinuations.append(.broadcast(broadcast, lent: lent))
  }

  /// Queues `call` to run once the stack has unwound to the guard or propagation that owns it.
  private func continueLater(_ call: @escaping () -> Void) {
    state.pointee.continuations.append(call)
    state.pointee.hasContinuations = true
  }

  private func drainContinuations() {
    guard state.pointee.hasContinuations else { return }
    while true {
      while let call = state.pointee.continuations.popFirst() {
        state.pointee.hasContinuations = !state.pointee.continuations.isEmpty
        call()
      }
      switch state.pointee.afterContinuations.popFirst() {
      case nil: return
      case .call(let finish)?: finish.run()
      case .broadcast(let broadcast, let lent)?: broadcast.finishWaitingDelivery(in: self, lent: lent)
      }
    }
  }

  /// What ends once no call waits to be continued (``afterWaitingCalls(_:)``).
  ///
  /// 16 bytes: a closure would take two words beside the case's tag (24 bytes), and a chain of
  /// 100,000 derived values queues one of these a link while a value runs down it.
  enum WaitingFinish {
    case call(WaitingCall)
    /// A broadcast's delivery, with the observer list it was lent.
    case broadcast(BroadcastCore, lent: Unmanaged<AnyObject>?)
  }

  /// A call that waits to end a delivery, kept by reference so that ``WaitingFinish`` fits in
  /// two words (the common case, a broadcast's delivery, needs no call).
  final class WaitingCall {
    let run: () -> Void

    init(_ run: @escaping () -> Void) { self.run = run }
  }

  // MARK: Teardown

  /// Called in the `deinit` of an observable that holds `source`: releases it from the top of
  /// the stack and leaves an empty observable in its place, so that freeing a long chain of
  /// observables is a loop rather than a recursion.
  func release<Element>(source: inout Observable<Element>) {
    let previous = source
    source = Observable<Element>()
    release(consume previous)
  }

  /// Releases `object` from the top of the stack, so that freeing a long chain of objects,
  /// each holding the next, is a loop rather than a recursion.
  func release(_ object: consuming Any) {
    releaseQueue.append(object)
    guard !isReleasing else { return }
    isReleasing = true
    while !releaseQueue.isEmpty {
      // Taken out of the queue first: what each release frees may queue more.
      var batch: [Any] = []
      swap(&batch, &releaseQueue)
      while batch.popLast() != nil {}
    }
    isReleasing = false
  }
}

/// Hands out a distinct number to each thread's context.
private final class ThreadCounter: Sendable {
  private let value = Atomic<Int>(0)
  func next() -> Int { value.add(1, ordering: .relaxed).newValue }
}

/// Groups every change made in `body` into one propagation: derived values that depend on
/// several of the changed sources are recomputed and delivered once, after `body` returns.
///
/// ```swift
/// let first = BehaviorRelay(value: "Ada"), last = BehaviorRelay(value: "Byron")
/// Observable.combineLatest(first, last) { "\($0) \($1)" }
///   .subscribe(onNext: { print($0) })          // Ada Byron
/// transaction {
///   first.accept("Grace")
///   last.accept("Hopper")
/// }                                            // Grace Hopper, once
/// ```
///
/// Subscribers of the changed sources themselves still run at each change; only operators
/// with several inputs wait for the end of the transaction. A transaction opened inside
/// another (or inside a delivery) joins the one already running.
@discardableResult
public func transaction<Result>(_ body: () throws -> Result) rethrows -> Result {
  let context = Propagation.current
  if context.isActive { return try body() }
  return try context.propagate(isTransaction: true, body)
}
