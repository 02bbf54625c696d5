import Synchronization

/// Holds one disposable that is set once, possibly after the holder itself was disposed:
/// in that case the late arrival is disposed at once.
///
/// ```swift
/// let holder = SingleAssignmentDisposable()
/// holder.setDisposable(source.subscribe(observer))
/// ```
public final class SingleAssignmentDisposable: Cancelable {
  private struct State {
    var disposable: Disposable?
    var isAssigned = false
    var isDisposed = false
  }
  private let state = Mutex(())
  private var fields = State()

  /// Creates an empty holder.
  public init() {}

  /// `true` once `dispose()` has been called.
  public var isDisposed: Bool { state.locked { fields.isDisposed } }

  /// Stores `disposable`, or disposes it at once when this holder is already disposed.
  ///
  /// - Precondition: called at most once.
  public func setDisposable(_ disposable: Disposable) {
    let disposeNow = state.locked { () -> Bool in
      precondition(!fields.isAssigned, "SingleAssignmentDisposable assigned twice")
      fields.isAssigned = true
      if fields.isDisposed { return true }
      fields.disposable = disposable
      return false
    }
    if disposeNow { disposable.dispose() }
  }

  /// Marks this holder disposed, so that a disposable assigned later is disposed at once,
  /// and hands over the stored one without disposing it.
  func disposeTakingContent() -> Disposable? {
    state.locked { () -> Disposable? in
      if fields.isDisposed { return nil }
      fields.isDisposed = true
      defer { fields.disposable = nil }
      return fields.disposable
    }
  }

  /// Disposes the stored disposable, and any assigned later.
  public func dispose() {
    disposeTakingContent()?.dispose()
  }
}

// `fields` is only touched under `state`.
extension SingleAssignmentDisposable: @unchecked Sendable {}

extension SingleAssignmentDisposable: DisposableContainer {
  var heldDisposables: [Disposable] { state.locked { fields.disposable.map { [$0] } ?? [] } }
}
