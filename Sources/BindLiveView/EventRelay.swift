import BindLiveModel
import BindScript
import Dispatch
import Synchronization

/// Carries events from the interpreter's thread to a serial queue, where the model lives, and
/// publishes a state for each statement.
final class EventRelay: Sendable {
  /// Something for the model, in the order it happened.
  private enum Item: Sendable {
    case event(InterpreterEvent, Readings?)
    case next(String?, narration: String?)
    case play(LivePlay?)

    /// Whether it is the start of a statement.
    var startsStatement: Bool {
      if case .event(.statementStarted, _) = self { return true }
      return false
    }
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

  /// The most steps one backlog of statements draws (its last ones): every statement of a
  /// demo (29 at most), or of `c` in `bind present`, is a step, and a file of thousands run
  /// at once does not wait for thousands of pictures.
  static let mostStepsAtOnce = 40

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
    queue.async {
      let state = self.model.withLock { $0.state() }
      self.server.publish(state.json, step: state.step)
    }
  }

  private func drain() {
    let items = pending.withLock { pending -> [Item] in
      pending.isScheduled = false
      guard !pending.isHeld else { return [] }
      defer { pending.items = [] }
      return pending.items
    }
    guard !items.isEmpty else { return }
    // One state for each statement, so that the timeline keeps a step for each even when
    // statements come faster than pictures are drawn (`c` in `bind present`): a statement
    // that begins while an earlier one's state is not drawn yet draws that one first. An
    // announcement joins the step it follows, and a play run (held, then shown) is one step,
    // whole. A backlog draws its last ``mostStepsAtOnce`` steps: a file of 100,000
    // statements run at once does not wait for 100,000 pictures.
    let whole = items.contains { if case .play = $0 { return true } else { return false } }
    var undrawn = items.filter(\.startsStatement).count - Self.mostStepsAtOnce
    // Each state is sent as soon as it is drawn (the server only queues it), so that a
    // backlog holds one picture at a time.
    let server = self.server
    func publish(_ state: LiveState) { server.publish(state.json, step: state.step) }
    model.withLock { model in
      var changed = false
      for item in items {
        if changed, !whole, item.startsStatement {
          if undrawn <= 0 { publish(model.state()) }
          undrawn -= 1
          changed = false
        }
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
      if changed { publish(model.state()) }
    }
  }
}
