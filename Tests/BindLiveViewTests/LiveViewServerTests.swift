import Foundation
import Testing

@testable import BindLiveView

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(Glibc)
  import Glibc
#endif

@Suite(.serialized) struct LiveViewServerTests {
  private func get(_ address: String) async throws -> (status: Int, body: String) {
    var request = URLRequest(url: URL(string: address)!, timeoutInterval: 30)
    request.cachePolicy = .reloadIgnoringLocalCacheData
    let (data, response) = try await URLSession.shared.data(for: request)
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
  }

  @Test func servesThePageOnlyUnderItsToken() async throws {
    let server = try LiveViewServer.start()
    defer { server.stop() }
    #expect(server.url == "http://127.0.0.1:\(server.port)/\(server.token)/")
    let page = try await get(server.url)
    #expect(page.status == 200)
    #expect(page.body.contains("new WebSocket"))
    let base = "http://127.0.0.1:\(server.port)"
    for path in ["/", "/\(LiveToken.make())/", "/\(server.token)", "/\(server.token)/x", "/favicon.ico"] {
      #expect(try await get(base + path).status == 404, "\(path)")
    }
  }

  @Test func tokensAreLongAndDifferent() {
    let tokens = Set((0..<100).map { _ in LiveToken.make() })
    #expect(tokens.count == 100)
    #expect(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
  }

  @Test func listensOnTheLoopbackAddressOnly() throws {
    let server = try LiveViewServer.start()
    defer { server.stop() }
    let address = try #require(Self.boundAddress(port: server.port))
    #expect(address == "127.0.0.1")
  }

  // The publishing runs on a thread of its own and is waited for in wall-clock time, so that
  // a publish that blocks fails the test instead of hanging it, and a busy test pool cannot
  // fail it (a test time limit counts the time spent waiting for the pool).
  @Test func aPageThatNeverReadsDoesNotHoldUpPublishingOrOtherPages() async throws {
    let server = try LiveViewServer.start()
    defer { server.stop() }
    let stuck = try #require(Self.openSocketWithoutReading(port: server.port, token: server.token))
    defer { stuck.disconnect() }
    let connected = ContinuousClock.now
    while server.connectedPages == 0, ContinuousClock.now - connected < .seconds(30) {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(server.connectedPages == 1)
    let published = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      let big = String(repeating: "m", count: 200_000)
      for index in 0..<500 { server.publish("{\"sequence\":\(index),\"pad\":\"\(big)\"}") }
      published.signal()
    }
    #expect(published.wait(timeout: .now() + .seconds(30)) == .success)
    #expect(try await get(server.url).status == 200)
  }

  @Test func aTakenPortIsAnErrorThatSaysSo() throws {
    let first = try LiveViewServer.start()
    defer { first.stop() }
    #expect {
      try LiveViewServer.start(port: first.port)
    } throws: { error in
      "\(error)" == "port \(first.port) is taken by another program; choose another one, "
        + "or leave the port out to get a free one"
    }
  }

  @Test func aReservedPortAndOtherSocketFailuresAreSaidInWords() {
    let reserved = LiveViewServer.StartError.cannotListen(
      port: 80, call: "bind", errno: EACCES, message: "Permission denied")
    #expect(reserved.description.hasPrefix("port 80 is reserved for the system"))
    let other = LiveViewServer.StartError.cannotListen(
      port: 9000, call: "listen", errno: ENOBUFS, message: "No buffer space available")
    #expect(
      other.description == "could not listen on 127.0.0.1:9000: no buffer space available (listen failed)")
    #expect(!reserved.description.contains("SocketError") && !other.description.contains("SocketError"))
  }

  @Test func stoppingClosesTheListeningSocket() async throws {
    let server = try LiveViewServer.start()
    let url = server.url
    server.stop()
    await #expect(throws: (any Error).self) { try await get(url) }
  }

  /// Opens a WebSocket by hand and never reads from it, as a frozen browser tab would.
  private static func openSocketWithoutReading(port: UInt16, token: String) -> LoopbackClient? {
    guard let client = LoopbackClient(port: port, receiveBuffer: 4096) else { return nil }
    client.write(
      "GET /\(token)/socket HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
        + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
        + "Sec-WebSocket-Version: 13\r\n\r\n")
    return client
  }

  /// The local address the server's port is bound to, read from /proc/net/tcp.
  private static func boundAddress(port: UInt16) -> String? {
    guard let table = try? String(contentsOfFile: "/proc/net/tcp", encoding: .utf8) else {
      return nil
    }
    let portHex = String(format: "%04X", port)
    for line in table.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: " ")
      guard fields.count > 3, fields[3] == "0A" else { continue }
      let local = fields[1].split(separator: ":")
      guard local.count == 2, local[1] == portHex, let raw = UInt32(local[0], radix: 16) else {
        continue
      }
      return [0, 8, 16, 24].map { String((raw >> $0) & 0xFF) }.joined(separator: ".")
    }
    return nil
  }
}
