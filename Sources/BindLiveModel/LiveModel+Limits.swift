extension LiveModel {
  /// The most lines of a statement's trace a page gets.
  ///
  /// Its first ones, then a line saying how many more the shell printed: a loop of a million
  /// assignments is one statement, and the page's trace panel shows a screenful.
  static let mostTraceLines = 200
  /// The most lines of what a statement printed that a page gets: its last ones, after a line
  /// saying how many came before.
  static let mostPrintedLines = 200

  /// `lines` cut to their first ``mostTraceLines``, and a line saying how many were left out.
  static func pageTrace(_ lines: [String]) -> [String] {
    guard lines.count > mostTraceLines else { return lines }
    let left = lines.count - mostTraceLines
    return Array(lines.prefix(mostTraceLines))
      + ["… \(left.withDigitGroups) more line\(left == 1 ? "" : "s") of the trace, in the shell"]
  }

  /// `text` cut to its last ``mostPrintedLines`` lines, after a line saying how many came
  /// before.
  static func pagePrinted(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if text.hasSuffix("\n") { lines.removeLast() }
    guard lines.count > mostPrintedLines else { return text }
    let left = lines.count - mostPrintedLines
    return "… \(left.withDigitGroups) earlier line\(left == 1 ? "" : "s"), in the shell\n"
      + lines.suffix(mostPrintedLines).joined(separator: "\n") + (text.hasSuffix("\n") ? "\n" : "")
  }
}
