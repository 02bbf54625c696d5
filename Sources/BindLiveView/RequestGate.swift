import FlyingFox
import FlyingSocks
import Foundation

/// The live view's front door: listens on the page's port and reads every request whole
/// before FlyingFox sees it, so that every request gets an answer.
///
/// FlyingFox 0.27.1 closes the connection without a word on a request it cannot decode (a
/// byte that is not UTF-8, a request line without three parts, a bad `Content-Length`), reads
/// a body of up to 4 KiB before any handler with no time limit, and reads the rest of a larger
/// body before it sends the handler's answer, so a `413` waits for a body that may never come.
/// None of this has an option, and the dependency cannot be patched, so the gate wraps it: it
/// answers 400, 408, 411, 413, 431 and 505 itself (see ``RequestHead`` and ``GatedConnection``)
/// and forwards only whole, valid requests to FlyingFox, which listens on a port of its own on
/// 127.0.0.1 and answers them as before.
///
/// FlyingFox's own port is no secret (a local program can find it as it can find the page's),
/// and what it serves needs the token as the page's port does; a client that goes to it
/// directly, past the gate, can only keep its own connections waiting.
struct RequestGate: Sendable {
  /// The listening socket on 127.0.0.1; closed when ``run()`` returns.
  let listener: Socket
  /// Where FlyingFox listens.
  let server: sockaddr_in
  /// How long a request may take to arrive from its first byte to its body's last.
  let readTimeout: Duration
  /// The largest body forwarded, in bytes; a larger one gets 413.
  let maximumBody: Int

  /// Accepts connections and serves each until cancelled; then closes the listening socket.
  ///
  /// A failed accept (a connection reset before it was taken, no file descriptors left) is
  /// not the end: the gate tries again a tenth of a second later.
  func run() async {
    defer { try? listener.close() }
    let pool = HTTPServer.defaultPool()
    guard (try? await pool.prepare()) != nil,
      let listening = try? AsyncSocket(socket: listener, pool: pool)
    else { return }
    await withDiscardingTaskGroup { group in
      group.addTask { try? await pool.run() }
      while !Task.isCancelled {
        do {
          let client = try await listening.accept()
          group.addTask { await serve(client, pool: pool) }
        } catch {
          try? await Task.sleep(for: .milliseconds(100))
        }
      }
      group.cancelAll()
    }
  }

  private func serve(_ client: AsyncSocket, pool: some AsyncSocketPool) async {
    let connection = try? await AsyncSocket.connected(to: server, pool: pool)
    #if canImport(Darwin)
      try? connection?.socket.setValue(true, for: .noSIGPIPE)
    #endif
    await GatedConnection(
      client: client, server: connection, readTimeout: readTimeout, maximumBody: maximumBody
    ).run()
  }
}
