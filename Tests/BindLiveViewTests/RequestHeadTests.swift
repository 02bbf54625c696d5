import Testing

@testable import BindLiveView

/// What the gate makes of a request's first bytes, without a socket.
struct RequestHeadTests {
  private func read(_ text: String, maximumBody: Int = 4096) -> RequestHead.Reading {
    RequestHead.read(Array(text.utf8)[...], maximumBody: maximumBody)
  }

  private func status(_ text: String) -> Int? {
    guard case .refused(let refusal) = read(text) else { return nil }
    return refusal.status.code
  }

  @Test func aWholeHeadSaysHowLongItAndItsBodyAre() {
    let head = "POST /t/edit HTTP/1.1\r\nHost: a\r\nContent-Length: 12\r\n\r\n"
    #expect(
      read(head + "{\"lane\": 1}")
        == .complete(RequestHead(length: head.utf8.count, bodyLength: 12, upgrades: false)))
    #expect(
      read("GET / HTTP/1.0\nHost: a\n\n")
        == .complete(RequestHead(length: 24, bodyLength: 0, upgrades: false)))
  }

  @Test func aHeadWithUpgradeSaysSo() {
    let head = "GET /t/socket HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n"
    #expect(read(head) == .complete(RequestHead(length: head.utf8.count, bodyLength: 0, upgrades: true)))
  }

  @Test func aHeadNotAllThereIsIncompleteUntilItIsTooLong() {
    #expect(read("GET / HTTP/1.1\r\nHost: a\r\n") == .incomplete)
    #expect(read("GE") == .incomplete)
    let long = "GET / HTTP/1.1\r\nX-A: " + String(repeating: "a", count: RequestHead.maximumLength)
    #expect(status(long) == 431)
    #expect(status(long + "\r\n\r\n") == 431)
  }

  @Test func aBrokenLineIsRefusedBeforeTheHeadEnds() {
    #expect(status("GET /\r\n") == 400)
    #expect(status("GET / HTTP/1.1\r\nHost a\r\n") == 400)
  }

  @Test func theVersionIsHTTP1() {
    #expect(status("GET / HTTP/2.0\r\n\r\n") == 505)
    #expect(status("GET / HTTP/1.10\r\n\r\n") == 400)
    #expect(status("GET / http/1.1\r\n\r\n") == 400)
    #expect(
      read("GET / HTTP/1.9\r\n\r\n")
        == .complete(RequestHead(length: 18, bodyLength: 0, upgrades: false)))
  }

  @Test func theBodyIsFramedByOneContentLengthWithinTheLimit() {
    #expect(status("POST / HTTP/1.1\r\nContent-Length: 4097\r\n\r\n") == 413)
    #expect(status("POST / HTTP/1.1\r\nContent-Length: 99999999999999999999999\r\n\r\n") == 413)
    #expect(status("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n") == 400)
    #expect(status("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n") == 411)
    #expect(
      status("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 1\r\n\r\n") == 400)
    let twice = "POST / HTTP/1.1\r\nContent-Length: 3\r\ncontent-length: 3\r\n\r\n"
    #expect(read(twice) == .complete(RequestHead(length: twice.utf8.count, bodyLength: 3, upgrades: false)))
  }

  @Test func aHeaderValueMayBeUTF8ButNotOtherBytesOrControls() {
    let head = "GET / HTTP/1.1\r\nX-Name: caf\u{E9}\r\n\r\n"
    #expect(read(head) == .complete(RequestHead(length: head.utf8.count, bodyLength: 0, upgrades: false)))
    let latin1 = Array("GET / HTTP/1.1\r\nX-Name: caf".utf8) + [0xE9] + Array("\r\n\r\n".utf8)
    guard case .refused(let refusal) = RequestHead.read(latin1[...], maximumBody: 0) else {
      Issue.record("a lone 0xE9 was taken")
      return
    }
    #expect(refusal.status.code == 400)
    #expect(status("GET / HTTP/1.1\r\nX-Name: a\u{7F}\r\n\r\n") == 400)
    #expect(status("GET / HTTP/1.1\r\nX-Name: a\rb\r\n\r\n") == 400)
  }

  @Test func emptyLinesBeforeARequestAreCounted() {
    #expect(RequestHead.emptyLines(before: Array("\r\n\nGET".utf8)[...]) == 3)
    #expect(RequestHead.emptyLines(before: Array("\r".utf8)[...]) == 0)
    #expect(RequestHead.emptyLines(before: [][...]) == 0)
  }

  @Test func aRefusalIsAWholeAnswerThatCloses() {
    let text = String(decoding: Refusal.tooSlow.response, as: UTF8.self)
    #expect(text.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
    #expect(text.contains("\r\nConnection: close\r\n"))
    #expect(text.hasSuffix("\r\n\r\nthe request did not arrive in time\n"))
  }
}
