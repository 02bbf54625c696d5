import Synchronization

/// One action waiting to run once; disposing it before it runs releases the state and action
/// and keeps it from running, disposing it after disposes what the action returned.
///
/// An action often returns the item of the action it scheduled next, so a recursion of
/// 100,000 actions leaves a chain of 100,000 items, each holding the next. Disposing and
/// releasing such a chain walk it in a loop, not a recursion.
final class ScheduledItem<StateType>: Cancelable, ScheduledItemLink {
  private let lock = Mutex(())
  private var pending: (state: StateType, action: (StateType) -> Disposable)?
  private let result = SingleAssignmentDisposable()

  init(_ state: StateType, action: @escaping (StateType) -> Disposable) {
    pending = (state, action)
  }

  deinit {
    // Handed over without a local copy, which would keep the rest alive until the end of
    // this deinit and free it from here, one level deeper for each item of a chain.
    Propagation.current.release(result.disposeTakingContent() as Any)
  }

  var isDisposed: Bool { result.isDisposed }

  /// Runs the action unless it already ran or was disposed.
  func run() {
    let taken = lock.locked { () -> (state: StateType, action: (StateType) -> Disposable)? in
      defer { pending = nil }
      return pending
    }
    guard let taken else { return }
    result.setDisposable(taken.action(taken.state))
  }

  func dispose() {
    var next = disposeKeepingResult()
    while let current = next {
      if let link = current as? any ScheduledItemLink {
        next = link.disposeKeepingResult()
      } else {
        current.dispose()
        next = nil
      }
    }
  }

  func disposeKeepingResult() -> Disposable? {
    lock.locked { pending = nil }
    return result.disposeTakingContent()
  }
}

/// A scheduled item, whatever its state's type: what ``ScheduledItem/dispose()`` needs to
/// walk a chain of items without recursing.
protocol ScheduledItemLink: AnyObject {
  /// Disposes this item without disposing what its action returned, and hands that over.
  func disposeKeepingResult() -> Disposable?
}

// `pending` is only touched under `lock`; `result` guards itself.
extension ScheduledItem: @unchecked Sendable {}
