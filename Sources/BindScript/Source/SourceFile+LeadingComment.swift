extension SourceFile {
  /// The `#` comment lines written just above line `number` (1-based), without their `#`:
  /// the text a script's author wrote to explain the statement that starts there, which
  /// `bind present` and `bind report` show with it.
  ///
  /// Reads upwards from the line above and stops at the first line holding code (or a `#!`
  /// first line), so a comment belongs to the statement below it; blank lines between comment
  /// lines are kept as paragraph breaks; control characters are escaped (`\u{1B}`). `nil`
  /// when there is no comment.
  ///
  /// ```swift
  /// let source = SourceFile(name: "demo.bind", text: "# A counter.\nmutable n = 0\n")
  /// source.leadingComment(above: 2)   // "A counter."
  /// ```
  public func leadingComment(above number: Int) -> String? {
    var upwards: [Substring] = []
    var index = min(number - 1, lineCount) - 1
    while index >= 0 {
      let line = self.line(index + 1).drop(while: \.isWhitespace)
      let isInterpreterLine = index == 0 && line.hasPrefix("#!")
      if line.isEmpty {
        upwards.append("")
      } else if line.first == "#", !isInterpreterLine {
        let text = line.dropFirst()
        upwards.append(text.first == " " ? text.dropFirst() : text)
      } else {
        break
      }
      index -= 1
    }
    guard let first = upwards.lastIndex(where: { !$0.isEmpty }),
      let last = upwards.firstIndex(where: { !$0.isEmpty })
    else { return nil }
    return upwards[last...first].reversed().map(\.withoutTrailingWhitespace)
      .joined(separator: "\n").escapingControlCharacters
  }
}

extension Substring {
  fileprivate var withoutTrailingWhitespace: String {
    guard let end = lastIndex(where: { !$0.isWhitespace }) else { return "" }
    return String(self[...end])
  }
}
