import DequeModule
import Synchronization

/// A sink fed by several subscriptions that may deliver on several threads (`merge`,
/// `flatMapLatest`, `take(until:)`...): it forwards their events one at a time, in the order
/// they were queued, and never with a lock held.
///
/// A subclass decides under ``lock``, queueing what it decided to send with ``enqueue(_:)``,
/// then calls ``drain()`` once the lock is released. Queueing under the same lock as the
/// decision keeps the order of events consistent with the order of decisions; an event queued
/// while another thread, or an outer frame of this one, is forwarding is forwarded by it,
/// right after its current event.
package class SerialSink<Input, Output>: Sink<Input, Output> {
  /// Guards the subclass's state and the outbox.
  package let lock = Mutex(())
  private var outbox: Deque<Event<Output>> = []
  private var isDraining = false

  /// Queues `event` for forwarding.
  ///
  /// Call with ``lock`` held.
  package final func enqueue(_ event: Event<Output>) {
    outbox.append(event)
  }

  /// Forwards the queued events, unless another frame is already doing so.
  ///
  /// Call without ``lock``.
  package final func drain() {
    let owns = lock.locked { () -> Bool in
      if isDraining || outbox.isEmpty { return false }
      isDraining = true
      return true
    }
    guard owns else { return }
    while true {
      let next = lock.locked { () -> Event<Output>? in
        if let event = outbox.popFirst() { return event }
        isDraining = false
        return nil
      }
      guard let next else { return }
      forward(next)
    }
  }

  /// Queues `event` and drains.
  package final func send(_ event: Event<Output>) {
    lock.locked { enqueue(event) }
    drain()
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
