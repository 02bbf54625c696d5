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
/// ``publish(_:)``: each page has a mailbox with room for the states of a timeline, and the
/// server keeps the session's timeline for pages that connect later.
///
/// Every request gets an answer: FlyingFox serves the routes, behind a ``RequestGate`` that
/// answers a malformed request (400), a body over the limit (413, at once), a request that
/// does not arrive in time (408) and a body without a length (411) itself.
public final class LiveViewServer: Sendable {
  /// The page's address, `http://127.0.0.1:PORT/TOKEN/`.
  public let url: String
  /// The port listened on.
  public let port: UInt16
  /// The secret path segment.
  public let token: String

  private let server: HTTPServer
  private let task: Task<Void, Never>
  private let gate: Task<Void, Never>
  private let feed: PageFeed
  private let desk: EditDesk
  private let unfolds: UnfoldDesk

  private init(
    server: HTTPServer, task: Task<Void, Never>, gate: Task<Void, Never>,
    feed: PageFeed, desk: EditDesk, unfolds: UnfoldDesk, port: UInt16, token: String
  ) {
    self.desk = desk
    self.unfolds = unfolds
    self.server = server
    self.task = task
    self.gate = gate
    self.feed = feed
    self.port = port
    self.token = token
    url = "http://127.0.0.1:\(port)/\(token)/"
  }

  /// Starts listening on 127.0.0.1 at `port` (0 picks a free one) and returns once
  /// connections are accepted.
  ///
  /// The server's tasks run at high priority: Swift's shared pool then gives them a thread
  /// even while the program's tasks, at the default priority, hold every one (busy, or
  /// blocked waiting), so the page is still served and the start does not wait for them.
  ///
  /// A request has `readTimeout` from its first byte to the last of its body to arrive, or it
  /// gets 408 (see ``RequestGate``).
  ///
  /// - Throws: ``StartError`` when the port is taken or the socket cannot be opened.
  public static func start(
    port: UInt16 = 0, token: String = LiveToken.make(), readTimeout: Duration = .seconds(5)
  ) throws(StartError) -> LiveViewServer {
    let listener = try listen(on: port)
    guard case .ip4(_, let port)? = try? listener.sockname() else {
      try? listener.close()
      throw StartError(description: "the server has no IPv4 address")
    }
    let feed = PageFeed()
    let desk = EditDesk()
    let unfolds = UnfoldDesk()
    let routes = LiveRoutes(token: token, feed: feed, desk: desk, unfolds: unfolds)
    let server = HTTPServer(address: loopback(0), timeout: 60, logger: .disabled, handler: routes)
    let task: Task<Void, Never>
    let inner: UInt16
    do {
      (task, inner) = try run(server)
    } catch {
      try? listener.close()
      throw error
    }
    let gate = RequestGate(
      listener: listener, server: loopback(inner), readTimeout: readTimeout,
      maximumBody: LiveRoutes.maximumEditBody)
    return LiveViewServer(
      server: server, task: task, gate: Task(priority: .high) { await gate.run() }, feed: feed,
      desk: desk, unfolds: unfolds, port: port, token: token)
  }

  /// A socket listening on 127.0.0.1 at `port`.
  private static func listen(on port: UInt16) throws(StartError) -> Socket {
    let socket: Socket
    do {
      socket = try Socket(domain: AF_INET)
    } catch {
      throw .cannotListen(port: port, error)
    }
    do {
      try socket.setValue(true, for: .localAddressReuse)
      #if canImport(Darwin)
        try socket.setValue(true, for: .noSIGPIPE)
      #endif
      try socket.bind(to: loopback(port))
      try socket.listen()
      return socket
    } catch {
      try? socket.close()
      throw .cannotListen(port: port, error)
    }
  }

  /// 127.0.0.1 at `port`.
  private static func loopback(_ port: UInt16) -> sockaddr_in {
    var address = sockaddr_in.inet(port: port)
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    return address
  }

  /// Runs `server` in a task and waits until it listens; returns the task and the port.
  ///
  /// - Throws: ``StartError`` when it does not listen within 10 seconds.
  private static func run(_ server: HTTPServer) throws(StartError) -> (Task<Void, Never>, UInt16) {
    let outcome = StartResult()
    let done = DispatchSemaphore(value: 0)
    let task = Task<Void, Never>(priority: .high) {
      do {
        try await server.run()
      } catch {
        let failure = StartError(description: "the server did not start (\(error))")
        if outcome.settle(.failure(failure)) { done.signal() }
      }
    }
    Task(priority: .high) {
      do {
        try await server.waitUntilListening(timeout: 10)
        if case .ip4(_, let port)? = await server.listeningAddress {
          if outcome.settle(.success(port)) { done.signal() }
        } else {
          let failure = StartError(description: "the server has no IPv4 address")
          if outcome.settle(.failure(failure)) { done.signal() }
        }
      } catch {
        let failure = StartError(description: "the server did not start listening (\(error))")
        if outcome.settle(.failure(failure)) { done.signal() }
      }
    }
    done.wait()
    switch outcome.value {
    case .success(let port)?:
      return (task, port)
    case .failure(let error)?:
      task.cancel()
      throw error
    case nil:
      task.cancel()
      throw StartError(description: "the server did not start")
    }
  }

  /// Makes `state` (a JSON text) what every page shows; returns at once.
  ///
  /// States of one `step` (``LiveState/step``) are one step of the timeline: each takes the
  /// place of the one before.
  public func publish(_ state: String, step: Int? = nil) {
    feed.publish(state, step: step)
  }

  /// Takes the play page's edits (`POST /TOKEN/edit`) to `editor`, which checks each and
  /// answers; `nil` refuses them all (403), as before play mode.
  public func play(_ editor: PlayEditor?) {
    desk.accept(editor)
  }

  /// Takes a page's requests to unfold a node of the graph that stands for several
  /// (`POST /TOKEN/unfold`, a click on one of ``LiveState/groups``) to `unfolder`; `nil`
  /// refuses them all (403).
  public func unfolding(_ unfolder: Unfolder?) {
    unfolds.accept(unfolder)
  }

  /// How many pages are connected now.
  public var connectedPages: Int { feed.clientCount }

  /// Closes every page's connection and stops listening; waits at most about a second.
  public func stop() {
    feed.disconnectAll()
    let done = DispatchSemaphore(value: 0)
    let (server, task, gate) = (self.server, self.task, self.gate)
    Task(priority: .high) {
      gate.cancel()
      await gate.value
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

  /// The outcome recorded, if any.
  var value: Result<UInt16, LiveViewServer.StartError>? { result.withLock { $0 } }
}
