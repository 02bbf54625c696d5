import BindLiveModel
import BindScript
import BindingCore
import Dispatch
import Synchronization

/// Mirrors an interpreter's session on a live page: observes its events and sends each new
/// state to the pages of a ``LiveViewServer``.
///
/// ```swift
/// let mirror = try LiveMirror.start(interpreter)
/// print("view: \(mirror.url)")
/// // ... run statements; the page follows ...
/// mirror.stop()
/// ```
///
/// The interpreter's thread only hands each event over (and, after a statement, reads the
/// views' mock-ups); the pictures are drawn and sent on a background queue. When statements
/// come faster than pictures are drawn, the queue takes all waiting events at once and draws a
/// state for each statement among them (the last 40 of a longer backlog), so that the
/// timeline keeps a step for each.
public final class LiveMirror {
  /// The page's address, `http://127.0.0.1:PORT/TOKEN/`.
  public var url: String { server.url }
  /// The server.
  public let server: LiveViewServer
  private let relay: EventRelay
  private var observation: Disposable?

  private init(server: LiveViewServer, relay: EventRelay) {
    self.server = server
    self.relay = relay
  }

  /// Starts a server showing `interpreter`'s session, beginning with what it holds already.
  ///
  /// The server listens on 127.0.0.1 at `port` (0 picks a free one). Call on the
  /// interpreter's thread.
  ///
  /// - Throws: ``LiveViewServer/StartError`` when the server cannot listen.
  public static func start(_ interpreter: Interpreter, port: UInt16 = 0) throws -> LiveMirror {
    let server = try LiveViewServer.start(port: port)
    let graph = interpreter.graphSnapshot()
    var model = LiveModel(graph: graph, lanes: interpreter.marbleLanes(), time: interpreter.virtualTime)
    model.take(Readings(interpreter, graph: graph))
    let relay = EventRelay(model: model, server: server)
    relay.publishNow()
    let mirror = LiveMirror(server: server, relay: relay)
    mirror.observation = interpreter.observe { [weak interpreter] event in
      var readings: Readings?
      if case .statementFinished(let report) = event, let interpreter {
        readings = Readings(interpreter, graph: report.graph)
      }
      relay.send(event, readings: readings)
    }
    return mirror
  }

  /// Shows `statement` on the page as the one to run next (`bind present`), with
  /// `narration` (the comment written above it) over it, or nothing when `nil`; running a
  /// statement clears it.
  public func announce(next statement: String?, narration: String? = nil) {
    relay.announce(statement, narration: narration)
  }

  /// Keeps the page as it is until ``show(_:)``: call before re-running a played script, so
  /// the page gets the whole run as one state.
  public func hold() {
    relay.hold()
  }

  /// Shows `play` on the page with everything run since ``hold()``; `nil` ends play mode
  /// there.
  public func show(_ play: LivePlay?) {
    relay.show(play)
  }

  /// Stops following the interpreter and stops the server.
  public func stop() {
    observation?.dispose()
    observation = nil
    server.stop()
  }

  deinit { observation?.dispose() }
}
