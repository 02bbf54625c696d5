import Dispatch
import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// Serves the live view of a session on the loopback address: the page at
/// `http://127.0.0.1:PORT/TOKEN/`, and the WebSocket it reads the session's states from.
///
/// ```swift
/// let server = try LiveViewServer.start()
/// print("view: \(server.url)")
/// server.publish(stateJSON)  // from any thread; never waits for a page
/// server.stop()
/// ```
///
/// Every other path, and every path with another token, gets 404. The page can change the
/// session only in play mode (``play(_:)``), and then only by an edit of a `marbles(...)`
/// literal that the editor checks; anything else gets a 4xx. A page that is slow or gone never holds up
/// ``publish(_:)``: each page has a mailbox with room for the newest state only.
public final class LiveViewServer: Sendable {
  /// The page's address, `http://127.0.0.1:PORT/TOKEN/`.
  public let url: String
  /// The port listened on.
  public let port: UInt16
  /// The secret path segment.
  public let token: String

  private let server: HTTPServer
  private let task: Task<Void, Never>
  private let broadcaster: Broadcaster
  private let desk: EditDesk

  private init(
    server: HTTPServer, task: Task<Void, Never>, broadcaster: Broadcaster, desk: EditDesk,
    port: UInt16, token: String
  ) {
    self.desk = desk
    self.server = server
    self.task = task
    self.broadcaster = broadcaster
    self.port = port
    self.token = token
    url = "http://127.0.0.1:\(port)/\(token)/"
  }

  /// Starts listening on 127.0.0.1 at `port` (0 picks a free one) and returns once
  /// connections are accepted.
  ///
  /// - Throws: ``StartError`` when the port is taken or the socket cannot be opened.
  public static func start(port: UInt16 = 0, token: String = LiveToken.make())
    throws(StartError) -> LiveViewServer
  {
    let broadcaster = Broadcaster()
    let desk = EditDesk()
    let routes = LiveRoutes(token: token, broadcaster: broadcaster, desk: desk)
    let address: sockaddr_in
    do {
      address = try .inet(ip4: "127.0.0.1", port: port)
    } catch {
      throw StartError(description: "could not make the address 127.0.0.1:\(port) (\(error))")
    }
    let server = HTTPServer(address: address, timeout: 60, logger: .disabled, handler: routes)
    let outcome = StartResult()
    let done = DispatchSemaphore(value: 0)
    let task = Task<Void, Never> {
      do {
        try await server.run()
      } catch {
        let failure = StartError.cannotListen(port: port, error)
        if outcome.settle(.failure(failure)) { done.signal() }
      }
    }
    Task {
      let result: Result<UInt16, StartError>
      do {
        try await server.waitUntilListening(timeout: 10)
        if case .ip4(_, let port)? = await server.listeningAddress {
          result = .success(port)
        } else {
          result = .failure(StartError(description: "the server has no IPv4 address"))
        }
      } catch {
        result = .failure(StartError(description: "the server did not start listening (\(error))"))
      }
      if outcome.settle(result) { done.signal() }
    }
    done.wait()
    switch outcome.value {
    case .success(let port):
      return LiveViewServer(
        server: server, task: task, broadcaster: broadcaster, desk: desk, port: port,
        token: token)
    case .failure(let error):
      task.cancel()
      throw error
    case nil:
      task.cancel()
      throw StartError(description: "the server did not start")
    }
  }

  /// Makes `state` (a JSON text) what every page shows; returns at once.
  public func publish(_ state: String) {
    broadcaster.publish(state)
  }

  /// Takes the play page's edits (`POST /TOKEN/edit`) to `editor`, which checks each and
  /// answers; `nil` refuses them all (403), as before play mode.
  public func play(_ editor: PlayEditor?) {
    desk.accept(editor)
  }

  /// How many pages are connected now.
  public var connectedPages: Int { broadcaster.clientCount }

  /// Closes every page's connection and stops listening; waits at most about a second.
  public func stop() {
    broadcaster.disconnectAll()
    let done = DispatchSemaphore(value: 0)
    let server = self.server
    let task = self.task
    Task {
      await server.stop(timeout: 0.5)
      task.cancel()
      done.signal()
    }
    _ = done.wait(timeout: .now() + 1)
  }
}

/// The outcome of starting, handed from the starting tasks to the waiting thread: the first
/// to settle it (listening, or failing to) wins.
private final class StartResult: Sendable {
  private let result = Mutex<Result<UInt16, LiveViewServer.StartError>?>(nil)

  /// Records `outcome` unless one is recorded already; returns whether it was recorded.
  func settle(_ outcome: Result<UInt16, LiveViewServer.StartError>) -> Bool {
    result.withLock { result in
      guard result == nil else { return false }
      result = outcome
      return true
    }
  }

  var value: Result<UInt16, LiveViewServer.StartError>? { result.withLock { $0 } }
}
