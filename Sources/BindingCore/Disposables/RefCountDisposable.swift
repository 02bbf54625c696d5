import Synchronization

/// Disposes what it holds once it is disposed itself and every disposable handed out by
/// ``retain()`` is disposed too.
///
/// ```swift
/// let shared = RefCountDisposable(disposable: connection)
/// let user = shared.retain()
/// shared.dispose()   // the connection stays: `user` still holds it
/// user.dispose()     // now the connection is disposed
/// ```
///
/// `groupBy` keeps its source this way: the source is disposed once the outer subscription
/// and every subscription to a group are.
public final class RefCountDisposable: Cancelable {
  private let lock = Mutex(())
  // Guarded by `lock`.
  private var disposable: Disposable?
  private var isPrimaryDisposed = false
  private var count = 0

  /// Holds `disposable` until this and every retained handle are disposed.
  public init(disposable: Disposable) {
    self.disposable = disposable
  }

  /// `true` once what it held was disposed.
  public var isDisposed: Bool { lock.locked { disposable == nil } }

  /// A handle that keeps the held disposable alive until the handle is disposed; once the held
  /// disposable was disposed, a handle that does nothing.
  public func retain() -> Disposable {
    lock.locked { () -> Disposable in
      guard disposable != nil else { return Disposables.create() }
      count += 1
      return RefCountHandle(self)
    }
  }

  /// Disposes the held disposable, or leaves that to the last retained handle.
  ///
  /// Only the first call counts.
  public func dispose() {
    let toDispose = lock.locked { () -> Disposable? in
      guard !isPrimaryDisposed else { return nil }
      isPrimaryDisposed = true
      return takeIfUnused()
    }
    toDispose?.dispose()
  }

  fileprivate func release() {
    let toDispose = lock.locked { () -> Disposable? in
      guard disposable != nil else { return nil }
      count -= 1
      return isPrimaryDisposed ? takeIfUnused() : nil
    }
    toDispose?.dispose()
  }

  /// The held disposable, taken, when nothing uses it any more; called with `lock` held.
  private func takeIfUnused() -> Disposable? {
    guard count == 0 else { return nil }
    defer { disposable = nil }
    return disposable
  }
}

/// One handle of a ``RefCountDisposable``: disposing it (once) releases its hold.
private final class RefCountHandle: Disposable {
  private let owner: RefCountDisposable
  private let isDisposed = Atomic<Bool>(false)

  init(_ owner: RefCountDisposable) {
    self.owner = owner
  }

  func dispose() {
    if !isDisposed.exchange(true, ordering: .acquiringAndReleasing) { owner.release() }
  }
}

// Every stored property is only touched under `lock`.
extension RefCountDisposable: @unchecked Sendable {}
