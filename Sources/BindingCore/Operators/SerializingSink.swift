import DequeModule
import Synchronization

/// The base of sinks whose output comes from more than one thread: upstream events and
/// scheduler callbacks (`debounce`, `throttle`, `delay`, `timer`).
///
/// A subclass decides under ``lock`` what to emit and calls ``enqueue(_:)`` in the same
/// critical section, then calls ``deliverQueued()`` with the lock released. Events reach
/// downstream one at a time, in the order they were enqueued, and never with the lock held;
/// an event enqueued while another call is delivering is delivered by that call.
class SerializingSink<Input, Output>: Sink<Input, Output> {
  /// Guards the subclass's state as well as the events waiting to be delivered.
  let lock = Mutex(())
  private var outbox = Deque<Event<Output>>()
  private var isDelivering = false

  /// Queues `event` for delivery; call with ``lock`` held.
  final func enqueue(_ event: Event<Output>) {
    outbox.append(event)
  }

  /// Delivers the queued events unless another call already is; call with ``lock`` released.
  final func deliverQueued() {
    let claimed = lock.locked { () -> Bool in
      if isDelivering || outbox.isEmpty { return false }
      isDelivering = true
      return true
    }
    guard claimed else { return }
    while let event = nextQueued() {
      forward(event)
    }
  }

  private func nextQueued() -> Event<Output>? {
    lock.locked {
      if let event = outbox.popFirst() { return event }
      isDelivering = false
      return nil
    }
  }

  /// Drops the events not yet delivered; subclasses that override this call `super`.
  package override func disposeResources() {
    lock.locked { outbox.removeAll() }
  }
}
