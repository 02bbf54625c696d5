/// A stand-in control that draws its state as one line of text, for test failures and the
/// mock-ups of the `bind` shell.
///
/// ```swift
/// let field = TextField(text: "alice")
/// field.render()      // "[alice       ]"
/// print(field)        // the same: `description` is `render()`
/// ```
///
/// Every rendering fits on one line: line breaks and tabs in a control's text are shown
/// escaped. A control's flags follow its state, in parentheses: `(disabled)`, `(hidden)`.
public protocol ControlRendering: CustomStringConvertible {
  /// One line showing the control's state.
  func render() -> String
}

extension ControlRendering {
  /// The control's ``render()``.
  public var description: String { render() }
}

extension String {
  /// The text with line breaks and tabs escaped, so that it fits on one line.
  var singleLine: String {
    var result = ""
    for character in self {
      switch character {
      case "\n", "\r\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result.append(character)
      }
    }
    return result
  }

  /// The text followed by spaces up to `width` characters.
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  /// The text in double quotes, escaped to fit on one line: `"Wrong password"`.
  var quoted: String { String(reflecting: self) }
}

/// The flags a control shows after its state: ` (disabled) (hidden)`, or nothing.
func renderedFlags(_ flags: (name: String, isSet: Bool)...) -> String {
  flags.filter(\.isSet).map { " (\($0.name))" }.joined()
}
