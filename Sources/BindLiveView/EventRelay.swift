import BindLiveModel
import BindScript
import Dispatch
import Synchronization

/// Carries events from the interpreter's thread to a serial queue, where the model lives.
final class EventRelay: Sendable {
  /// Something for the model, in the order it happened.
  private enum Item: Sendable {
    case event(InterpreterEvent, Readings?)
    case next(String?, narration: String?)
    case play(LivePlay?)
  }

  private struct Pending {
    var items: [Item] = []
    var isScheduled = false
    var isHeld = false

    /// Whether a drain must be scheduled now: something waits, none is scheduled, nothing
    /// holds.
    mutating func schedule() -> Bool {
      guard !isScheduled, !isHeld, !items.isEmpty else { return false }
      isScheduled = true
      return true
    }
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
  func announce(_ next: String?, narration: String? = nil) {
    enqueue(.next(next, narration: narration))
  }

  /// Keeps what is queued from here on from the pages until ``show(_:)``: a played script's
  /// run reaches the page whole, not statement by statement.
  func hold() {
    pending.withLock { $0.isHeld = true }
  }

  /// Queues `play` and lets everything held reach the pages, as one state.
  func show(_ play: LivePlay?) {
    let schedule = pending.withLock { pending -> Bool in
      pending.items.append(.play(play))
      pending.isHeld = false
      return pending.schedule()
    }
    if schedule { queue.async { self.drain() } }
  }

  private func enqueue(_ item: Item) {
    let schedule = pending.withLock { pending -> Bool in
      pending.items.append(item)
      return pending.schedule()
    }
    if schedule { queue.async { self.drain() } }
  }

  /// Publishes the model as it is (the first state, before any statement).
  func publishNow() {
    queue.async { self.server.publish(self.model.withLock { $0.state().json }) }
  }

  private func drain() {
    let items = pending.withLock { pending -> [Item] in
      pending.isScheduled = false
      guard !pending.isHeld else { return [] }
      defer { pending.items = [] }
      return pending.items
    }
    guard !items.isEmpty else { return }
    let state = model.withLock { model -> LiveState? in
      var changed = false
      for item in items {
        switch item {
        case .event(let event, let readings):
          if model.apply(event) { changed = true }
          if let readings { model.take(readings) }
        case .next(let text, let narration):
          model.announce(text, narration: narration)
          changed = true
        case .play(let play):
          model.show(play)
          changed = true
        }
      }
      return changed ? model.state() : nil
    }
    if let state { server.publish(state.json) }
  }
}
