/// The text of a script and the name it is reported under (`login.bind`, `<repl>`).
public struct SourceFile: Sendable {
  /// The name shown in diagnostics.
  public let name: String
  /// The full text.
  public let text: String
  /// Where each line starts, in UTF-8 bytes from the start of the text: 4 bytes a line,
  /// where keeping each line as a `Substring` took 32 (and a long script keeps its source to
  /// the end).
  private let lineStarts: [UInt32]

  /// Creates a source from its name and text.
  public init(name: String, text: String) {
    self.name = name
    self.text = text
    // A line feed is a character of its own, or ends the "\r\n" character: either way, a
    // line starts after each one.
    var starts: [UInt32] = [0]
    var offset: UInt32 = 0
    for byte in text.utf8 {
      offset &+= 1
      if byte == UInt8(ascii: "\n") { starts.append(offset) }
    }
    self.lineStarts = starts
  }

  /// The text split into lines, without line terminators (`\n` or `\r\n`).
  ///
  /// - Complexity: O(n) in the number of lines; ``line(_:)`` reads one in O(1).
  public var lines: [Substring] { (1...lineCount).map(line) }

  /// How many lines the text has: one more than its line breaks.
  var lineCount: Int { lineStarts.count }

  /// The text of line `number` (1-based), or an empty string past the end.
  public func line(_ number: Int) -> Substring {
    guard lineStarts.indices.contains(number - 1) else { return "" }
    let utf8 = text.utf8
    let start = Int(lineStarts[number - 1])
    var end = utf8.count
    if number < lineStarts.count {
      end = Int(lineStarts[number]) - 1
      let beforeEnd = utf8.index(utf8.startIndex, offsetBy: max(start, end - 1))
      if end > start, utf8[beforeEnd] == UInt8(ascii: "\r") { end -= 1 }
    }
    let from = utf8.index(utf8.startIndex, offsetBy: start)
    let to = utf8.index(from, offsetBy: end - start)
    return text[from..<to]
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
