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

  /// The widest source excerpt shown: a longer line is cut around the range, with `…` for
  /// what is left out.
  public static let excerptWidth = 120
  /// The longest message shown whole: a longer one (quoting a huge name or value) keeps its
  /// beginning and end.
  public static let messageLength = 400

  /// The diagnostic as lines of text, ending with a newline.
  public func render(_ diagnostic: Diagnostic, in source: SourceFile) -> String {
    let start = diagnostic.range.start
    var output =
      "\(source.name.escapingControlCharacters):\(start.line):\(start.column): "
      + "\(severity(diagnostic.severity)): "
      + "\(Self.shortened(diagnostic.message))\n"
    output += excerpt(diagnostic.range, in: source)
    for note in diagnostic.notes {
      if let range = note.range, range.start.line != start.line {
        output += "  note: \(Self.shortened(note.message)) (line \(range.start.line))\n"
        output += excerpt(range, in: source)
      } else {
        output += "    = \(Self.shortened(note.message))\n"
      }
    }
    if let suggestion = diagnostic.suggestion {
      output += "    = did you mean '\(Self.shortened(suggestion))'?\n"
    }
    return output
  }

  private func excerpt(_ range: SourceRange, in source: SourceFile) -> String {
    var line = source.line(range.start.line)
    let number = String(range.start.line)
    let gutter = String(repeating: " ", count: number.count)
    var column = max(1, range.start.column)
    let length = line.count
    var width: Int
    if range.end.line == range.start.line {
      width = max(1, range.end.column - column)
    } else {
      width = max(1, length - column + 1)
    }
    var shown = String(line)
    if length > Self.excerptWidth {
      let first = max(0, min(column - 1 - Self.excerptWidth / 3, length - Self.excerptWidth))
      line = line.dropFirst(first).prefix(Self.excerptWidth)
      shown = (first > 0 ? "…" : "") + line + (first + Self.excerptWidth < length ? "…" : "")
      column = column - first + (first > 0 ? 1 : 0)
      width = max(1, min(width, Self.excerptWidth - (column - 1 - (first > 0 ? 1 : 0))))
    }
    // Control characters are shown as escapes (`\u{1B}`): the caret moves past their
    // escapes, and spans them.
    let characters = Array(shown)
    let before = min(max(0, column - 1), characters.count)
    let marked = characters[before..<min(characters.count, before + width)]
    let padding = String(repeating: " ", count: String(characters[..<before]).escapingControlCharacters.count)
    let markedWidth = max(width, String(marked).escapingControlCharacters.count)
    let marker = "^" + String(repeating: "~", count: max(0, markedWidth - 1))
    return "  \(number) | \(shown.escapingControlCharacters)\n  \(gutter) | \(padding)\(paint(marker))\n"
  }

  /// `text`, or its beginning and end around `…` when it is longer than ``messageLength``,
  /// with control characters escaped.
  private static func shortened(_ text: String) -> String {
    guard text.utf8.count > messageLength, text.count > messageLength else {
      return text.escapingControlCharacters
    }
    return (text.prefix(messageLength * 3 / 4) + "…" + text.suffix(messageLength / 4))
      .escapingControlCharacters
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
