import BindLiveModel
import BindLiveView
import BindScript
import BindShell

/// The live view of one shell session: started by `bind serve`, `bind play`,
/// `bind present --serve`, `:serve` or `:play`, stopped when the session ends.
///
/// ```swift
/// let live = LiveViewControl(interpreter: session.interpreter)
/// session.commands.append(live.command)   // `:serve [PORT]`
/// print(try live.start(port: 0))          // view: http://127.0.0.1:PORT/TOKEN/
/// ```
public final class LiveViewControl {
  private let interpreter: Interpreter
  private var mirror: LiveMirror?

  /// The page's address while serving.
  public var url: String? { mirror?.url }

  /// A control for `interpreter`'s session; nothing is served until ``start(port:)``.
  public init(interpreter: Interpreter) {
    self.interpreter = interpreter
  }

  /// Starts serving (once) and returns the line to print first: `view: URL`.
  ///
  /// - Throws: `LiveViewServer.StartError` when the port is taken.
  public func start(port: UInt16) throws -> String {
    if let mirror { return "view: \(mirror.url) (already serving)" }
    let mirror = try LiveMirror.start(interpreter, port: port)
    self.mirror = mirror
    return "view: \(mirror.url)"
  }

  /// `:serve [PORT]` for the shell.
  public var command: ShellCommand {
    ShellCommand(name: "serve", usage: ":serve [PORT]   show this session live in a browser") {
      [unowned self] arguments in
      guard arguments.count <= 1, let port = UInt16(arguments.first ?? "0") else {
        return "error: usage: :serve [PORT] (a port number up to 65535)\n"
      }
      do {
        return try start(port: port) + "\n"
      } catch {
        return "error: \(error)\n"
      }
    }
  }

  /// Shows the statement `bind present` runs next, and the comment above it, on the page, if
  /// serving.
  public func announce(next statement: String?, narration: String? = nil) {
    mirror?.announce(next: statement, narration: narration)
  }

  /// Makes the page play `play`.
  ///
  /// Edits from the page go to it, and each of its runs reaches the page whole. Serve first.
  public func attach(_ play: PlaySession) {
    guard let mirror else { return }
    play.willRun = { mirror.hold() }
    play.didRun = { script, run, edited in
      mirror.show(LivePlay(script: script, run: run, edited: edited))
    }
    mirror.server.play { edit in play.apply(edit) }
  }

  /// Stops the server, closing every page.
  public func stop() {
    mirror?.server.play(nil)
    mirror?.stop()
    mirror = nil
  }
}
