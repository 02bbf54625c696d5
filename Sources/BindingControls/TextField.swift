import BindingTimeline

/// A stand-in text field: text the user types and code sets.
///
/// ```swift
/// let field = TextField(placeholder: "Username")
/// viewModel.$username <=> field.rx.text ?? ""
/// field.type("ada")        // the user types: "a", "ad", "ada" reach the view model
/// field.render()           // "[ada         ]"
/// ```
///
/// As with `UITextField` and RxCocoa, `rx.text` reports the user's edits, one per editing
/// change, and not the values code assigns to ``text`` (unless
/// ``reportsProgrammaticChanges`` is on). A disabled or hidden field ignores the user.
public final class TextField: InteractiveControl {
  private var storage: String?
  private let edits = UserEvents<String?>()

  /// The text; assigning it is a programmatic change, recorded in ``history``.
  public var text: String? {
    get { storage }
    set {
      storage = newValue
      history.append(newValue)
      if reportsProgrammaticChanges { edits.send(newValue) }
    }
  }

  /// The hint shown while the field is empty.
  public var placeholder: String?

  /// Whether the text is shown as bullets, as for a password.
  public var isSecureTextEntry: Bool

  /// Whether the user can edit the field.
  public var isEnabled = true

  /// Whether the field is hidden.
  public var isHidden = false

  /// When `true`, programmatic sets of ``text`` are reported through `rx.text` as if the user
  /// had made them: a misbehaving control, to check that bindings do not loop or echo.
  public var reportsProgrammaticChanges = false

  /// How many characters ``render()`` shows between the brackets.
  public var width = 12

  /// Every value assigned to ``text`` by code (bindings included), oldest first; the user's
  /// edits are not in it.
  public private(set) var history: [String?] = []

  /// Creates a field.
  public init(
    text: String? = nil, placeholder: String? = nil, isSecureTextEntry: Bool = false
  ) {
    storage = text
    self.placeholder = placeholder
    self.isSecureTextEntry = isSecureTextEntry
  }

  /// The user types `characters` at the end of the text, reporting the text after each
  /// character, as `UITextField` reports each editing change.
  ///
  /// - Returns: `false`, changing nothing, when the field is disabled or hidden.
  @discardableResult
  public func type(_ characters: String) -> Bool {
    guard acceptsUser else { return false }
    for character in characters {
      userEdit((storage ?? "") + String(character))
    }
    return true
  }

  /// The user deletes the whole text (the clear button): one change, to `""`.
  ///
  /// - Returns: `false`, changing nothing, when the field is disabled or hidden.
  @discardableResult
  public func clear() -> Bool {
    replaceText("")
  }

  /// The user replaces the whole text with `newText` (selects all and pastes): one change.
  ///
  /// - Returns: `false`, changing nothing, when the field is disabled or hidden.
  @discardableResult
  public func replaceText(_ newText: String) -> Bool {
    guard acceptsUser else { return false }
    userEdit(newText)
    return true
  }

  /// Forgets the recorded ``history``.
  public func clearHistory() { history.removeAll() }

  /// The field as `[text        ]`, its placeholder as `[‹Username›  ]` when empty, bullets
  /// for secure text; long text shows its end, as a field scrolled to the cursor.
  public func render() -> String {
    let content: String
    if let text = storage, !text.isEmpty {
      content = isSecureTextEntry ? String(repeating: "•", count: text.count) : text.singleLine
    } else if let placeholder, !placeholder.isEmpty {
      content = "‹\(placeholder.singleLine)›"
    } else {
      content = ""
    }
    let width = max(width, 1)
    let shown =
      content.terminalColumns > width
      ? "…" + content.lastColumns(width - 1) : content.padding(to: width)
    return "[\(shown)]" + renderedFlags(("disabled", !isEnabled), ("hidden", isHidden))
  }

  private func userEdit(_ newText: String) {
    storage = newText
    edits.send(newText)
  }

  fileprivate var textProperty: ControlProperty<String?> {
    edits.property(of: self, named: "text", get: { $0.storage }, set: { $0.text = $1 })
  }
}

extension Reactive where Base: TextField {
  /// The text: its current value on subscription, then each edit of the user; values sent
  /// to it set ``TextField/text`` at once and are not reported back.
  ///
  /// ```swift
  /// viewModel.$query <=> searchField.rx.text ?? ""
  /// ```
  public var text: ControlProperty<String?> { base.textProperty }

  /// Sets the placeholder, at once.
  public var placeholder: Binder<String?> {
    Binder(inspecting: base, scheduler: ImmediateScheduler.instance) { field, placeholder in
      field.placeholder = placeholder
    }
  }
}
