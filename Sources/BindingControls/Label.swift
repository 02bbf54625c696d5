/// A stand-in label: text that code sets and the user only reads.
///
/// ```swift
/// let message = Label()
/// viewModel.$errorMessage => message.rx.text
/// message.render()         // "\"Wrong password\""
/// ```
public final class Label: ViewControl {
  /// The text; assigning it is recorded in ``history``.
  public var text: String? {
    didSet { history.append(text) }
  }

  /// Whether the label is hidden.
  public var isHidden = false

  /// Every value assigned to ``text`` (bindings included), oldest first.
  public private(set) var history: [String?] = []

  /// Creates a label showing `text`.
  public init(text: String? = nil) {
    self.text = text
  }

  /// Forgets the recorded ``history``.
  public func clearHistory() { history.removeAll() }

  /// The text in quotes, `"Wrong password"`; no text renders as `""`.
  public func render() -> String {
    (text ?? "").quoted + renderedFlags(("hidden", isHidden))
  }
}

extension Reactive where Base: Label {
  /// Sets the text, at once.
  ///
  /// ```swift
  /// viewModel.$storageUsed => storageLabel.rx.text
  /// ```
  public var text: Binder<String?> {
    Binder(inspecting: base, scheduler: ImmediateScheduler.instance) { label, text in label.text = text }
  }
}
