import ArgumentParser
import BindLiveSession
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
        `:save FILE` in the shell writes the edited script. `--operator NAME` plays the \
        operator gallery's script for NAME (`bind play --operator debounce`).
        """)

    @ArgumentParser.Argument(help: "The .bind script to play.")
    var file: String?

    @Option(
      name: .long,
      help: "Play the operator gallery's script for this operator instead of a file (`debounce`).")
    var `operator`: String?

    @Option(name: .long, help: "The port to listen on (default: any free port).")
    var port: UInt16?

    @OptionGroup var output: OutputOptions

    func validate() throws {
      switch (file, `operator`) {
      case (nil, nil): throw ValidationError("Give a script to play, or --operator NAME.")
      case (.some, .some): throw ValidationError("Give a script or --operator NAME, not both.")
      case (nil, .some(let name)) where OperatorGallery.script(named: name) == nil:
        let near = NearestName.find(name, in: OperatorGallery.names).map { " Did you mean '\($0)'?" }
        throw ValidationError(
          "The operator gallery has no script for '\(name)'.\(near ?? "") "
            + "The gallery: \(OperatorGallery.names.joined(separator: ", ")).")
      default: break
      }
    }

    /// The name and text to play: the file's, or the gallery script's.
    private func source() throws -> (name: String, text: String) {
      if let name = `operator`, let gallery = OperatorGallery.script(named: name) {
        return ("\(gallery.name).bind", gallery.source)
      }
      let file = file ?? ""
      return (file, try ScriptFile.read(file))
    }

    func run() throws {
      let script: PlayScript
      do {
        let (name, text) = try source()
        script = try PlayScript(name: name, text: text)
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
