import Synchronization

/// The base of `combineLatest` and `zip` for any number of sources: one implementation of
/// their rules (``CombineRule``: when a result is ready, when the result completes), whatever
/// the number of sources and however their values are stored.
///
/// Inputs (``IndexedInput``) keep their values and report each arrival and stop event here by
/// index. A subclass only reads one result out of the inputs, ``takeResult(_:)``: for two
/// sources (``PairCombiner``) or a collection (``CollectionCombiner``); the forms for three to
/// eight sources nest the two-source one.
///
/// The input state (the counts, the inputs' values, the stop event, the inputs themselves) is
/// not guarded by the lock but *owned* by one propagation at a time: the first input to receive
/// a value in a propagation claims it with one compare-and-swap of ``owner`` and schedules a
/// flush; the other inputs of that propagation, on the same thread, find it theirs with a load
/// and write without any atomic operation; the flush reads the values, emits, and gives the state
/// back with one compare-and-swap. Emissions happen only in the owner's flush, one thread at a
/// time, so they need no delivery line either. A thread that finds the state owned by another
/// propagation (another thread's) leaves its work in ``mailbox``, under the lock, and marks
/// ``owner`` so that the owner's compare-and-swap fails: the owner then does the work and emits
/// its results before it lets go, one propagation's work at a time. No lock is held while user
/// code runs, and no thread waits for another: the owner only keeps the state across the user
/// code of its own propagation (the other branches of a diamond, the subscriber).
class IndexedCombiner<Result>: Combiner<Result> {
  let rule: CombineRule
  /// Owned by ``owner``'s propagation; behind a pointer, where accesses are not checked for
  /// exclusivity at run time as a class's stored properties are.
  private let counts: UnsafeMutablePointer<CombineCounts>
  /// Owned by ``owner``'s propagation.
  @exclusivity(unchecked) private var stop: Event<Result>?
  /// The token of the propagation that owns the input state (``Propagation/token``), `0` when
  /// none does; with ``contendedBit`` when work waits in ``mailbox`` for it.
  private let owner = Atomic<Int>(0)
  /// Work that other propagations left for the owner, with their tokens, in order; guarded by
  /// the lock.
  private var mailbox: [(token: Int, work: () -> Void)] = []

  init(count: Int, rule: CombineRule, rank: Int, downstream: ObserverNode<Result>) {
    self.rule = rule
    counts = .allocate(capacity: 1)
    counts.initialize(to: CombineCounts(count: count, rule: rule))
    super.init(rank: rank, downstream: downstream)
  }

  deinit {
    counts.deinitialize(count: 1)
    counts.deallocate()
  }

  /// Whether `context`'s propagation owns the input state, claiming it (and scheduling a flush,
  /// which gives it back) if no one does; `false` when another propagation owns it or none runs
  /// on this thread: the caller then goes through ``runAsOwner(_:)``.
  @inline(__always)
  final func ownsInputs(in context: Propagation) -> Bool {
    guard context.isActive else { return false }
    let token = context.token
    let current = owner.load(ordering: .relaxed)
    if current == token { return true }
    guard current == 0,
      owner.compareExchange(expected: 0, desired: token, ordering: .acquiringAndReleasing).exchanged
    else { return false }
    counts.pointee.isFlushScheduled = true
    scheduleOwnFlush(in: context)
    return true
  }

  /// Whether an input may keep a value now.
  ///
  /// `true` when this thread's propagation owns the input state (see ``ownsInputs(in:)``) and
  /// the result is not ending: the input then keeps the value and calls ``valueKept(at:)``.
  /// `nil` when the value is to go through ``runAsOwner(_:)`` with ``recordValue(at:_:)``.
  @inline(__always)
  final func admitsValue() -> Bool? {
    Propagation.withCurrent { context in
      guard ownsInputs(in: context) else { return nil }
      return !counts.pointee.isStopping
    }
  }

  /// Counts the value input `index` kept after ``admitsValue()``, and schedules a flush if one
  /// is needed and none is.
  @inline(__always)
  final func valueKept(at index: Int) {
    if countValue(at: index) && !counts.pointee.isFlushScheduled {
      counts.pointee.isFlushScheduled = true
      Propagation.withCurrent { scheduleOwnFlush(in: $0) }
    }
  }

  /// Stores and counts a value of input `index`; returns whether a flush is needed.
  ///
  /// Call as the owner.
  @inline(__always)
  final func recordValue(at index: Int, _ store: () -> Void) -> Bool {
    if counts.pointee.isStopping { return false }
    store()
    return countValue(at: index)
  }

  /// Counts a value kept by input `index`, recording the completion it may bring; returns
  /// whether a flush is needed.
  ///
  /// Call as the owner.
  @inline(__always)
  private func countValue(at index: Int) -> Bool {
    let (flush, completes) = counts.pointee.valueArrived(at: index)
    if completes { recordCompletion() }
    return flush
  }

  /// Records that the result completes; called as the owner.
  ///
  /// Out of line, so that naming the stop event does not cost every value a lookup of its
  /// type's metadata.
  @inline(never)
  private func recordCompletion() { stop = .completed }

  /// Records input `index`'s stop event.
  final func receiveStop(at index: Int, _ event: Event<Never>) {
    runAsOwner { [self] in
      if counts.pointee.isStopping { return }
      if case .error(let error) = event {
        counts.pointee.failed()
        stop = .error(error)
      } else if counts.pointee.completed(at: index) {
        stop = .completed
      } else {
        disposeInput(index)
      }
    }
  }

  /// Runs `work` on the input state as its owner: now, if this thread's propagation owns it or
  /// can claim it (opening a propagation if none runs), then makes sure a flush is scheduled;
  /// otherwise leaves it for the owning propagation, which runs it, and emits what follows from
  /// it, before it lets go of the state.
  @inline(never)
  final func runAsOwner(_ work: @escaping () -> Void) {
    let context = Propagation.current
    guard context.isActive else {
      context.propagate { runAsOwner(work) }
      return
    }
    let token = context.token
    let runsNow = lock.locked { () -> Bool in
      var current = owner.load(ordering: .relaxed)
      while true {
        if current & ~contendedBit == token { return true }
        let desired = current == 0 ? token : current | contendedBit
        let (exchanged, original) = owner.compareExchange(
          expected: current, desired: desired, ordering: .acquiringAndReleasing)
        if !exchanged {
          current = original
          continue
        }
        if current == 0 { return true }
        mailbox.append((token, work))
        return false
      }
    }
    guard runsNow else { return }
    work()
    if !counts.pointee.isFlushScheduled {
      counts.pointee.isFlushScheduled = true
      scheduleOwnFlush(in: context)
    }
  }

  /// Schedules this combiner's flush, called as the owner.
  ///
  /// Unretained while it is not disposed: until then its inputs hold it, and it lets go of them
  /// only once no flush of it is scheduled or running (``dropInputs(_:)``). That spares each
  /// propagation a retain and a release of the combiner, two atomic operations.
  @inline(__always)
  private func scheduleOwnFlush(in context: Propagation) {
    scheduleFlush(in: context, isRetained: isDisposed)
  }

  /// Runs `drop`, which lets go of the inputs (and so of the references they hold to this
  /// combiner), as the owner: now, or once the propagation has ended if a flush of this
  /// combiner is scheduled or running, since the propagation then holds it unretained
  /// (``scheduleOwnFlush(in:)``).
  final func dropInputs(_ drop: @escaping () -> Void) {
    let context = Propagation.current
    if context.isActive && (counts.pointee.isFlushScheduled || counts.pointee.isFlushing) {
      context.runAfterPropagation(drop)
    } else {
      drop()
    }
  }

  /// Emits what the inputs have settled to, then gives the input state back (see the type).
  package override func flush() { flushOwned() }

  /// The body of ``flush()``, inlined into the override of a final subclass so that its
  /// ``produce(_:)`` is called directly (``PairCombiner``).
  @inline(__always)
  final func flushOwned() {
    counts.pointee.isFlushScheduled = false
    counts.pointee.isFlushing = true
    if !isDisposed { produce { sendExclusively($0) } }
    counts.pointee.isFlushing = false
    Propagation.withCurrent { context in
      if counts.pointee.isFlushScheduled { return }
      if !context.hasWaitingCalls
        && owner.compareExchange(
          expected: context.token, desired: 0, ordering: .acquiringAndReleasing
        ).exchanged
      {
        return
      }
      releaseOwnership(in: context)
    }
  }

  /// Gives the input state back, after the work other propagations left meanwhile.
  ///
  /// Not while a flush is scheduled (it will), nor while part of the emission waits at the top
  /// of the stack (a deep chain downstream): then once that has run, so that another thread's
  /// emission cannot overtake it. The work left is run one propagation's at a time, emitting
  /// after each.
  @inline(never)
  private func releaseOwnership(in context: Propagation) {
    let token = context.token
    while true {
      if counts.pointee.isFlushScheduled { return }
      if context.hasWaitingCalls {
        context.afterWaitingCalls { [self] in releaseOwnership(in: .current) }
        return
      }
      if owner.compareExchange(expected: token, desired: 0, ordering: .acquiringAndReleasing)
        .exchanged
      {
        return
      }
      runMailbox(in: context, token: token)
    }
  }

  /// Runs the work of the first propagation waiting in the mailbox, and emits what follows.
  @inline(never)
  private func runMailbox(in context: Propagation, token: Int) {
    let work = lock.locked { () -> [() -> Void] in
      guard let first = mailbox.first?.token else {
        owner.store(token, ordering: .relaxed)
        return []
      }
      let count = mailbox.prefix { $0.token == first }.count
      let work = mailbox.prefix(count).map { $0.work }
      mailbox.removeFirst(count)
      if mailbox.isEmpty { owner.store(token, ordering: .relaxed) }
      return work
    }
    counts.pointee.isFlushing = true
    for item in work { item() }
    if !isDisposed { produce { sendExclusively($0) } }
    counts.pointee.isFlushing = false
  }

  /// Emits one result if one is ready (``takeReady()``), called as the owner.
  ///
  /// Reads its values out of the inputs (taking them, for `zip`), then combines them and emits
  /// the result with ``Combiner/sendNextExclusively(_:)``, or the selector's error with `emit`.
  ///
  /// Subclasses override this.
  func takeResult(_ emit: (Event<Result>) -> Void) -> CombinerTaking { .ended }

  /// Whether a result is ready, then counted as taken; what is to happen next, if one is;
  /// call as the owner.
  @inline(__always)
  final func takeReady() -> (isReady: Bool, next: CombinerTaking) {
    let isReady = counts.pointee.takeReady()
    let isStopping = counts.pointee.isStopping
    if !isReady { return (false, .nothingReady(isStopping: isStopping)) }
    return (true, .emitted(hasMore: counts.pointee.hasReady, isStopping: isStopping))
  }

  /// ``takeReady()`` under ``CombineRule/latest``, where at most one result is ready: whether
  /// one is, then counted as taken, and whether the result ends once it is emitted.
  @inline(__always)
  final func takeLatest() -> (isReady: Bool, isStopping: Bool) {
    (counts.pointee.takeLatest(), counts.pointee.isStopping)
  }

  /// Takes results while one is ready, then emits the stop event if the result ends.
  ///
  /// ``PairCombiner`` runs the same loop with its own `takePair` inlined.
  package override func produce(_ emit: (Event<Result>) -> Void) {
    while true {
      guard let stops = takeResult(emit).end else { continue }
      if stops { emitStop(emit) }
      return
    }
  }

  /// Out of line, so that reading the stop event does not cost every value a lookup of its
  /// type's metadata.
  @inline(never)
  final func emitStop(_ emit: (Event<Result>) -> Void) {
    if let stop { emit(stop) }
  }
}

/// The bit of ``IndexedCombiner``'s owner that says work waits in its mailbox.
///
/// Outside the generic type, whose static members are reached through its metadata. Tokens stay
/// below it.
private let contendedBit = 1 << 62
