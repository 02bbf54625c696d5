import Synchronization

/// Factory for the common disposables.
///
/// ```swift
/// let subscription = Disposables.create { print("released") }
/// subscription.dispose()   // prints "released" once
/// ```
public enum Disposables {
  /// A disposable that does nothing.
  public static func create() -> Disposable { NopDisposable() }

  /// A disposable that runs `dispose` the first time it is disposed, and never again.
  public static func create(with dispose: @escaping () -> Void) -> Cancelable {
    AnonymousDisposable(dispose)
  }

  /// A disposable that disposes both `first` and `second`.
  public static func create(_ first: Disposable, _ second: Disposable) -> Cancelable {
    CompositeDisposable(first, second)
  }

  /// A disposable that disposes every member of `disposables`.
  public static func create(_ disposables: Disposable...) -> Cancelable {
    CompositeDisposable(disposables: disposables)
  }

  /// A disposable that disposes every member of `disposables`.
  public static func create(_ disposables: [Disposable]) -> Cancelable {
    CompositeDisposable(disposables: disposables)
  }
}

struct NopDisposable: Disposable {
  func dispose() {}
}

/// Runs a closure on first disposal.
final class AnonymousDisposable: Cancelable {
  private let lock = Mutex(())
  private var action: (() -> Void)?

  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  var isDisposed: Bool { lock.locked { action == nil } }

  func dispose() {
    let action = lock.locked { () -> (() -> Void)? in
      defer { self.action = nil }
      return self.action
    }
    action?()
  }
}

// The closure is only read and cleared under `state`.
extension AnonymousDisposable: @unchecked Sendable {}
