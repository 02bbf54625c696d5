import ArgumentParser
import BindScript
import BindShell
import Foundation
import LineEditor

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Bind {
  struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Run a script and drag its marbles in a browser (play mode).",
      discussion: """
        Prints `view: http://127.0.0.1:PORT/TOKEN/` first. On that page, each input declared \
        as `let NAME = marbles("...")` is playable: drag a marble along its lane to move it \
        (100 ms a frame), drag it off the lane to remove it, click the lane to add one. Each \
        drop rewrites that literal in the script, runs the script again from the start and \
        shows the new lanes and expect results; the terminal prints the edited statement. \
        `:save FILE` in the shell writes the edited script.
        """)

    @ArgumentParser.Argument(help: "The .bind script to play.")
    var file: String

    @Option(name: .long, help: "The port to listen on (default: any free port).")
    var port: UInt16?

    @OptionGroup var output: OutputOptions

    func run() throws {
      let script: PlayScript
      do {
        script = try PlayScript(name: file, text: ScriptFile.read(file))
      } catch let error as ScriptFile.ReadError {
        Output.writeError("error: \(error.description)\n")
        throw ExitCode(1)
      } catch let error as ScriptError {
        Output.writeError(error.rendered(usesColor: output.usesColor))
        throw ExitCode(1)
      }
      let session = InterpreterSession(options: Interpreter.Options(), usesColor: output.usesColor) {
        print($0, terminator: "")
      }
      let live = LiveViewControl(interpreter: session.interpreter)
      defer { live.stop() }
      session.commands = [live.command]
      // Edits print from the edit queue while the shell may be blocked reading standard
      // input: written straight to the file, as fflush(nil) would wait for standard input's
      // lock.
      let play = PlayControl(session: session, live: live) {
        FileHandle.standardOutput.write(Data($0.utf8))
      }
      print(try play.start(script, port: port ?? 0), terminator: "")
      fflush(nil)
      _ = Shell.open(session)
    }
  }
}
