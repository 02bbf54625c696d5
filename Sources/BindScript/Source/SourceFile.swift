/// The text of a script and the name it is reported under (`login.bind`, `<repl>`).
public struct SourceFile: Sendable {
  /// The name shown in diagnostics.
  public let name: String
  /// The full text.
  public let text: String
  /// The text split into lines, without line terminators.
  public let lines: [Substring]

  /// Creates a source from its name and text.
  public init(name: String, text: String) {
    self.name = name
    self.text = text
    // "\r\n" is a single Character, so it must be matched as a separator of its own.
    self.lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
  }

  /// The text of line `number` (1-based), or an empty string past the end.
  public func line(_ number: Int) -> Substring {
    lines.indices.contains(number - 1) ? lines[number - 1] : ""
  }
}

extension SourceFile {
  /// The text `range` covers, clamped to the source, for showing it.
  ///
  /// Echoes, reports and `expect` failures show it: control characters other than line
  /// breaks and tabs are escaped (`\u{1B}`). Reads only that stretch, so that taking the text
  /// of each statement of a long script stays linear.
  func text(of range: SourceRange) -> String {
    let utf8 = text.utf8
    let start = max(0, min(range.start.offset, utf8.count))
    let end = max(start, min(range.end.offset, utf8.count))
    let from = utf8.index(utf8.startIndex, offsetBy: start)
    let to = utf8.index(from, offsetBy: end - start)
    return String(decoding: utf8[from..<to], as: UTF8.self).escapingControlCharacters
  }
}
