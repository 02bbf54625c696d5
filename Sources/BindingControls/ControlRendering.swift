import BindingTimeline

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

  /// The text followed by spaces up to `width` terminal columns (a wide character takes two).
  func padding(to width: Int) -> String {
    let columns = terminalColumns
    return columns >= width ? self : self + String(repeating: " ", count: width - columns)
  }

  /// The longest end of the text that takes at most `columns` terminal columns, padded with
  /// a space when a wide character did not fit.
  func lastColumns(_ columns: Int) -> String {
    var taken = 0
    var start = endIndex
    while start > startIndex {
      let previous = index(before: start)
      let width = self[previous].terminalColumns
      guard taken + width <= columns else { break }
      taken += width
      start = previous
    }
    return String(self[start...]).padding(to: columns)
  }

  /// The text in double quotes, escaped to fit on one line: `"Wrong password"`.
  var quoted: String { String(reflecting: self) }
}

/// The flags a control shows after its state: ` (disabled) (hidden)`, or nothing.
func renderedFlags(_ flags: (name: String, isSet: Bool)...) -> String {
  flags.filter(\.isSet).map { " (\($0.name))" }.joined()
}
