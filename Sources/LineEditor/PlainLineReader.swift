/// Reads lines from standard input without editing, prompts or history: for pipes and
/// redirected files (`bind < script.bind`), where libedit would only get in the way.
public final class PlainLineReader: LineReader {
  private let next: () -> String?

  /// Creates a reader of standard input.
  public init() {
    next = { Swift.readLine(strippingNewline: true) }
  }

  /// Creates a reader that returns `lines` one by one, then the end of input: for tests.
  public init(lines: [String]) {
    var remaining = lines[...]
    next = { remaining.popFirst() }
  }

  /// Reads the next line; the prompt is not shown.
  public func readLine(prompt: String) -> LineReadResult {
    next().map(LineReadResult.line) ?? .endOfInput
  }

  /// Does nothing: plain input keeps no history.
  public func addHistory(_ entry: String) {}

  /// Does nothing: plain input keeps no history.
  public func saveHistory() {}
}
