import BindScript

/// `bind present`: runs a script one statement at a time, for an audience: shows the comment
/// written above the next statement and the statement, waits for a key, runs it and shows its
/// trace.
///
/// Keys: Enter (or space, or `n`) runs the statement shown; `c` runs the rest without
/// stopping; `q`, Ctrl-C, Ctrl-D or Ctrl-\\ stops. When the input ends (a pipe that ran dry), the
/// rest runs without stopping.
///
/// A presentation that an audience watches live (`holdsAtEnd`) does not end with its last
/// statement, or with one that fails: the final state stays on the page, and the presenter
/// is told that `q` leaves.
public struct Presenter {
  /// What a key asks for.
  public enum Command: Equatable, Sendable {
    /// Run the statement shown.
    case next
    /// Run this statement and every later one without stopping.
    case rest
    /// Stop here.
    case stop

    /// The command a key means, or `nil` for a key that means nothing here.
    public init?(key: Character) {
      switch key {
      case "\n", "\r", " ", "n": self = .next
      case "c", "C": self = .rest
      case "q", "Q", "\u{3}", "\u{4}", "\u{1C}": self = .stop
      default: return nil
      }
    }
  }

  /// The hint shown while waiting.
  public static let hint = "Enter: run   c: run the rest   q: stop"
  /// What the presenter is told once the script has run, while the page stays.
  public static let holdHint = "the live view stays on the final state: q to leave"

  private let interpreter: Interpreter
  private let usesColor: Bool
  private let isTerminal: Bool
  private let readKey: () -> Character?
  private let write: (String) -> Void
  private let announce: (Interpreter.Script.Step?) -> Void
  private let holdsAtEnd: Bool

  /// Creates a presenter running statements in `interpreter`.
  ///
  /// It reads keys with `readKey` (`nil` at the end of input) and prints with `write`; on a
  /// terminal (`isTerminal`) the hint is erased once a key is pressed. `announce` hears each
  /// statement shown while it waits for a key (the live view shows it, with the comment above
  /// it), and `nil` when the presentation stops. With `holdsAtEnd` (the live view is served), the presenter waits
  /// for `q` after the last statement, or after one that failed, before returning.
  public init(
    interpreter: Interpreter, usesColor: Bool, isTerminal: Bool,
    readKey: @escaping () -> Character?, write: @escaping (String) -> Void,
    announce: @escaping (Interpreter.Script.Step?) -> Void = { _ in }, holdsAtEnd: Bool = false
  ) {
    self.holdsAtEnd = holdsAtEnd
    self.interpreter = interpreter
    self.usesColor = usesColor
    self.isTerminal = isTerminal
    self.readKey = readKey
    self.write = write
    self.announce = announce
  }

  /// Presents `script`; returns whether every statement shown ran without error (stopping
  /// early with `q` counts as success).
  public func present(_ script: Interpreter.Script) -> Bool {
    var pausing = true
    for (index, step) in script.steps.enumerated() {
      write(index == 0 ? "" : "\n")
      if let comment = step.comment { write(narration(comment)) }
      write(heading(index: index, of: script.steps.count) + indented(step.text) + "\n")
      if pausing {
        announce(step)
        switch waitForCommand() {
        case .stop:
          announce(nil)
          write("stopped before statement \(index + 1) of \(script.steps.count)\n")
          return true
        case .rest: pausing = false
        case .next: break
        }
      }
      let outcome = interpreter.run(step, of: script)
      if let error = outcome.error {
        write(error.rendered(usesColor: usesColor))
        holdUntilStopped()
        return false
      }
      if case .quit = outcome { return true }
    }
    write("the end: \(script.steps.count) statement\(script.steps.count == 1 ? "" : "s") ran\n")
    holdUntilStopped()
    return true
  }

  /// Keeps the final state on the page until the presenter presses `q` (or the input ends),
  /// when the live view is served.
  private func holdUntilStopped() {
    guard holdsAtEnd else { return }
    announce(nil)
    write(usesColor ? "\u{1B}[2m\(Self.holdHint)\u{1B}[0m" : Self.holdHint)
    defer { write("\n") }
    while let key = readKey() {
      if Command(key: key) == .stop { return }
    }
  }

  /// The comment above a statement, which tells the audience what comes: in italics on a
  /// terminal that shows colour.
  private func narration(_ comment: String) -> String {
    usesColor ? "\u{1B}[3m\(comment)\u{1B}[0m\n" : comment + "\n"
  }

  private func heading(index: Int, of count: Int) -> String {
    let label = "[\(index + 1)/\(count)] "
    return usesColor ? "\u{1B}[1;36m\(label)\u{1B}[0m" : label
  }

  private func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n      ")
  }

  private func waitForCommand() -> Command {
    write(usesColor ? "\u{1B}[2m\(Self.hint)\u{1B}[0m" : Self.hint)
    defer { write(isTerminal ? "\r\u{1B}[K" : "\n") }
    while true {
      guard let key = readKey() else { return .rest }
      if let command = Command(key: key) { return command }
    }
  }
}
