import Binding

/// Work that waits until the code that asked for it has returned: the statement's own code,
/// or the timer that fired.
///
/// The script's stand-in for the main queue an `@Observable` model's changes are delivered
/// on: an `observed` state reads its new value from here, after the change was stored, and
/// a burst of changes in one statement is read once. Only the thread running the script
/// touches it.
final class SettleQueue: ImmediateSchedulerType {
  private var pending: [PendingAction] = []
  private var isDraining = false

  /// Queues `action` until the next ``drain()``.
  func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let work = PendingAction { _ = action(state) }
    pending.append(work)
    return work
  }

  /// Runs what is queued, and what that queues in turn, in order, until nothing is left.
  ///
  /// Called again while it runs, it returns at once: the running drain takes the rest.
  func drain() {
    guard !isDraining else { return }
    isDraining = true
    defer { isDraining = false }
    var index = 0
    while index < pending.count {
      pending[index].run()
      index += 1
    }
    pending.removeAll()
  }

  /// Forgets what is queued without running it.
  func cancelAll() {
    pending.removeAll()
  }
}

/// One action of a ``SettleQueue``: runs once, unless disposed first.
private final class PendingAction: Disposable {
  private var action: (() -> Void)?

  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  func run() {
    guard let action else { return }
    self.action = nil
    action()
  }

  func dispose() { action = nil }
}
