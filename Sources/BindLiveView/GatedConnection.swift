import FlyingSocks
import Foundation

/// One page's connection through the ``RequestGate``: reads the requests from `client`, hands
/// each whole and valid one to FlyingFox over `server`, and relays FlyingFox's answers back.
///
/// A request that cannot be served gets its ``Refusal`` only after FlyingFox has answered
/// every request before it, so answers keep the order of the requests: the gate stops sending
/// to FlyingFox (a FIN), FlyingFox answers what it has and closes, and then the gate answers
/// and closes too.
struct GatedConnection: Sendable {
  /// The page's connection.
  let client: AsyncSocket
  /// The connection to FlyingFox, or nil when it could not be made.
  let server: AsyncSocket?
  /// How long a request may take to arrive from its first byte to its body's last.
  let readTimeout: Duration
  /// The largest body forwarded, in bytes.
  let maximumBody: Int

  /// Serves the connection until the page or FlyingFox is done, then closes both sockets.
  func run() async {
    guard let server else {
      await refuse(.stopping)
      try? client.close()
      return
    }
    let refusal = await withTaskGroup(of: Finished.self) { group in
      group.addTask {
        await Self.pipe(from: server, to: client)
        return .answers
      }
      group.addTask {
        let refusal = await forwardRequests(to: server)
        server.socket.shutdownWrites()
        return .requests(refusal)
      }
      var refusal: Refusal?
      for await finished in group {
        switch finished {
        // FlyingFox has closed (or the page cannot be written to): nothing more to forward.
        case .answers: group.cancelAll()
        case .requests(let refused): refusal = refused
        }
      }
      return refusal
    }
    if let refusal { await refuse(refusal) }
    try? client.close()
    try? server.close()
  }

  /// Which half of the connection is done.
  private enum Finished {
    case answers
    case requests(Refusal?)
  }

  /// Forwards each whole request to `server` until the page closes or a request is refused.
  ///
  /// Returns the refusal, or nil. After a request that upgrades, the rest goes to FlyingFox
  /// unread.
  private func forwardRequests(to server: AsyncSocket) async -> Refusal? {
    var pending: [UInt8] = []
    var deadline: ContinuousClock.Instant?
    while true {
      pending.removeFirst(RequestHead.emptyLines(before: pending[...]))
      if !pending.isEmpty {
        // From a request's first byte, it has the read timeout to arrive whole.
        deadline = deadline ?? .now + readTimeout
        switch RequestHead.read(pending[...], maximumBody: maximumBody) {
        case .refused(let refusal):
          return refusal
        case .complete(let head) where pending.count >= head.length + head.bodyLength:
          let request = pending.prefix(head.length + head.bodyLength)
          pending.removeFirst(request.count)
          deadline = nil
          guard (try? await server.write(Data(request))) != nil else { return nil }
          if head.upgrades {
            guard (try? await server.write(Data(pending))) != nil else { return nil }
            await Self.pipe(from: client, to: server)
            return nil
          }
          continue
        case .complete, .incomplete:
          break
        }
      }
      switch await Self.read(from: client, before: deadline) {
      case .bytes(let bytes): pending += bytes
      case .ended: return nil
      case .late: return .tooSlow
      }
    }
  }

  /// Sends `refusal`, then reads and drops what the page still sends for up to the read
  /// timeout, so that closing with unread bytes does not reset the connection before the page
  /// has read the answer.
  private func refuse(_ refusal: Refusal) async {
    guard (try? await client.write(refusal.response)) != nil else { return }
    client.socket.shutdownWrites()
    let deadline = ContinuousClock.now + readTimeout
    while case .bytes = await Self.read(from: client, before: deadline) {}
  }

  /// Copies what `source` sends to `destination` until either closes.
  private static func pipe(from source: AsyncSocket, to destination: AsyncSocket) async {
    while case .bytes(let bytes) = await read(from: source, before: nil) {
      guard (try? await destination.write(Data(bytes))) != nil else { return }
    }
  }

  /// What one read brought.
  private enum Received: Sendable {
    case bytes([UInt8])
    /// The end of the stream, an error, or cancellation.
    case ended
    /// Nothing came before the deadline.
    case late
  }

  /// The next bytes from `socket`, waiting until `deadline` at most (nil: as long as it takes).
  private static func read(
    from socket: AsyncSocket, before deadline: ContinuousClock.Instant?
  ) async -> Received {
    guard let deadline else { return await read(from: socket) }
    return await withTaskGroup(of: Received.self) { group in
      group.addTask { await read(from: socket) }
      group.addTask {
        do {
          try await Task.sleep(until: deadline, clock: .continuous)
          return .late
        } catch {
          return .ended
        }
      }
      let first = await group.next() ?? .ended
      group.cancelAll()
      return first
    }
  }

  private static func read(from socket: AsyncSocket) async -> Received {
    do {
      return .bytes(try await socket.read(atMost: 4096))
    } catch {
      return .ended
    }
  }
}
