/// A stand-in view: an object with an `.rx` namespace, a one-line rendering and a hidden flag.
///
/// The stand-in controls (``TextField``, ``Label``, ``Button``, ``Switch``, ``Slider``,
/// ``ActivityIndicator``, ``ListView``) are plain classes tied to no UI framework. They are
/// not thread-safe: like UIKit views, use each from one thread at a time.
///
/// Their binders apply values at once, on the calling thread (they use
/// `ImmediateScheduler`), so tests and the `bind` shell need no run loop. What the user does
/// is simulated by methods (`type`, `tap`, `toggle`...), which report it through subjects of
/// the core, so a user change starts a glitch-free propagation like any other. A hidden view
/// ignores the user, as a hidden UIKit view gets no touches.
public protocol ViewControl: AnyObject, ControlRendering, ReactiveCompatible {
  /// Whether the view is hidden; it still renders, marked `(hidden)`.
  var isHidden: Bool { get set }
}

/// A stand-in control the user can act on, which can be disabled.
///
/// A disabled control ignores the user: its user methods do nothing and return `false`.
public protocol InteractiveControl: ViewControl {
  /// Whether the control responds to the user; a disabled control renders `(disabled)`.
  var isEnabled: Bool { get set }
}

extension InteractiveControl {
  /// `true` when the user can act on the control: enabled and visible.
  var acceptsUser: Bool { isEnabled && !isHidden }
}

extension Reactive where Base: ViewControl {
  /// Hides or shows the view, at once.
  ///
  /// ```swift
  /// viewModel.$hasError.map { !$0 } => errorLabel.rx.isHidden
  /// ```
  public var isHidden: Binder<Bool> {
    Binder(inspecting: base, scheduler: ImmediateScheduler.instance) { view, isHidden in
      view.isHidden = isHidden
    }
  }
}

extension Reactive where Base: InteractiveControl {
  /// Enables or disables the control, at once.
  ///
  /// ```swift
  /// viewModel.$canLogin => loginButton.rx.isEnabled
  /// ```
  public var isEnabled: Binder<Bool> {
    Binder(inspecting: base, scheduler: ImmediateScheduler.instance) { control, isEnabled in
      control.isEnabled = isEnabled
    }
  }
}
