import DequeModule
import Synchronization

/// The base of multi-input operators (`combineLatest`, `zip`, `withLatestFrom`): the part
/// that makes them glitch-free.
///
/// Inputs record what arrived and call ``inputChanged()``. Inside a propagation that only
/// schedules a flush at this combiner's rank, so it runs after every input that can change in
/// the same propagation has changed; outside one (while subscribing to cold sources) it
/// flushes at once. ``flush()`` asks the subclass for the events to emit, and emits them one
/// at a time even when inputs arrive on several threads.
package class Combiner<Output>: Flushable, Cancelable {
  /// Guards the subclass's input state as well as this class's own.
  package let lock = Mutex(())
  private let downstream: ObserverNode<Output>
  private let rank: Int
  private var isScheduled = false
  private var isEmitting = false
  private var queued: Deque<Event<Output>> = []
  private let disposedFlag = Atomic<Bool>(false)
  private var subscriptions: [SingleAssignmentDisposable] = []

  init(rank: Int, downstream: ObserverNode<Output>) {
    self.rank = rank
    self.downstream = downstream
  }

  /// The chain depth an input node of this combiner should report.
  package var inputDepth: Int { downstream.chainDepth + 1 }

  /// Subscribes the inputs; call once, right after init.
  package final func connect(_ subscribe: [() -> Disposable]) {
    let holders = subscribe.map { _ in SingleAssignmentDisposable() }
    lock.locked { subscriptions = holders }
    for (holder, subscribe) in zip(holders, subscribe) {
      if isDisposed { return }
      holder.setDisposable(subscribe())
    }
  }

  /// Disposes the subscription to input `index` (for an input that is no longer needed).
  package final func disposeInput(_ index: Int) {
    let holder = lock.locked { subscriptions.indices.contains(index) ? subscriptions[index] : nil }
    holder?.dispose()
  }

  /// Called by an input after it recorded a change, with the lock released.
  package final func inputChanged() {
    if isDisposed { return }
    let context = Propagation.current
    guard context.isActive else {
      flush()
      return
    }
    let schedule = lock.locked { () -> Bool in
      if isScheduled { return false }
      isScheduled = true
      return true
    }
    if schedule { context.schedule(self, rank: rank) }
  }

  /// Emits what the inputs have settled to.
  package final func flush() {
    lock.locked { isScheduled = false }
    if isDisposed { return }
    produce { event in emit(event) }
  }

  /// Calls `emit` for each event the current input state calls for, and resets the state that led
  /// to them.
  ///
  /// Takes ``lock`` itself and calls `emit` and user code without it.
  package func produce(_ emit: (Event<Output>) -> Void) {}

  private func emit(_ event: Event<Output>) {
    let isFirst = lock.locked { () -> Bool in
      if isEmitting {
        queued.append(event)
        return false
      }
      isEmitting = true
      return true
    }
    guard isFirst else { return }
    var event = event
    while true {
      if !isDisposed {
        downstream.on(event)
        if event.isStopEvent { dispose() }
      }
      let next = lock.locked { () -> Event<Output>? in
        if let next = queued.popFirst() { return next }
        isEmitting = false
        return nil
      }
      guard let next else { return }
      event = next
    }
  }

  /// `true` once disposed, by the subscriber or after a stop event.
  package final var isDisposed: Bool { disposedFlag.load(ordering: .relaxed) }

  /// Disposes every input subscription.
  package final func dispose() {
    if disposedFlag.exchange(true, ordering: .acquiringAndReleasing) { return }
    let all = lock.locked { () -> [SingleAssignmentDisposable] in
      defer { subscriptions = [] }
      return subscriptions
    }
    for subscription in all { subscription.dispose() }
  }
}

/// One input of a ``Combiner``: hands each event to a closure of the combiner.
package final class CombinerInput<Element>: ObserverNode<Element> {
  private let handler: (Event<Element>) -> Void

  init(depth: Int, _ handler: @escaping (Event<Element>) -> Void) {
    self.handler = handler
    super.init(chainDepth: depth)
  }

  package override func on(_ event: Event<Element>) { handler(event) }
}
