/// A resource that can be released: a subscription, a scheduled action, a binding.
///
/// Calling `dispose()` more than once has no further effect.
public protocol Disposable {
  /// Releases the resource: stops the subscription, cancels the action.
  func dispose()
}

/// A disposable that can report whether it has been disposed.
public protocol Cancelable: Disposable {
  /// `true` once `dispose()` has been called.
  var isDisposed: Bool { get }
}
