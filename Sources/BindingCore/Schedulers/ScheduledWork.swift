import Synchronization

/// One piece of work on a ``VirtualTimeScheduler``: runs once, unless cancelled first.
///
/// Cancelling lets go of the action (and everything it captured) at once, even though the
/// scheduler's queue keeps the entry until its time comes; once the action ran, cancelling
/// disposes what it returned.
final class ScheduledWork: Cancelable {
  private let lock = Mutex(())
  private var action: (() -> Disposable)?
  private var result: Disposable?
  private var cancelled = false

  init(_ action: @escaping () -> Disposable) {
    self.action = action
  }

  /// `true` once cancelled.
  var isDisposed: Bool { lock.locked { cancelled } }

  /// Runs the action, unless it was cancelled or already ran.
  func run() {
    let action = lock.locked { () -> (() -> Disposable)? in
      defer { self.action = nil }
      return cancelled ? nil : self.action
    }
    guard let action else { return }
    let outcome = action()
    let disposeNow = lock.locked { () -> Bool in
      if cancelled { return true }
      result = outcome
      return false
    }
    if disposeNow { outcome.dispose() }
  }

  /// Cancels the work, or disposes what it returned if it already ran.
  func dispose() {
    let outcome = lock.locked { () -> Disposable? in
      cancelled = true
      action = nil
      defer { result = nil }
      return result
    }
    outcome?.dispose()
  }
}

// `action`, `result` and `cancelled` are only touched under `lock`.
extension ScheduledWork: @unchecked Sendable {}
