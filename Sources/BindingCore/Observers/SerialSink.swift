import Synchronization

/// A sink whose events come from more than one place, possibly on several threads.
///
/// They come from inner subscriptions (`merge`, `flatMapLatest`, `take(until:)`) or scheduler callbacks
/// (`debounce`, `throttle`, `delay`, `timer`). It forwards them one at a time, in the order
/// they were queued, and never with a lock held.
///
/// A subclass decides under ``lock``, queueing what it decided to send with ``enqueue(_:)``,
/// then calls ``drain()`` once the lock is released. Queueing under the same lock as the
/// decision keeps the order of events that of the decisions; see ``DeliveryLine``.
package class SerialSink<Input, Output>: Sink<Input, Output> {
  /// Guards the subclass's state and the events waiting to be forwarded.
  package let lock = Mutex(())
  private let line = DeliveryLine<Event<Output>>()

  /// Queues `event` for forwarding.
  ///
  /// Call with ``lock`` held.
  package final func enqueue(_ event: Event<Output>) {
    line.enqueue(event)
  }

  /// Forwards the queued events, unless another frame is already doing so.
  ///
  /// Call without ``lock``.
  package final func drain() {
    if !line.deliverQueued(locking: lock, { forward($0) }) { resumeAfterWaitingCalls() }
  }

  /// Part of a forwarded event waits at the top of the stack (a deep chain downstream): keeps
  /// the line, and forwards the rest of the queue, once it has run, so that an event from
  /// another thread cannot overtake it.
  @inline(never)
  private func resumeAfterWaitingCalls() {
    Propagation.current.afterWaitingCalls { [self] in
      if !line.drain(locking: lock, { forward($0) }) { resumeAfterWaitingCalls() }
    }
  }

  /// Queues `event` and drains.
  package final func send(_ event: Event<Output>) {
    lock.locked { enqueue(event) }
    drain()
  }

  /// Drops the events not yet forwarded; subclasses that override this call `super`.
  package override func disposeResources() {
    lock.locked { line.removeAll() }
  }
}

/// The observer of one inner subscription of a ``SerialSink`` (a merged source, the latest
/// inner observable, the `until` trigger): hands each event to a closure of the sink.
final class ForwardingNode<Element>: ObserverNode<Element> {
  private let handler: (Event<Element>) -> Void

  init(depth: Int, _ handler: @escaping (Event<Element>) -> Void) {
    self.handler = handler
    super.init(chainDepth: depth)
  }

  package override func on(_ event: Event<Element>) { handler(event) }
}
