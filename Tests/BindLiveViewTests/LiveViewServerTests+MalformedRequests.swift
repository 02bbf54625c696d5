import Foundation
import Testing

@testable import BindLiveView

/// Requests no browser sends, over a raw socket: each gets an answer, never a silent close or
/// an open connection. In `LiveViewServerTests`, which is serialized, as the play tests are.
///
/// Every wait for an answer is bounded in wall-clock time; where the test is that the answer
/// comes at once, the bound is far under the server's read timeout, so a server that waits
/// for the body fails the test.
extension LiveViewServerTests {
  /// The head of a request: `requestLine`, `Host`, then `headers` (lines ending in CRLF).
  fileprivate static func head(_ requestLine: String, _ headers: String = "") -> String {
    "\(requestLine)\r\nHost: 127.0.0.1\r\n\(headers)\r\n"
  }

  /// The status lines in `answer`, in order: each `HTTP/1.1 ` up to its CR, wherever it is (a
  /// body need not end with a line break, and the page does not).
  fileprivate static func statusLines(_ answer: [UInt8]) -> [String] {
    String(decoding: answer, as: UTF8.self).components(separatedBy: "HTTP/1.1 ").dropFirst()
      .map { "HTTP/1.1 " + $0.prefix { $0 != "\r" && $0 != "\r\n" } }
  }

  /// The status line with which a playing server, started with `readTimeout`, answers the
  /// bytes `request` makes of its token, if it comes within `seconds`.
  fileprivate static func statusLine(
    answering request: (_ token: String) -> String, readTimeout: Duration = .seconds(5),
    within seconds: Double = 30
  ) throws -> String? {
    try statusLine(answering: { Array(request($0).utf8) }, readTimeout: readTimeout, within: seconds)
  }

  /// The status line with which a playing server, started with `readTimeout`, answers the
  /// bytes `request` makes of its token, if it comes within `seconds`.
  fileprivate static func statusLine(
    answering request: (_ token: String) -> [UInt8], readTimeout: Duration = .seconds(5),
    within seconds: Double = 30
  ) throws -> String? {
    let server = try LiveViewServer.start(readTimeout: readTimeout)
    defer { server.stop() }
    server.play { _ in .success("edited") }
    let client = try #require(LoopbackClient(port: server.port))
    client.write(request(server.token))
    return client.statusLine(within: seconds)
  }

  @Test func aHeaderWithAByteThatIsNotUTF8GetsA400() throws {
    // The ~ becomes 0xFF, which no String holds.
    let answer = try Self.statusLine { token in
      Array(Self.head("GET /\(token)/ HTTP/1.1", "X-Name: a~b\r\n").utf8).map {
        $0 == UInt8(ascii: "~") ? 0xFF : $0
      }
    }
    #expect(answer?.hasPrefix("HTTP/1.1 400 ") == true)
  }

  @Test(arguments: [
    "GET /TOKEN/", "GET  /TOKEN/ HTTP/1.1", "GET /TOKEN/ HTTP/1.1 more", "G(T /TOKEN/ HTTP/1.1",
    "GET /TOKEN/ HTTX/1.1", "GET /TOKEN/ HTTP/1", "GET /TO\u{1}KEN/ HTTP/1.1",
  ])
  func aMalformedRequestLineGetsA400(line: String) throws {
    let answer = try Self.statusLine { Self.head(line.replacingOccurrences(of: "TOKEN", with: $0)) }
    #expect(answer?.hasPrefix("HTTP/1.1 400 ") == true)
  }

  @Test(arguments: [
    "X-Name a", "X-Name : a", " folded", ": no name", "X-Name: a\u{1}b", "Content-Length: -1",
    "Content-Length: 1x", "Content-Length: 1, 1",
  ])
  func aMalformedHeaderLineGetsA400(line: String) throws {
    let answer = try Self.statusLine { Self.head("GET /\($0)/ HTTP/1.1", line + "\r\n") }
    #expect(answer?.hasPrefix("HTTP/1.1 400 ") == true)
  }

  /// `POST /TOKEN/edit` declaring `length` bytes of body, and 10 of them.
  fileprivate static func shortEdit(declaring length: Int) -> (_ token: String) -> String {
    { token in
      head(
        "POST /\(token)/edit HTTP/1.1",
        "Content-Type: application/json\r\nContent-Length: \(length)\r\n")
        + String(repeating: "x", count: 10)
    }
  }

  // The wait is far under the read timeout: a server that waits for the body fails here.
  @Test func aBodyDeclaredOverTheLimitGetsA413WithoutWaitingForIt() throws {
    let answer = try Self.statusLine(
      answering: Self.shortEdit(declaring: LiveRoutes.maximumEditBody + 904),
      readTimeout: .seconds(120), within: 10)
    #expect(answer?.hasPrefix("HTTP/1.1 413 ") == true)
  }

  @Test func aBodyThatDoesNotArriveInTimeGetsA408() throws {
    let answer = try Self.statusLine(
      answering: Self.shortEdit(declaring: 100), readTimeout: .milliseconds(500))
    #expect(answer?.hasPrefix("HTTP/1.1 408 ") == true)
  }

  @Test func aBodyWithATransferEncodingInsteadOfALengthGetsA411() throws {
    let answer = try Self.statusLine {
      Self.head("POST /\($0)/edit HTTP/1.1", "Transfer-Encoding: chunked\r\n") + "0\r\n\r\n"
    }
    #expect(answer?.hasPrefix("HTTP/1.1 411 ") == true)
  }

  @Test func anEditWhoseBodyComesInPiecesIsStillAnEdit() async throws {
    let server = try LiveViewServer.start()
    defer { server.stop() }
    server.play { _ in .success("edited") }
    let client = try #require(LoopbackClient(port: server.port))
    let body = #"{"lane": "x", "diagram": "--a|"}"#
    client.write(
      Self.head(
        "POST /\(server.token)/edit HTTP/1.1",
        "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n")
        + body.prefix(5))
    try await Task.sleep(for: .milliseconds(200))
    client.write(String(body.dropFirst(5)))
    #expect(client.statusLine(within: 30) == "HTTP/1.1 200 OK")
  }

  @Test func requestsSentTogetherAreAnsweredInOrderUpToAMalformedOne() throws {
    let server = try LiveViewServer.start()
    defer { server.stop() }
    let client = try #require(LoopbackClient(port: server.port))
    // The empty line between the first two is ignored, as a server should (RFC 9112 2.2).
    client.write(
      Self.head("GET /\(server.token)/ HTTP/1.1") + "\r\n" + Self.head("GET /elsewhere HTTP/1.1")
        + Self.head("GET /\(server.token)/"))
    // Until the server closes: the 400 ends the connection.
    let answer = client.receive(for: 30)
    #expect(
      Self.statusLines(answer) == [
        "HTTP/1.1 200 OK", "HTTP/1.1 404 Not Found", "HTTP/1.1 400 Bad Request",
      ])
  }

  @Test func aWebSocketThroughTheGateGetsTheStates() async throws {
    let server = try LiveViewServer.start()
    defer { server.stop() }
    let client = try #require(LoopbackClient(port: server.port))
    client.write(
      Self.head(
        "GET /\(server.token)/socket HTTP/1.1",
        "Upgrade: websocket\r\nConnection: Upgrade\r\n"
          + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"))
    let connected = ContinuousClock.now
    while server.connectedPages == 0, ContinuousClock.now - connected < .seconds(30) {
      try await Task.sleep(for: .milliseconds(10))
    }
    let state = Array(#"{"sequence":7}"#.utf8)
    server.publish(String(decoding: state, as: UTF8.self))
    let answer = client.receive(for: 30) { $0.firstRange(of: state) != nil }
    #expect(Self.statusLines(answer).first == "HTTP/1.1 101 Switching Protocols")
    #expect(answer.firstRange(of: state) != nil)
  }
}
