import BindScript
import Dispatch
import Synchronization

/// Carries events from the interpreter's thread to a serial queue, where the model lives.
final class EventRelay: Sendable {
  /// Something for the model, in the order it happened.
  private enum Item: Sendable {
    case event(InterpreterEvent, Readings?)
    case next(String?)
  }

  private struct Pending {
    var items: [Item] = []
    var isScheduled = false
  }

  private let pending = Mutex(Pending())
  private let model: Mutex<LiveModel>
  private let server: LiveViewServer
  private let queue = DispatchQueue(label: "bind.live-view")

  init(model: LiveModel, server: LiveViewServer) {
    self.model = Mutex(model)
    self.server = server
  }

  /// Queues `event`; returns at once.
  func send(_ event: InterpreterEvent, readings: Readings?) {
    enqueue(.event(event, readings))
  }

  /// Queues the announcement of the statement to run next; returns at once.
  func announce(_ next: String?) {
    enqueue(.next(next))
  }

  private func enqueue(_ item: Item) {
    let schedule = pending.withLock { pending -> Bool in
      pending.items.append(item)
      defer { pending.isScheduled = true }
      return !pending.isScheduled
    }
    if schedule { queue.async { self.drain() } }
  }

  /// Publishes the model as it is (the first state, before any statement).
  func publishNow() {
    queue.async { self.server.publish(self.model.withLock { $0.state().json }) }
  }

  private func drain() {
    let items = pending.withLock { pending in
      defer {
        pending.items = []
        pending.isScheduled = false
      }
      return pending.items
    }
    let state = model.withLock { model -> LiveState? in
      var changed = false
      for item in items {
        switch item {
        case .event(let event, let readings):
          if model.apply(event) { changed = true }
          if let readings { model.take(readings) }
        case .next(let text):
          model.announce(text)
          changed = true
        }
      }
      return changed ? model.state() : nil
    }
    if let state { server.publish(state.json) }
  }
}
