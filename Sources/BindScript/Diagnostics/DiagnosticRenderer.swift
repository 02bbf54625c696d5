/// Renders diagnostics as text: `file:line:column: error: message`, the source line, a caret
/// under the range, then notes and the suggestion.
///
/// ```
/// login.bind:3:9: error: there is no value named 'usrname'
///   3 | let x = usrname
///     |         ^~~~~~~
///     = did you mean 'username'?
/// ```
public struct DiagnosticRenderer: Sendable {
  /// Whether to colour the severity with ANSI escapes.
  public var usesColor: Bool

  /// Creates a renderer.
  public init(usesColor: Bool = false) {
    self.usesColor = usesColor
  }

  /// The diagnostic as lines of text, ending with a newline.
  public func render(_ diagnostic: Diagnostic, in source: SourceFile) -> String {
    let start = diagnostic.range.start
    var output =
      "\(source.name):\(start.line):\(start.column): \(severity(diagnostic.severity)): "
      + "\(diagnostic.message)\n"
    output += excerpt(diagnostic.range, in: source)
    for note in diagnostic.notes {
      if let range = note.range, range.start.line != start.line {
        output += "  note: \(note.message) (line \(range.start.line))\n"
        output += excerpt(range, in: source)
      } else {
        output += "    = \(note.message)\n"
      }
    }
    if let suggestion = diagnostic.suggestion {
      output += "    = did you mean '\(suggestion)'?\n"
    }
    return output
  }

  private func excerpt(_ range: SourceRange, in source: SourceFile) -> String {
    let line = source.line(range.start.line)
    let number = String(range.start.line)
    let gutter = String(repeating: " ", count: number.count)
    let column = max(1, range.start.column)
    let width: Int
    if range.end.line == range.start.line {
      width = max(1, range.end.column - column)
    } else {
      width = max(1, line.count - column + 1)
    }
    let padding = String(repeating: " ", count: min(column - 1, line.count))
    let marker = "^" + String(repeating: "~", count: max(0, width - 1))
    return "  \(number) | \(line)\n  \(gutter) | \(padding)\(paint(marker))\n"
  }

  private func severity(_ severity: Diagnostic.Severity) -> String {
    guard usesColor else { return severity.rawValue }
    let code: String
    switch severity {
    case .error: code = "31"
    case .warning: code = "33"
    case .note: code = "36"
    }
    return "\u{1B}[1;\(code)m\(severity.rawValue)\u{1B}[0m"
  }

  private func paint(_ marker: String) -> String {
    usesColor ? "\u{1B}[1;32m\(marker)\u{1B}[0m" : marker
  }
}
