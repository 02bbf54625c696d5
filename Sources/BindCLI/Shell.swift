import BindScript
import BindShell
import Foundation
import LineEditor

/// Opens the interactive shell on this process's terminal, or reads plain lines when
/// standard input is not a terminal.
enum Shell {
  /// Runs the shell until the user leaves or the input ends; returns how many entries failed.
  static func open(_ session: InterpreterSession) -> Int {
    let reader: LineReader
    var errorLimit: Int?
    if Terminal.isInteractive, let editor = try? EditLineReader(historyFile: historyPath) {
      InterruptSignal.install()
      session.interpreter.isInterrupted = { InterruptSignal.isRequested }
      editor.completer = Completer(session: session)
      reader = editor
      print("bind: type :help to learn the language, :quit or Ctrl-D to leave")
    } else {
      reader = PlainLineReader()
      errorLimit = ScriptError.shownLimit
    }
    let repl = REPL(
      reader: reader, session: session, write: Output.write, writeError: Output.writeError,
      errorLimit: errorLimit)
    repl.run()
    return repl.failures
  }

  private static var historyPath: String? {
    let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
    return home.isEmpty ? nil : home + "/.bind_history"
  }
}

/// Hands Tab completion to the session.
private final class Completer: LineCompleter {
  let session: InterpreterSession
  init(session: InterpreterSession) { self.session = session }
  func completions(for prefix: String) -> (replacing: Int, candidates: [String]) {
    session.completions(for: prefix)
  }
}
