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
  struct Present: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Run a script one statement at a time, for an audience.",
      discussion: """
        Shows the next statement and waits: Enter runs it and shows its trace, c runs the \
        rest without stopping, q stops. With --serve the live view follows in a browser, and \
        keeps the final state on the page after the last statement until q.
        """)

    @ArgumentParser.Argument(help: "The .bind script to present.")
    var file: String

    @Flag(name: .long, help: "Also serve the live view (prints its address first).")
    var serve = false

    @Option(name: .long, help: "The live view's port, with --serve (default: any free port).")
    var port: UInt16?

    @OptionGroup var output: OutputOptions

    func run() throws {
      let text: String
      do {
        text = try ScriptFile.read(file)
      } catch {
        Output.writeError("error: \(error.description)\n")
        throw ExitCode(1)
      }
      let script: Interpreter.Script
      switch Interpreter.Script.parse(SourceFile(name: file, text: text)) {
      case .success(let parsed): script = parsed
      case .failure(let error):
        Output.writeError(error.rendered(usesColor: output.usesColor))
        throw ExitCode(1)
      }
      let interpreter = Interpreter { print($0, terminator: "") }
      let live = LiveViewControl(interpreter: interpreter)
      defer { live.stop() }
      if serve { print(try live.start(port: port ?? 0)) }
      let keys = KeyReader()
      let presenter = Presenter(
        interpreter: interpreter, usesColor: output.usesColor, isTerminal: isatty(0) == 1,
        readKey: keys.readKey,
        write: {
          print($0, terminator: "")
          fflush(nil)
        },
        announce: { live.announce(next: $0?.text, narration: $0?.comment) }, holdsAtEnd: serve)
      throw ExitCode(presenter.present(script) ? 0 : 1)
    }
  }
}
