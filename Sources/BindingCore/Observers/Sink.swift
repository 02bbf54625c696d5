import Synchronization

/// The running state of one operator in one subscription: receives `Input` events from
/// upstream and forwards `Output` events downstream.
///
/// A sink is also the `Disposable` handed to whoever subscribed: disposing it stops
/// forwarding and disposes the upstream subscription. After a stop event it disposes itself.
@usableFromInline
package class Sink<Input, Output>: ObserverNode<Input>, Cancelable {
  /// `disposedBit`, `handedOverBit` and `endsChainBit`; first, to fill the room the node's
  /// fields leave before the next word.
  private let state: Atomic<UInt8>
  /// The next node towards the final observer, retained here and released in `deinit`.
  ///
  /// Held as an unmanaged reference so that reading it at each value is a plain load (a
  /// stored `var` is checked for exclusive access at run time), and so that `deinit` can hand
  /// it over to be released from the top of the stack.
  private let downstreamReference: Unmanaged<ObserverNode<Output>>
  /// Written by ``setUpstream(_:)`` before it sets ``handedOverBit``, then owned by whichever of
  /// it and ``dispose()`` sets its bit second; the state's ordering makes the run-time
  /// exclusivity check redundant.
  @exclusivity(unchecked) private var upstream = Upstream.unset

  init(downstream: ObserverNode<Output>) {
    state = Atomic(0)
    downstreamReference = .passRetained(downstream)
    super.init(chainDepth: downstream.chainDepth + 1)
  }

  /// Creates the sink that ends a chain (the node of the user's observer or closures).
  ///
  /// Its downstream is the shared ``finalObserverNode``, which lives as long as the process:
  /// it is neither retained nor released for each subscription.
  init() where Output == Never {
    state = Atomic(endsChainBit)
    downstreamReference = .passUnretained(finalObserverNode)
    super.init(chainDepth: finalObserverNode.chainDepth + 1)
  }

  /// The next node towards the final observer.
  package final var downstream: ObserverNode<Output> { downstreamReference.takeUnretainedValue() }

  /// `true` once disposed, by the subscriber or after a stop event.
  @usableFromInline
  package final var isDisposed: Bool {
    @inline(__always) get { state.load(ordering: .relaxed) & disposedBit != 0 }
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
  @inline(__always)
  package final func forwardNext(_ value: Output) {
    if isDisposed { return }
    if isCheckpoint {
      forwardNextGuarded(value)
    } else {
      downstreamReference._withUnsafeGuaranteedRef { $0.onNext(value) }
    }
  }

  private func forwardNextGuarded(_ value: Output) {
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
    upstream = consume held
    let previous = state.bitwiseOr(handedOverBit, ordering: .acquiringAndReleasing).oldValue
    assert(previous & handedOverBit == 0, "setUpstream(_:) called twice")
    if previous & disposedBit != 0 { disposeLateUpstream() }
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

  /// Stops forwarding and disposes the upstream subscription; runs ``disposeResources()``.
  @usableFromInline
  package final override func dispose() {
    let previous = state.bitwiseOr(disposedBit, ordering: .acquiringAndReleasing).oldValue
    if previous & disposedBit != 0 { return }
    // Not handed over yet: `setUpstream(_:)` disposes it when it comes.
    let taken = previous & handedOverBit != 0 ? takeUpstream() : .unset
    if isCheckpoint {
      Propagation.current.atCheckpoint { [self] in finishDisposal(upstream: taken) }
    } else {
      finishDisposal(upstream: taken)
    }
  }

  private func finishDisposal(upstream previous: Upstream) {
    disposeResources()
    if case .unset = previous { return }
    previous.dispose(heldBy: self)
    didDisposeUpstream()
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
    if state.load(ordering: .relaxed) & endsChainBit != 0 { return }
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
private let disposedBit: UInt8 = 1
/// Set in a sink's state once its upstream subscription is stored.
private let handedOverBit: UInt8 = 2
/// Set in the state of a sink whose downstream is ``finalObserverNode``, not retained.
private let endsChainBit: UInt8 = 4

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
