/// What the REPL needs from a language session: run an entry, and know the names in scope for
/// completion.
///
/// The interpreter provides one; tests provide fakes.
public protocol ShellSession: AnyObject {
  /// Runs one entry (one or more lines) and returns what happened.
  func execute(_ entry: String) -> EntryResult

  /// Completion candidates for the text before the cursor: each replaces the last
  /// `replacing` characters.
  func completions(for prefix: String) -> (replacing: Int, candidates: [String])
}

/// The outcome of one REPL entry.
public enum EntryResult: Equatable, Sendable {
  /// The entry ran; `output` is what to print.
  case done(output: String)
  /// The entry failed: `output` is what it printed before it stopped, `errors` its errors,
  /// each rendered with its source line (for standard error); a syntax error may come with
  /// others.
  case failed(output: String, errors: [String])
  /// The entry is unfinished (an open `{`, `(` or string): read another line.
  case incomplete
  /// The entry asked to leave the shell (`:quit`); `output` is what to print first.
  case quit(output: String)
}
