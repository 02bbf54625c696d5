import Synchronization

/// The running state of one operator in one subscription: receives `Input` events from
/// upstream and forwards `Output` events downstream.
///
/// A sink is also the `Disposable` handed to whoever subscribed: disposing it stops
/// forwarding and disposes the upstream subscription. After a stop event it disposes itself.
@usableFromInline
package class Sink<Input, Output>: ObserverNode<Input>, Cancelable {
  /// `sinkDisposedBit`, `handedOverBit`, `endsChainBit`, `releasedBit`, `lineServableBit`,
  /// `lineServedBit`, and above them the count of deliveries to the user's code in progress
  /// (`deliveryUnit`); first, to fill the room the node's fields leave before the next word.
  @usableFromInline
  let sinkState: Atomic<UInt16>
  /// The next node towards the final observer, retained here and released in `deinit`.
  ///
  /// Held as an unmanaged reference so that reading it at each value is a plain load (a
  /// stored `var` is checked for exclusive access at run time), and so that `deinit` can hand
  /// it over to be released from the top of the stack.
  @usableFromInline
  let downstreamReference: Unmanaged<ObserverNode<Output>>
  /// Written by ``setUpstream(_:)`` before it sets ``handedOverBit``, then owned by whichever of
  /// it and ``dispose()`` sets its bit second; the state's ordering makes the run-time
  /// exclusivity check redundant.
  @exclusivity(unchecked) private var upstream = Upstream.unset

  /// Creates a sink that forwards to `downstream`.
  init(downstream: ObserverNode<Output>) {
    sinkState = Atomic(0)
    downstreamReference = .passRetained(downstream)
    super.init(chainDepth: downstream.chainDepth + 1)
  }

  /// Creates a sink that forwards to `downstream` and does the work of `links` consecutive
  /// links of the chain (a group of `map`s, ``MapGroupSink``).
  init(downstream: ObserverNode<Output>, links: Int) {
    sinkState = Atomic(0)
    downstreamReference = .passRetained(downstream)
    super.init(chainDepth: downstream.chainDepth + links, links: links)
  }

  /// Creates the sink that ends a chain (the node of the user's observer or closures).
  ///
  /// Its downstream is the shared ``finalObserverNode``, which lives as long as the process:
  /// it is neither retained nor released for each subscription.
  ///
  /// A sink `servableByLine` takes values from a broadcast's delivery line without counting
  /// them, once its upstream is that broadcast (see ``deliverToUser(_:)``).
  init(servableByLine: Bool = false) where Output == Never {
    sinkState = Atomic(endsChainBit | (servableByLine ? lineServableBit : 0))
    downstreamReference = .passUnretained(finalObserverNode)
    // `finalObserverNode.chainDepth + 1`, as a constant: reading it cost each subscription a call.
    super.init(chainDepth: 0)
  }

  /// Creates the sink that ends a chain and also does the work of the `links - 1` links before
  /// it: a group of `map`s fused with `subscribe(onNext:)` (``MapGroupHandlerSink``).
  init(servableByLine: Bool, links: Int) where Output == Never {
    sinkState = Atomic(endsChainBit | (servableByLine ? lineServableBit : 0))
    downstreamReference = .passUnretained(finalObserverNode)
    super.init(chainDepth: links - 1, links: links)
  }

  /// The next node towards the final observer.
  package final var downstream: ObserverNode<Output> { downstreamReference.takeUnretainedValue() }

  /// `true` once disposed, by the subscriber or after a stop event.
  @inlinable
  package final var isDisposed: Bool {
    @inline(__always) get { sinkState.load(ordering: .relaxed) & sinkDisposedBit != 0 }
  }

  /// Sends `event` downstream unless this sink is disposed; after a stop event, disposes.
  @inline(__always)
  package final func forward(_ event: Event<Output>) {
    if isDisposed { return }
    if isCheckpoint {
      forwardGuarded(event)
    } else {
      downstream.on(event)
    }
    if event.isStopEvent { dispose() }
  }

  /// Sends `value` downstream unless this sink is disposed: the same as `forward(.next(value))`,
  /// without building an event.
  @inlinable @inline(__always)
  package final func forwardNext(_ value: Output) {
    if isDisposed { return }
    if isCheckpoint {
      forwardNextGuarded(value)
    } else {
      downstreamReference._withUnsafeGuaranteedRef { $0.onNext(value) }
    }
  }

  @usableFromInline
  final func forwardNextGuarded(_ value: Output) {
    let context = Propagation.current
    if context.enterCheckpoint() {
      downstream.onNext(value)
      context.leaveCheckpoint()
    } else {
      forwardNextWithoutRoom(value, in: context)
    }
  }

  private func forwardGuarded(_ event: Event<Output>) {
    let context = Propagation.current
    if context.enterCheckpoint() {
      downstream.on(event)
      context.leaveCheckpoint()
    } else {
      forwardWithoutRoom(event, in: context)
    }
  }

  /// Out of line, so that building the event does not cost every value a lookup of its
  /// type's metadata.
  @inline(never)
  private func forwardNextWithoutRoom(_ value: Output, in context: Propagation) {
    forwardWithoutRoom(.next(value), in: context)
  }

  @inline(never)
  private func forwardWithoutRoom(_ event: Event<Output>, in context: Propagation) {
    let next = downstream
    context.runWithoutRoom { next.on(event) }
  }

  /// Keeps `disposable` (the upstream subscription) to dispose with this sink; disposes it
  /// at once if this sink is already disposed.
  ///
  /// Call once. Without a lock: the subscription is stored, then published by setting
  /// ``handedOverBit``; if ``dispose()`` came first, it left the subscription here to dispose.
  package final func setUpstream(_ disposable: Disposable) {
    setUpstream(held: Upstream(disposable))
  }

  /// ``setUpstream(_:)`` for a subscription already in the form a sink holds it.
  ///
  /// Inlined, so that the subscription moves into place rather than being copied.
  @inline(__always)
  package final func setUpstream(held: consuming Upstream) {
    let isBroadcast = if case .broadcast = held { true } else { false }
    upstream = consume held
    if isBroadcast && sinkState.load(ordering: .relaxed) & lineServableBit != 0 {
      return setBroadcastUpstreamServingByLine()
    }
    let previous = sinkState.bitwiseOr(handedOverBit, ordering: .acquiringAndReleasing).oldValue
    assert(previous & handedOverBit == 0, "setUpstream(_:) called twice")
    if previous & sinkDisposedBit != 0 { disposeLateUpstream() }
  }

  /// Publishes the upstream, a broadcast, and unless disposed meanwhile makes this sink served by
  /// its line (``serveByLine(adding:)``).
  @inline(never)
  private func setBroadcastUpstreamServingByLine() {
    let previous = serveByLine(adding: handedOverBit)
    assert(previous & handedOverBit == 0, "setUpstream(_:) called twice")
    if previous & sinkDisposedBit != 0 { disposeLateUpstream() }
  }

  /// Makes this sink, if it may be, served by the line of the broadcast it has just joined.
  ///
  /// Unless disposed, one delivery is held open on the line's behalf from now on, which
  /// ``endLineServedDelivery()`` ends once the sink has left the broadcast and no delivery of
  /// the line can reach it any more. Sets `bits` in the state either way, in the same atomic
  /// operation, and returns the state before.
  @discardableResult
  final func serveByLine(adding bits: UInt16 = 0) -> UInt16 {
    var previous = sinkState.load(ordering: .relaxed)
    while true {
      let served = previous & (sinkDisposedBit | lineServableBit) == lineServableBit
      let desired =
        (previous | bits | (served ? lineServedBit : 0)) &+ (served ? deliveryUnit : 0)
      let (exchanged, original) = sinkState.compareExchange(
        expected: previous, desired: desired, ordering: .acquiringAndReleasing)
      if exchanged { return previous }
      previous = original
    }
  }

  /// Whether the sink is served by its broadcast's line (``serveByLine(adding:)``), until the
  /// delivery held open for the line ends.
  package final override var isLineServed: Bool {
    sinkState.load(ordering: .relaxed) & lineServedBit != 0
  }

  /// The upstream subscription came after this sink was disposed: disposes it now.
  @inline(never)
  private func disposeLateUpstream() {
    takeUpstream().dispose(heldBy: self)
    didDisposeUpstream()
  }

  /// Moves the upstream subscription out; call only while it is this frame's to take.
  @inline(__always)
  private func takeUpstream() -> Upstream {
    let taken = upstream
    upstream = .unset
    return taken
  }

  /// Stops forwarding and disposes the upstream subscription; runs ``disposeResources()``,
  /// then, in a sink that ends a chain, ``releaseUserCode()`` unless a delivery to the user's
  /// code is in progress (that delivery releases it when it ends).
  ///
  /// One atomic operation: in a sink that ends a chain with no delivery in progress, the bit
  /// saying that the user's code is released is set together with the disposed bit (a second
  /// `bitwiseOr` for it cost W5 one more locked instruction a subscription).
  @usableFromInline
  package final override func dispose() {
    var previous = sinkState.load(ordering: .relaxed)
    var releases = false
    while true {
      if previous & sinkDisposedBit != 0 { return }
      releases = previous & endsChainBit != 0 && previous & deliveryMask == 0
      let (exchanged, original) = sinkState.compareExchange(
        expected: previous, desired: previous | sinkDisposedBit | (releases ? releasedBit : 0),
        ordering: .acquiringAndReleasing)
      if exchanged { break }
      previous = original
    }
    // Not handed over yet: `setUpstream(_:)` disposes it when it comes.
    let taken = previous & handedOverBit != 0 ? takeUpstream() : .unset
    if isCheckpoint {
      Propagation.current.atCheckpoint { [self] in finishDisposal(upstream: taken) }
    } else {
      finishDisposal(upstream: taken)
    }
    if releases { releaseUserCode() }
  }

  /// Runs `deliver`, a delivery to the user's code, unless disposed: uncounted when the sink is
  /// served by its broadcast's line, otherwise between ``beginUserDelivery()`` and
  /// ``endUserDelivery()``.
  ///
  /// A broadcast delivers one value at a time, on the thread holding its line; a sink that
  /// leaves it while the line is busy leaves the release of the user's code to the line's end
  /// (``BroadcastCore/unsubscribe(servedByLine:)``). So the line already does for such a sink
  /// what the count does for the others, and two atomic operations a value are saved. A
  /// two-source `combineLatest` or `zip` serves the sink of `subscribe(onNext:)` after it the
  /// same way, as the owner of its input state (`PairCombinerObservable.subscribeFused`).
  @inline(__always)
  package final func deliverToUser(_ deliver: () -> Void) {
    let state = sinkState.load(ordering: .relaxed)
    if state & lineServedBit != 0 {
      if state & sinkDisposedBit == 0 { deliver() }
      return
    }
    guard beginUserDelivery() else { return }
    deliver()
    endUserDelivery()
  }

  /// Starts a delivery to the user's code (the closures or observer of a sink that ends a
  /// chain): `true` to go on, and then the caller ends it with ``endUserDelivery()``; `false`
  /// once disposed.
  ///
  /// While deliveries are in progress, disposal (from any thread, also from the user's code
  /// itself) leaves ``releaseUserCode()`` to the last of them to end, so that nothing the
  /// user's code runs on is released under it.
  @inline(__always)
  package final func beginUserDelivery() -> Bool {
    let previous = sinkState.wrappingAdd(deliveryUnit, ordering: .acquiring).oldValue
    if previous & sinkDisposedBit == 0 { return true }
    endUserDelivery()
    return false
  }

  /// Ends a delivery that ``beginUserDelivery()`` started; the last one to end after disposal
  /// runs ``releaseUserCode()``.
  @inline(__always)
  package final func endUserDelivery() {
    let previous = sinkState.wrappingSubtract(deliveryUnit, ordering: .acquiringAndReleasing).oldValue
    if previous & sinkDisposedBit != 0 { endUserDeliveryAfterDisposal(previous) }
  }

  /// The end of a delivery to the user's code after disposal: the last one releases it.
  @inline(never)
  private func endUserDeliveryAfterDisposal(_ previous: UInt16) {
    if previous & deliveryMask == deliveryUnit { releaseUserCodeOnce() }
  }

  /// Runs ``releaseUserCode()`` unless it has already run.
  @inline(never)
  private func releaseUserCodeOnce() {
    let previous = sinkState.bitwiseOr(releasedBit, ordering: .acquiringAndReleasing).oldValue
    if previous & releasedBit == 0 { releaseUserCode() }
  }

  /// Lets go of the user's closures (and what they capture) once the sink is disposed and no
  /// delivery to them is in progress, as RxSwift does at disposal: a closure that holds its
  /// own subscription no longer keeps itself alive.
  ///
  /// Sinks that end a chain and hold the user's closures override this; called at most once.
  package func releaseUserCode() {}

  private func finishDisposal(upstream previous: Upstream) {
    disposeResources()
    if case .unset = previous { return }
    previous.dispose(
      heldBy: self, servedByLine: sinkState.load(ordering: .relaxed) & lineServedBit != 0)
    didDisposeUpstream()
  }

  /// Ends the delivery held open for the broadcast's line (see ``deliverToUser(_:)``).
  ///
  /// Releases the user's code if the sink is disposed and no other delivery is in progress.
  /// Does nothing once ended (the broadcast may end it at its stop, and again when the sink
  /// leaves). One atomic operation: the count's decrement, the served bit and the released bit
  /// together.
  package final override func endLineServedDelivery() {
    var previous = sinkState.load(ordering: .relaxed)
    var releases = false
    while true {
      if previous & lineServedBit == 0 { return }
      releases =
        previous & sinkDisposedBit != 0 && previous & releasedBit == 0
        && previous & deliveryMask == deliveryUnit
      let desired =
        ((previous & ~lineServedBit) &- deliveryUnit) | (releases ? releasedBit : 0)
      let (exchanged, original) = sinkState.compareExchange(
        expected: previous, desired: desired, ordering: .acquiringAndReleasing)
      if exchanged { break }
      previous = original
    }
    if releases { releaseUserCode() }
  }

  /// Releases what a subclass holds besides the upstream subscription (timers, inner
  /// subscriptions).
  ///
  /// Called once, on disposal, before the upstream subscription is disposed.
  package func disposeResources() {}

  /// Called once the upstream subscription is disposed, after ``disposeResources()``: when
  /// the sink is disposed, or, if that happened while the upstream was still subscribing, as
  /// soon as its subscription is handed over.
  package func didDisposeUpstream() {}

  deinit {
    if sinkState.load(ordering: .relaxed) & endsChainBit != 0 { return }
    if isCheckpoint {
      Propagation.current.release(downstreamReference.takeRetainedValue())
    } else {
      downstreamReference.release()
    }
  }
}

/// Set in a sink's state once it is disposed.
///
/// Outside the generic class, whose static members would be reached through its metadata.
@usableFromInline
let sinkDisposedBit: UInt16 = 1
/// Set in a sink's state once its upstream subscription is stored.
private let handedOverBit: UInt16 = 2
/// Set in the state of a sink whose downstream is ``finalObserverNode``, not retained.
private let endsChainBit: UInt16 = 4
/// Set in a sink's state once ``Sink/releaseUserCode()`` has run.
private let releasedBit: UInt16 = 8
/// Set in the state of a sink that a broadcast's line may serve (``Sink/deliverToUser(_:)``).
private let lineServableBit: UInt16 = 16
/// Set in a sink's state once its upstream is a broadcast whose line serves it.
private let lineServedBit: UInt16 = 32
/// One delivery to the user's code in progress, counted in the state's upper 10 bits.
private let deliveryUnit: UInt16 = 64
/// The bits of the state that count deliveries in progress.
private let deliveryMask: UInt16 = 0xFFC0

/// Wraps the observer a user subscribed with: stops after a stop event and once disposed, so
/// nothing reaches the user's observer after either.
@usableFromInline
final class ObserverAdapter<Observer: ObserverType>: Sink<Observer.Element, Never> {
  private let observer: Observer
  /// Calls `observer.on(.next(value))`; made by the subscribing caller, which knows the
  /// observer's type.
  ///
  /// Built here, in code shared by every observer type, each value's `Event` would cost two
  /// lookups of its type metadata (about 650 instructions a value). The caller's closure
  /// captures nothing, so it costs no allocation.
  private let deliverNext: (Observer, Observer.Element) -> Void

  @usableFromInline
  init(_ observer: Observer, deliverNext: @escaping (Observer, Observer.Element) -> Void) {
    self.observer = observer
    self.deliverNext = deliverNext
    super.init()
  }

  package override func onNext(_ value: Observer.Element) {
    if isDisposed { return }
    deliverNext(observer, value)
  }

  package override func on(_ event: Event<Observer.Element>) {
    if isDisposed { return }
    observer.on(event)
    if event.isStopEvent { dispose() }
  }
}
