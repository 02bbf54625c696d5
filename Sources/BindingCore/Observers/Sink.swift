import Synchronization

/// The running state of one operator in one subscription: receives `Input` events from
/// upstream and forwards `Output` events downstream.
///
/// A sink is also the `Disposable` handed to whoever subscribed: disposing it stops
/// forwarding and disposes the upstream subscription. After a stop event it disposes itself.
@usableFromInline
package class Sink<Input, Output>: ObserverNode<Input>, Cancelable {
  // The flag and the lock first: they fill the room the node's fields leave before the next
  // word.
  private let disposedFlag = Atomic<Bool>(false)
  private let upstreamLock = Mutex(())
  /// The next node towards the final observer, retained here and released in `deinit`.
  ///
  /// Held as an unmanaged reference so that reading it at each value is a plain load (a
  /// stored `var` is checked for exclusive access at run time), and so that `deinit` can hand
  /// it over to be released from the top of the stack.
  private let downstreamReference: Unmanaged<ObserverNode<Output>>
  /// Guarded by `upstreamLock`, which makes the run-time exclusivity check redundant.
  @exclusivity(unchecked) private var upstream = Upstream.unset

  init(downstream: ObserverNode<Output>) {
    downstreamReference = .passRetained(downstream)
    super.init(chainDepth: downstream.chainDepth + 1)
  }

  /// The next node towards the final observer.
  package final var downstream: ObserverNode<Output> { downstreamReference.takeUnretainedValue() }

  /// `true` once disposed, by the subscriber or after a stop event.
  @usableFromInline
  package final var isDisposed: Bool { disposedFlag.load(ordering: .relaxed) }

  /// Sends `event` downstream unless this sink is disposed; after a stop event, disposes.
  @inline(__always)
  package final func forward(_ event: Event<Output>) {
    if disposedFlag.load(ordering: .relaxed) { return }
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
    if disposedFlag.load(ordering: .relaxed) { return }
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
  package final func setUpstream(_ disposable: Disposable) {
    let held = Upstream(disposable)
    let disposeNow = upstreamLock.locked { () -> Bool in
      if disposedFlag.load(ordering: .relaxed) { return true }
      upstream = held
      return false
    }
    if disposeNow {
      held.dispose()
      didDisposeUpstream()
    }
  }

  /// Stops forwarding and disposes the upstream subscription; runs ``disposeResources()``.
  @usableFromInline
  package final override func dispose() {
    if disposedFlag.exchange(true, ordering: .acquiringAndReleasing) { return }
    let previous = upstreamLock.locked { () -> Upstream in
      defer { upstream = .unset }
      return upstream
    }
    if isCheckpoint {
      Propagation.current.atCheckpoint { [self] in finishDisposal(upstream: previous) }
    } else {
      finishDisposal(upstream: previous)
    }
  }

  private func finishDisposal(upstream previous: Upstream) {
    disposeResources()
    if case .unset = previous { return }
    previous.dispose()
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
    if isCheckpoint {
      Propagation.current.release(downstreamReference.takeRetainedValue())
    } else {
      downstreamReference.release()
    }
  }
}

/// Wraps the observer a user subscribed with: stops after a stop event and once disposed, so
/// nothing reaches the user's observer after either.
final class ObserverAdapter<Observer: ObserverType>: Sink<Observer.Element, Never> {
  private let observer: Observer

  init(_ observer: Observer) {
    self.observer = observer
    super.init(downstream: finalObserverNode)
  }

  package override func on(_ event: Event<Observer.Element>) {
    if isDisposed { return }
    observer.on(event)
    if event.isStopEvent { dispose() }
  }
}
