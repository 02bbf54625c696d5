import BindScript
import LineEditor

/// The read-eval-print loop of `bind`: reads entries (continuing unfinished ones on a `...`
/// prompt), runs them in a session, prints the results, keeps history.
///
/// Keys, as in the shells people know: Ctrl-C discards the entry being typed; on an empty
/// prompt it says how to leave, and a second Ctrl-C in a row leaves. Ctrl-D on an empty
/// prompt leaves; on a continuation line it discards the unfinished entry. Ctrl-\ leaves at
/// once. History is saved on every way out.
public final class REPL {
  /// The prompt for a new entry.
  public static let prompt = "bind> "
  /// The prompt for a continued entry.
  public static let continuationPrompt = "  ...> "
  /// What Ctrl-D on a continuation line prints: the entry is gone, the shell stays.
  public static let discardedNotice =
    "(the unfinished entry is discarded; Ctrl-D on an empty prompt leaves)\n"

  private let reader: LineReader
  private let session: ShellSession
  private let write: (String) -> Void
  private let writeError: (String) -> Void
  private let errorLimit: Int?
  /// How many entries failed (an error, or an `expect` that did not hold).
  public private(set) var failures = 0
  private var errorsShown = 0
  private var errorsHidden = 0

  /// Creates a loop reading from `reader`, running entries in `session`, printing what they
  /// print with `write` and their errors with `writeError` (by default, `write` too).
  ///
  /// With an `errorLimit` (for input from a pipe), only that many errors are printed; the
  /// rest are counted, and the count is printed at the end: `... and 8,099 more errors`.
  /// Without one, each entry shows at most ``ScriptError/shownLimit`` errors.
  public init(
    reader: LineReader, session: ShellSession, write: @escaping (String) -> Void,
    writeError: ((String) -> Void)? = nil, errorLimit: Int? = nil
  ) {
    self.reader = reader
    self.session = session
    self.write = write
    self.writeError = writeError ?? write
    self.errorLimit = errorLimit
  }

  /// Runs until the user leaves; saves the history on the way out.
  public func run() {
    defer {
      writeError(ScriptError.moreErrors(errorsHidden))
      reader.saveHistory()
    }
    var entry: [String] = []
    var interruptedOnEmptyPrompt = false
    while !InterruptSignal.isQuitRequested {
      let prompt = entry.isEmpty ? REPL.prompt : REPL.continuationPrompt
      let read = reader.readLine(prompt: prompt)
      if case .interrupted = read, entry.isEmpty {
        if interruptedOnEmptyPrompt { return }
        interruptedOnEmptyPrompt = true
        write("(press Ctrl-C again, or Ctrl-D, or type :quit to leave)\n")
        continue
      }
      interruptedOnEmptyPrompt = false
      switch read {
      case .endOfInput:
        if !entry.isEmpty { run(entry.joined(separator: "\n"), final: true) }
        return
      case .endOfTransmission:
        if entry.isEmpty { return }
        entry = []
        write(REPL.discardedNotice)
      case .quit:
        return
      case .cancelled, .interrupted:
        entry = []
      case .line(let line):
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
        show(["error: the input ended in the middle of an entry\n"])
      }
    case .done(let output), .quit(let output):
      reader.addHistory(text)
      write(output)
    case .failed(let output, let errors):
      reader.addHistory(text)
      failures += 1
      write(output)
      show(errors)
    }
    return result
  }

  /// Prints errors up to the limit (``ScriptError/shownLimit`` for one entry, or
  /// `errorLimit` for the whole input) and counts the rest.
  private func show(_ errors: [String]) {
    let room = max(0, (errorLimit ?? (errorsShown + ScriptError.shownLimit)) - errorsShown)
    let shown = errors.prefix(room)
    errorsShown += shown.count
    writeError(shown.joined())
    if errorLimit == nil {
      writeError(ScriptError.moreErrors(errors.count - shown.count))
    } else {
      errorsHidden += errors.count - shown.count
    }
  }
}
