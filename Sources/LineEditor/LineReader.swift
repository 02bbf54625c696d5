/// What reading one line produced.
public enum LineReadResult: Equatable, Sendable {
  /// A line, without its line terminator.
  case line(String)
  /// The user pressed Ctrl-C on an empty line.
  case interrupted
  /// The user pressed Ctrl-C while typing: the text on the line is discarded.
  case cancelled
  /// The input ended (Ctrl-D on an empty line, or the end of a pipe).
  case endOfInput
}

/// Reads lines for a read-eval-print loop: from a terminal with line editing, from a pipe,
/// or from a script in tests.
///
/// ```swift
/// let reader: LineReader = Terminal.isInteractive ? try EditLineReader() : PlainLineReader()
/// while case .line(let text) = reader.readLine(prompt: "bind> ") { ... }
/// ```
public protocol LineReader: AnyObject {
  /// Shows `prompt` (when interactive) and reads one line.
  func readLine(prompt: String) -> LineReadResult

  /// Records a complete entry (possibly several lines) as one history item.
  func addHistory(_ entry: String)

  /// Writes the history to its file, if it has one.
  func saveHistory()
}

/// Proposes completions for the word before the cursor.
public protocol LineCompleter: AnyObject {
  /// The candidates that complete the text before the cursor: each candidate replaces the
  /// last `replacing` characters of `prefix`.
  func completions(for prefix: String) -> (replacing: Int, candidates: [String])
}
