import LineEditor

/// The read-eval-print loop of `bind`: reads entries (continuing unfinished ones on a `...`
/// prompt), runs them in a session, prints the results, keeps history.
///
/// Ctrl-C discards the entry being typed; on an empty prompt it says how to leave, and a
/// second Ctrl-C in a row (or Ctrl-D, or `:quit`) leaves, saving the history.
public final class REPL {
  /// The prompt for a new entry.
  public static let prompt = "bind> "
  /// The prompt for a continued entry.
  public static let continuationPrompt = "  ...> "

  private let reader: LineReader
  private let session: ShellSession
  private let write: (String) -> Void
  private let writeError: (String) -> Void
  /// How many entries failed (an error, or an `expect` that did not hold).
  public private(set) var failures = 0

  /// Creates a loop reading from `reader`, running entries in `session`, printing what they
  /// print with `write` and their errors with `writeError` (by default, `write` too).
  public init(
    reader: LineReader, session: ShellSession, write: @escaping (String) -> Void,
    writeError: ((String) -> Void)? = nil
  ) {
    self.reader = reader
    self.session = session
    self.write = write
    self.writeError = writeError ?? write
  }

  /// Runs until the user leaves; saves the history on the way out.
  public func run() {
    defer { reader.saveHistory() }
    var entry: [String] = []
    var interruptedOnEmptyPrompt = false
    while true {
      let prompt = entry.isEmpty ? REPL.prompt : REPL.continuationPrompt
      switch reader.readLine(prompt: prompt) {
      case .endOfInput:
        if !entry.isEmpty { run(entry.joined(separator: "\n"), final: true) }
        return
      case .cancelled:
        entry = []
        interruptedOnEmptyPrompt = false
      case .interrupted:
        if !entry.isEmpty {
          entry = []
          interruptedOnEmptyPrompt = false
        } else if interruptedOnEmptyPrompt {
          return
        } else {
          interruptedOnEmptyPrompt = true
          write("(press Ctrl-C again, or Ctrl-D, or type :quit to leave)\n")
        }
      case .line(let line):
        interruptedOnEmptyPrompt = false
        entry.append(line)
        let text = entry.joined(separator: "\n")
        if text.allSatisfy(\.isWhitespace) {
          entry = []
          continue
        }
        switch run(text, final: false) {
        case .incomplete: continue
        case .quit: return
        case .done, .failed: entry = []
        }
      }
    }
  }

  @discardableResult
  private func run(_ text: String, final: Bool) -> EntryResult {
    InterruptSignal.clear()
    let result = session.execute(text)
    switch result {
    case .incomplete:
      if final {
        failures += 1
        writeError("error: the input ended in the middle of an entry\n")
      }
    case .done(let output), .quit(let output):
      reader.addHistory(text)
      write(output)
    case .failed(let output, let error):
      reader.addHistory(text)
      failures += 1
      write(output)
      writeError(error)
    }
    return result
  }
}
