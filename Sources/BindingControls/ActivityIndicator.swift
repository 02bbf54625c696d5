/// A stand-in activity indicator (a spinner), started and stopped by code.
///
/// ```swift
/// let spinner = ActivityIndicator()
/// viewModel.$isLoading => spinner.rx.isAnimating
/// spinner.render()         // "(*) animating" or "( ) stopped"
/// ```
public final class ActivityIndicator: ViewControl {
  /// Whether the spinner turns; assigning it is recorded in ``history``.
  public var isAnimating: Bool {
    didSet { history.append(isAnimating) }
  }

  /// Whether the spinner is hidden.
  public var isHidden = false

  /// Every value assigned to ``isAnimating`` (bindings included), oldest first.
  public private(set) var history: [Bool] = []

  /// Creates a spinner.
  public init(isAnimating: Bool = false) {
    self.isAnimating = isAnimating
  }

  /// Forgets the recorded ``history``.
  public func clearHistory() { history.removeAll() }

  /// `(*) animating` or `( ) stopped`.
  public func render() -> String {
    (isAnimating ? "(*) animating" : "( ) stopped") + renderedFlags(("hidden", isHidden))
  }
}

extension Reactive where Base: ActivityIndicator {
  /// Starts or stops the spinner, at once.
  ///
  /// ```swift
  /// viewModel.$isLoading => spinner.rx.isAnimating
  /// ```
  public var isAnimating: Binder<Bool> {
    Binder(inspecting: base, scheduler: ImmediateScheduler.instance) { spinner, isAnimating in
      spinner.isAnimating = isAnimating
    }
  }
}
