/// A stand-in button: the user taps it, code sets its title and whether it is enabled.
///
/// ```swift
/// let login = Button(title: "Log in")
/// viewModel.$canLogin => login.rx.isEnabled
/// login.rx.tap => { viewModel.login() }
/// login.tap()              // reaches the view model only while the button is enabled
/// login.render()           // "< Log in >", or "< Log in > (disabled)"
/// ```
public final class Button: InteractiveControl {
  private let taps = UserEvents<Void>()

  /// The title.
  public var title: String?

  /// Whether the button responds to taps; assigning it is recorded in ``history``.
  public var isEnabled = true {
    didSet { history.append(isEnabled) }
  }

  /// Whether the button is hidden.
  public var isHidden = false

  /// Every value assigned to ``isEnabled`` (bindings included), oldest first.
  public private(set) var history: [Bool] = []

  /// Creates a button with `title`.
  public init(title: String? = nil) {
    self.title = title
  }

  /// The user taps the button: reported through `rx.tap`, unless the button is disabled or
  /// hidden, in which case nothing happens, as with a real button.
  ///
  /// - Returns: `false` when the tap was ignored.
  @discardableResult
  public func tap() -> Bool {
    guard acceptsUser else { return false }
    taps.send(())
    return true
  }

  /// Forgets the recorded ``history``.
  public func clearHistory() { history.removeAll() }

  /// The title between angle brackets: `< Log in >`.
  public func render() -> String {
    "< \((title ?? "").singleLine) >" + renderedFlags(("disabled", !isEnabled), ("hidden", isHidden))
  }

  fileprivate var tapEvent: ControlEvent<Void> { taps.controlEvent }
}

extension Reactive where Base: Button {
  /// The user's taps; a disabled or hidden button sends none.
  ///
  /// ```swift
  /// loginButton.rx.tap => { viewModel.login() }
  /// ```
  public var tap: ControlEvent<Void> { base.tapEvent }

  /// Sets the title, at once.
  public var title: Binder<String?> {
    Binder(inspecting: base, scheduler: ImmediateScheduler.instance) { button, title in button.title = title }
  }
}
