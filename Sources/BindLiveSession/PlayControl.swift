import BindScript
import BindShell
import Foundation

/// Play mode in one shell session (`bind play FILE`, `:play [FILE]`): serves the live view,
/// and lets its page edit the script's `let NAME = marbles(...)` literals.
///
/// ```swift
/// let play = PlayControl(session: session, live: live, write: { print($0, terminator: "") })
/// session.commands.append(play.command)   // `:play [FILE]`
/// ```
public final class PlayControl {
  private unowned let session: InterpreterSession
  private let live: LiveViewControl
  private let write: (String) -> Void
  private var play: PlaySession?
  /// The commands the shell had before play mode began.
  private let shellCommands: [ShellCommand]

  /// Play mode for `session`, served by `live`; `write` prints what the page's runs print.
  public init(session: InterpreterSession, live: LiveViewControl, write: @escaping (String) -> Void) {
    self.session = session
    self.live = live
    self.write = write
    shellCommands = session.commands
  }

  /// Plays `script`: starts the live view (once), runs the script from the start, and
  /// returns what to print: the page's address and what can be played.
  ///
  /// - Throws: `LiveViewServer.StartError` when the port is taken.
  public func start(_ script: PlayScript, port: UInt16) throws -> String {
    let view = try live.start(port: port)
    let play = PlaySession(shell: session, script: script, write: write)
    self.play = play
    live.attach(play)
    let run = play.start()
    session.commands = play.commands + shellCommands + [command]
    return view + "\n" + Self.summary(script, run)
  }

  /// `:play [FILE]`: plays the file, or the statements run so far.
  public var command: ShellCommand {
    ShellCommand(
      name: "play", usage: ":play [FILE]    drag this script's marbles in a browser (play mode)"
    ) { [self] arguments in
      guard arguments.count <= 1 else { return "error: usage: :play [FILE]\n" }
      do {
        let script: PlayScript
        if let path = arguments.first {
          script = try PlayScript(name: path, text: ScriptFile.read(path))
        } else {
          let text = session.exclusively { $0.transcriptText }
          script = try PlayScript(name: "<repl>", text: text)
        }
        return try start(script, port: 0)
      } catch let error as ScriptError {
        return error.rendered()
      } catch let error as ScriptFile.ReadError {
        return "error: \(error.description)\n"
      } catch {
        return "error: \(error)\n"
      }
    }
  }

  /// What can be played, and how the script's checks came out.
  public static func summary(_ script: PlayScript, _ run: PlayRun) -> String {
    let lanes = script.literals.map(\.name).filter { run.starts[$0] != nil }
    var text: String
    if lanes.isEmpty {
      text = "play: nothing to drag; declare an input as `let x = marbles(\"-a-b|\")`\n"
    } else {
      text =
        "play: drag the marbles of \(lanes.joined(separator: ", ")) on the page; "
        + ":save FILE writes the edited script\n"
    }
    for check in run.checks where !check.passed {
      text += "line \(check.line): \(check.text): \(check.message ?? "failed")\n"
    }
    return text
  }
}
