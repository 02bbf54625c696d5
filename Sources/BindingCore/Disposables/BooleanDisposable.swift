import Synchronization

/// A disposable that only records whether it has been disposed.
public final class BooleanDisposable: Cancelable, Sendable {
  private let flag: Atomic<Bool>

  /// Creates a disposable, already disposed if `isDisposed` is `true`.
  public init(isDisposed: Bool = false) {
    flag = Atomic(isDisposed)
  }

  /// `true` once `dispose()` has been called.
  public var isDisposed: Bool { flag.load(ordering: .acquiring) }

  /// Marks the disposable as disposed.
  public func dispose() { flag.store(true, ordering: .releasing) }
}
