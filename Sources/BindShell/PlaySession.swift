import BindScript
import BindingCore
import Foundation

/// Play mode (`bind play FILE`, `:play`): a script whose marble literals a page may edit.
///
/// A page may edit each `let NAME = marbles(...)` literal. Each accepted edit rewrites the literal in the script's text, re-runs the
/// whole script from the start in the shell's interpreter (forgetting everything first, as
/// `:reset` does) and prints the edited statement.
///
/// ```swift
/// let play = try PlaySession(shell: session, script: PlayScript(name: path, text: text))
/// play.start()
/// switch play.apply(MarbleEdit(lane: "x", diagram: "--a|")) { ... }
/// ```
///
/// Edits may come from any thread; they wait for the entry running, if any, and the shell
/// waits for an edit's run. Statements typed in the shell while playing are added to the
/// script, so `:save` writes what the page shows.
public final class PlaySession: @unchecked Sendable {
  // @unchecked: `script`, `lastRun` and `isReplaying` change only while holding the shell
  // session's lock (inside `exclusively`, or in an entry's events); `state` guards reads.

  /// Called on the running thread before a run and after it (with the script and what the
  /// run gave): the live view holds its page still meanwhile, then shows the new state.
  public var willRun: () -> Void = {}
  /// See ``willRun``.
  public var didRun: (PlayScript, PlayRun, _ edited: String?) -> Void = { _, _, _ in }

  private let shell: InterpreterSession
  private let write: (String) -> Void
  private var script: PlayScript
  private var lastRun = PlayRun()
  private var isReplaying = false
  private var observation: Disposable?

  /// Plays `script` in `shell`'s interpreter; `write` prints the edited statements.
  public init(shell: InterpreterSession, script: PlayScript, write: @escaping (String) -> Void) {
    self.shell = shell
    self.script = script
    self.write = write
  }

  deinit { observation?.dispose() }

  /// The script as it reads now, edits included.
  public var text: String { shell.exclusively { _ in script.text } }

  /// The script and the outcome of its latest run.
  public var current: (script: PlayScript, run: PlayRun) {
    shell.exclusively { _ in (script, lastRun) }
  }

  /// Runs the script from the start (the first time) and follows the statements typed next.
  @discardableResult
  public func start() -> PlayRun {
    shell.exclusively { interpreter in
      if observation == nil {
        observation = interpreter.observe { [unowned self] event in follow(event) }
      }
      return replay(interpreter, edited: nil)
    }
  }

  /// Checks `edit` as if typed and, if accepted, plays it.
  ///
  /// An accepted edit rewrites the literal, re-runs the script and prints the edited
  /// statement. Returns the edited statement, or why nothing changed.
  public func apply(_ edit: MarbleEdit) -> Result<String, PlayEditError> {
    let result = shell.exclusively { interpreter -> Result<String, PlayEditError> in
      var edited = script
      let statement: String
      do throws(PlayEditError) {
        statement = try edited.apply(edit)
      } catch {
        return .failure(error)
      }
      script = edited
      replay(interpreter, edited: statement)
      return .success(statement)
    }
    if case .success(let statement) = result {
      let failures = current.run.failures
      let summary = failures == 0 ? "" : "  (\(failures) expect\(failures == 1 ? "" : "s") failing)"
      write("\n› \(statement)   # edited on the page\(summary)\n")
    }
    return result
  }

  /// `:save FILE`, writing the played script with its edits.
  public var commands: [ShellCommand] {
    [
      ShellCommand(name: "save", usage: ":save FILE      write the played script, with its edits") {
        [unowned self] arguments in
        guard arguments.count == 1 else { return "error: usage: :save FILE\n" }
        do {
          try text.write(toFile: arguments[0], atomically: true, encoding: .utf8)
          return "saved the played script to \(arguments[0])\n"
        } catch {
          return "error: could not write '\(arguments[0])': \(error.localizedDescription)\n"
        }
      }
    ]
  }

  @discardableResult
  private func replay(_ interpreter: Interpreter, edited: String?) -> PlayRun {
    willRun()
    isReplaying = true
    lastRun = interpreter.play(script)
    isReplaying = false
    didRun(script, lastRun, edited)
    return lastRun
  }

  private func follow(_ event: InterpreterEvent) {
    guard !isReplaying, case .statementFinished(let report) = event,
      case .completed = report.result, !report.statement.text.hasPrefix(":")
    else { return }
    script.append(report.statement.text)
  }
}
