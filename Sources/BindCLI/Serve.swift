import ArgumentParser
import BindLiveSession
import BindScript
import BindShell
import LineEditor

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Bind {
  struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Open the shell and show the session live in a browser.",
      discussion: """
        Prints `view: http://127.0.0.1:PORT/TOKEN/` first: open that address to watch the \
        graph, the marbles, the views and the latest trace change as statements run. The \
        page is read-only and served on the loopback address only; it stops with the shell.
        """)

    @ArgumentParser.Argument(help: "A .bind script to run first.")
    var file: String?

    @Option(name: .long, help: "The port to listen on (default: any free port).")
    var port: UInt16?

    @Option(name: .long, help: "What to print after each statement: off, changes or full.")
    var trace: TraceMode = .changes

    @OptionGroup var output: OutputOptions

    func run() throws {
      if let file {
        do {
          _ = try ScriptFile.read(file)
        } catch {
          Output.writeError("error: \(error.description)\n")
          throw ExitCode(1)
        }
      }
      let options = Interpreter.Options(trace: trace, echo: file != nil)
      let session = InterpreterSession(options: options, usesColor: output.usesColor) {
        print($0, terminator: "")
      }
      let live = LiveViewControl(interpreter: session.interpreter)
      defer { live.stop() }
      print(try live.start(port: port ?? 0))
      fflush(nil)
      session.commands = [live.command]
      session.commands.append(
        PlayControl(session: session, live: live, write: Output.write).command)
      if let file {
        let runner = ScriptRunner(
          usesColor: output.usesColor, write: Output.write, writeError: Output.writeError)
        _ = runner.run(path: file, options: options, in: session.interpreter)
        session.interpreter.echo = false
      }
      let failures = Shell.open(session)
      if failures > 0 && !Terminal.isInteractive { throw ExitCode(1) }
    }
  }
}
