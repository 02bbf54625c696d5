import Synchronization

/// The base of multi-input operators (`combineLatest`, `zip`, `withLatestFrom`): the part
/// that makes them glitch-free.
///
/// Inputs record what arrived and call ``inputChanged()``, which schedules a flush at this
/// combiner's rank, so it runs after every input that can change in the same propagation has
/// changed; outside a propagation (while subscribing to cold sources) it opens one, which
/// flushes before it returns. ``flush()`` asks the subclass for the events to emit, and emits
/// them one at a time even when inputs arrive on several threads. (``IndexedCombiner``, behind
/// `combineLatest` and `zip`, schedules and emits by its own rules: see it.)
@usableFromInline
package class Combiner<Output>: FlushableNode, Cancelable {
  /// Guards this class's own state, and the input state of the subclasses that emit through
  /// ``produce(_:)``'s `emit` (``IndexedCombiner`` owns its input state instead, and uses the
  /// lock for its mailbox).
  package let lock = Mutex(())
  /// Released from the top of the stack in `deinit`, so that freeing a long chain of
  /// combiners is a loop rather than a recursion.
  @usableFromInline
  let downstreamReference: Unmanaged<ObserverNode<Output>>
  private let rank: Int
  private let scheduledFlag = Atomic<Bool>(false)
  /// Which thread emits, and what waits for it.
  private let line = DeliveryLine<Event<Output>>()
  @usableFromInline
  let disposedFlag = Atomic<Bool>(false)
  private var subscriptions: [SingleAssignmentDisposable] = []
  #if DEBUG
    private let resource = TrackedResource()
  #endif

  init(rank: Int, downstream: ObserverNode<Output>) {
    self.rank = rank
    downstreamReference = .passRetained(downstream)
    super.init()
  }

  deinit {
    Propagation.current.release(downstreamReference.takeRetainedValue())
  }

  private var downstream: ObserverNode<Output> { downstreamReference.takeUnretainedValue() }

  /// The chain depth an input node of this combiner should report.
  package var inputDepth: Int { downstream.chainDepth + 1 }

  /// Subscribes the inputs; call once, right after init.
  package final func connect(_ subscribe: [() -> Disposable]) {
    let holders = subscribe.map { _ in SingleAssignmentDisposable() }
    lock.locked { subscriptions = holders }
    let context = Propagation.current
    for (holder, subscribe) in zip(holders, subscribe) {
      if isDisposed { return }
      context.atCheckpoint { [self] in
        if !isDisposed { holder.setDisposable(subscribe()) }
      }
    }
  }

  /// Disposes the subscription to input `index` (for an input that is no longer needed).
  package final func disposeInput(_ index: Int) {
    let holder = lock.locked { subscriptions.indices.contains(index) ? subscriptions[index] : nil }
    holder?.dispose()
  }

  /// Called by an input after it recorded a change, with the lock released.
  package final func inputChanged() {
    if isDisposed || scheduledFlag.exchange(true, ordering: .acquiringAndReleasing) { return }
    requestFlush(rank: rank)
  }

  /// Schedules a flush in `context`'s propagation, which is active; `isRetained: false` for a
  /// combiner that keeps itself alive until it has flushed (see
  /// ``Propagation/scheduleUnretained(_:rank:)``).
  @inline(__always)
  final func scheduleFlush(in context: Propagation, isRetained: Bool = true) {
    if isRetained {
      context.schedule(self, rank: rank)
    } else {
      context.scheduleUnretained(self, rank: rank)
    }
  }

  /// Emits what the inputs have settled to.
  ///
  /// ``IndexedCombiner`` overrides this: its emissions never overlap (see its owner), so they
  /// need neither `inputChanged`'s flag nor the delivery line.
  package override func flush() {
    scheduledFlag.store(false, ordering: .releasing)
    if isDisposed { return }
    produce { event in send(event) }
  }

  /// Calls `emit` for each event the current input state calls for, and resets the state that led
  /// to them.
  ///
  /// Takes ``lock`` itself and calls `emit` and user code without it.
  package func produce(_ emit: (Event<Output>) -> Void) {}

  /// Ends an emission claimed by ``send(_:)``: delivers what was queued meanwhile.
  ///
  /// Call without ``lock``.
  @inline(__always)
  private func finishClaimedEmission() {
    if Propagation.current.hasWaitingCalls { return finishAfterWaitingCalls() }
    if !line.tryFinishWithoutLock() { finishThroughLock() }
  }

  /// Ends an emission during which another thread queued an event: delivers the queued ones.
  ///
  /// The emission's end is a compare-and-swap outside the lock, as a broadcast's: all that a
  /// thread emitting must learn of is an event queued for it, and queueing one marks the line's
  /// state under the lock, which makes that compare-and-swap fail and the end come here.
  @inline(never)
  private func finishThroughLock() {
    if !lock.locked({ line.tryFinish() }) { deliverQueued() }
  }

  /// Part of the emission waits at the top of the stack (a deep chain downstream): keeps the
  /// line until it has run, so that another thread's emission cannot overtake it.
  @inline(never)
  private func finishAfterWaitingCalls() {
    Propagation.current.afterWaitingCalls { [self] in finishClaimedEmission() }
  }

  private func send(_ event: Event<Output>) {
    guard lock.locked({ line.claim(orQueue: event) }) else { return }
    deliver(event)
    finishClaimedEmission()
  }

  @inline(never)
  private func deliverQueued() {
    if !line.drain(locking: lock, { deliver($0) }) { finishAfterWaitingCalls() }
  }

  /// Emits `value` downstream without the delivery line: for a subclass whose emissions never
  /// overlap, because it makes them one thread at a time itself (``IndexedCombiner``).
  ///
  /// Inlinable, so that a result built in the caller's code (``PairCombiner``'s `emitCombined`)
  /// is emitted there, with the caller's types.
  @inlinable @inline(__always)
  final func sendNextExclusively(_ value: Output) {
    if !isDisposed { downstreamReference._withUnsafeGuaranteedRef { $0.onNext(value) } }
  }

  /// Emits `event` downstream without the delivery line, as ``sendNextExclusively(_:)`` does;
  /// disposes after a stop event.
  final func sendExclusively(_ event: Event<Output>) { deliver(event) }

  private func deliver(_ event: Event<Output>) {
    if isDisposed { return }
    downstream.on(event)
    if event.isStopEvent { dispose() }
  }

  /// `true` once disposed, by the subscriber or after a stop event.
  @inlinable
  package final var isDisposed: Bool {
    @inline(__always) get { disposedFlag.load(ordering: .relaxed) }
  }

  /// Disposes every input subscription.
  @usableFromInline
  package final func dispose() {
    if disposedFlag.exchange(true, ordering: .acquiringAndReleasing) { return }
    let all = lock.locked { () -> [SingleAssignmentDisposable] in
      defer { subscriptions = [] }
      return subscriptions
    }
    let context = Propagation.current
    for subscription in all { context.atCheckpoint { subscription.dispose() } }
    disposeResources()
  }

  /// Releases what a subclass holds besides the input subscriptions; called once, on disposal.
  package func disposeResources() {}
}

/// One input of a ``Combiner``: hands each event to a closure of the combiner, and values to
/// a faster one if given.
package final class CombinerInput<Element>: ObserverNode<Element> {
  private let handler: (Event<Element>) -> Void
  private let valueHandler: ((Element) -> Void)?

  init(
    depth: Int, onNext valueHandler: ((Element) -> Void)? = nil,
    _ handler: @escaping (Event<Element>) -> Void
  ) {
    self.handler = handler
    self.valueHandler = valueHandler
    super.init(chainDepth: depth)
  }

  package override func on(_ event: Event<Element>) { handler(event) }

  package override func onNext(_ value: Element) {
    if let valueHandler { valueHandler(value) } else { handleAsEvent(value) }
  }

  /// Out of line, so that building the event does not cost every value a lookup of its type's
  /// metadata.
  @inline(never)
  private func handleAsEvent(_ value: Element) { handler(.next(value)) }
}
