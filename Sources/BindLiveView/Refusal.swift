import FlyingFox
import Foundation

/// An answer the ``RequestGate`` gives itself, for a request FlyingFox never sees: an error
/// status and a line saying why, after which the connection closes.
struct Refusal: Equatable, Sendable {
  /// The status: 400, 408, 411, 413, 431 or 505, or 503 while the server stops.
  let status: HTTPStatusCode
  /// Why, in one line for whoever reads the answer.
  let reason: String

  /// A refusal with `status`, saying `reason`.
  init(_ status: HTTPStatusCode, _ reason: String) {
    self.status = status
    self.reason = reason
  }

  /// The answer as sent: the status line, a plain-text body with the reason, and
  /// `Connection: close`.
  var response: Data {
    let body = reason + "\n"
    let head =
      "HTTP/1.1 \(status.code) \(status.phrase)\r\n"
      + "Content-Type: text/plain; charset=utf-8\r\nCache-Control: no-store\r\n"
      + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n"
    return Data((head + body).utf8)
  }

  /// The request, or its body, did not arrive within the read timeout.
  static let tooSlow = Refusal(.requestTimeout, "the request did not arrive in time")

  /// FlyingFox cannot be reached: the server is stopping.
  static let stopping = Refusal(.serviceUnavailable, "the live view is stopping")
}
