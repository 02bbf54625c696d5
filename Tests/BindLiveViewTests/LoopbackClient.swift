import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP connection to a server on 127.0.0.1, made with the C socket calls, for what no HTTP
/// client sends: bytes that are not UTF-8, a broken request line, half a body, a WebSocket
/// that is never read.
///
/// Every wait for the server is bounded in wall-clock time, so a server that never answers
/// fails the test instead of hanging it.
final class LoopbackClient {
  private var descriptor: Int32

  /// Connects to `port`, after setting `SO_RCVBUF` to `receiveBuffer`; nil when it cannot.
  init?(port: UInt16, receiveBuffer: Int32? = nil) {
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    if var size = receiveBuffer {
      setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      disconnect()
      return nil
    }
  }

  deinit { disconnect() }

  /// Sends all of `bytes`; whether it could.
  @discardableResult
  func write(_ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }

  /// Sends `text` as UTF-8; whether it could.
  @discardableResult
  func write(_ text: String) -> Bool {
    write(Array(text.utf8))
  }

  /// What the server sends until `enough` holds for it, the server closes, or `seconds` of
  /// wall-clock time pass, whichever is first.
  func receive(for seconds: Double, until enough: ([UInt8]) -> Bool = { _ in false }) -> [UInt8] {
    let deadline = Date(timeIntervalSinceNow: seconds)
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !enough(received) {
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { break }
      var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, Int32(min(left, 1) * 1000) + 1) >= 0 else { break }
      guard ready.revents != 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { break }
      received += buffer[..<count]
    }
    return received
  }

  /// The first line of the server's answer, without its CRLF, if it comes within `seconds`.
  func statusLine(within seconds: Double) -> String? {
    let crlf: [UInt8] = [13, 10]
    let answer = receive(for: seconds) { $0.firstRange(of: crlf) != nil }
    guard let end = answer.firstRange(of: crlf) else { return nil }
    return String(decoding: answer[..<end.lowerBound], as: UTF8.self)
  }

  /// Closes the connection; later calls do nothing.
  func disconnect() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
  }
}
