import ArgumentParser
import BindLiveSession
import BindScript
import BindShell
import Foundation
import LineEditor

/// What `bind` and `bind run` take: a script or none, and how to report what it does.
struct RunOptions: ParsableArguments {
  @ArgumentParser.Argument(help: "The .bind script to run; without one, the shell (or a pipe).")
  var file: String?

  @Flag(name: .shortAndLong, help: "After running the file, continue in the shell.")
  var interactive = false

  @Option(name: .long, help: "What to print after each statement: off, changes or full.")
  var trace: TraceMode = .changes

  @Flag(
    name: .shortAndLong,
    help: "Print only what the script prints (and errors, on standard error): no trace, no echo.")
  var quiet = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "How many steps (closure calls, traced changes) one statement may take before it is stopped as a runaway.",
      valueName: "n"))
  var stepLimit = 1_000_000

  @OptionGroup var output: OutputOptions

  func validate() throws {
    if stepLimit < 1 { throw ValidationError("--step-limit must be at least 1") }
    if quiet && interactive { throw ValidationError("--quiet and --interactive do not go together") }
  }

  func run() throws {
    let options = Interpreter.Options(
      trace: quiet ? .off : trace, echo: file != nil && !quiet, stepLimit: stepLimit)
    let session = InterpreterSession(options: options, usesColor: output.usesColor, write: Output.write)
    let live = LiveViewControl(interpreter: session.interpreter)
    defer { live.stop() }
    session.commands = [live.command]
    session.commands.append(PlayControl(session: session, live: live, write: Output.write).command)
    if let file {
      let runner = ScriptRunner(
        usesColor: output.usesColor, write: Output.write, writeError: Output.writeError)
      let succeeded = runner.run(path: file, options: options, in: session.interpreter)
      guard interactive else {
        // The process ends here: what the script made is left for the system to reclaim at
        // exit instead of being taken apart object by object, which took a tenth of the run
        // of a 100,000-statement script. The session stays reachable, never freed twice.
        _ = Unmanaged.passRetained(session)
        throw ExitCode(succeeded ? 0 : 1)
      }
      session.interpreter.echo = false
    }
    let failures = Shell.open(session)
    if failures > 0 && !Terminal.isInteractive { throw ExitCode(1) }
  }
}

/// Standard output and standard error, kept in order when both go to one place.
enum Output {
  static func write(_ text: String) {
    print(text, terminator: "")
  }

  static func writeError(_ text: String) {
    fflush(nil)
    FileHandle.standardError.write(Data(text.utf8))
  }
}
