import Synchronization

/// Holds one disposable at a time: assigning a new one disposes the previous one.
///
/// ```swift
/// let current = SerialDisposable()
/// current.disposable = first.subscribe(observer)
/// current.disposable = second.subscribe(observer)   // disposes the first subscription
/// ```
public final class SerialDisposable: Cancelable {
  private let state = Mutex(())
  private var current: Disposable?
  private var disposed = false

  /// Creates an empty holder.
  public init() {}

  /// `true` once `dispose()` has been called.
  public var isDisposed: Bool { state.locked { disposed } }

  /// The disposable held now.
  ///
  /// Setting it disposes the previous one; once this holder is disposed, a new value is disposed at
  /// once.
  public var disposable: Disposable {
    get { state.locked { current } ?? Disposables.create() }
    set {
      let (old, disposeNew) = state.locked { () -> (Disposable?, Bool) in
        if disposed { return (nil, true) }
        defer { current = newValue }
        return (current, false)
      }
      old?.dispose()
      if disposeNew { newValue.dispose() }
    }
  }

  /// Disposes the held disposable and every later one.
  public func dispose() {
    let old = state.locked { () -> Disposable? in
      if disposed { return nil }
      disposed = true
      defer { current = nil }
      return current
    }
    old?.dispose()
  }
}

// `current` and `disposed` are only touched under `state`.
extension SerialDisposable: @unchecked Sendable {}

extension SerialDisposable: DisposableContainer {
  var heldDisposables: [Disposable] { state.locked { current.map { [$0] } ?? [] } }
}
