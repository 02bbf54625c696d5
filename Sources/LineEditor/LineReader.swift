/// What reading one line produced.
public enum LineReadResult: Equatable, Sendable {
  /// A line, without its line terminator.
  case line(String)
  /// The user pressed Ctrl-C on an empty line.
  case interrupted
  /// The user pressed Ctrl-C while typing: the text on the line is discarded.
  case cancelled
  /// The user pressed Ctrl-D on an empty line: leave, or, on a continuation line, discard the
  /// unfinished entry. (On a line with text, Ctrl-D deletes the character under the cursor.)
  case endOfTransmission
  /// The user asked to leave at once, with Ctrl-\ (the signal SIGQUIT).
  case quit
  /// The input ended: the end of a pipe, or a terminal that went away.
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

  /// Records a complete entry (possibly several lines) as one history item, and writes it to
  /// the history file at once, if there is one.
  func addHistory(_ entry: String)

  /// Tidies the history file on the way out (keeps its last entries), if there is one.
  func saveHistory()
}

/// Proposes completions for the word before the cursor.
public protocol LineCompleter: AnyObject {
  /// The candidates that complete the text before the cursor: each candidate replaces the
  /// last `replacing` characters of `prefix`.
  func completions(for prefix: String) -> (replacing: Int, candidates: [String])
}
