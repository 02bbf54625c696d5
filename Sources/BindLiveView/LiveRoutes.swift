import FlyingFox
import Foundation

/// Answers every request: the page and its socket under `/TOKEN/`, 404 for anything else.
///
/// Paths are compared as sent, before any normalisation, so `/TOKEN/../TOKEN/` or `/TOKEN`
/// are not the page.
struct LiveRoutes: HTTPHandler {
  let token: String
  let broadcaster: Broadcaster

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    guard request.method == .GET else { return Self.notFound }
    switch request.target.path() {
    case "/\(token)/":
      return HTTPResponse(
        statusCode: .ok,
        headers: [
          .contentType: "text/html; charset=utf-8",
          HTTPHeader("Cache-Control"): "no-store",
          HTTPHeader("Content-Security-Policy"):
            "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
            + "img-src data:; connect-src 'self'",
        ],
        body: Data(LivePage.html.utf8))
    case "/\(token)/socket":
      return try await WebSocketHTTPHandler(handler: LiveSocket(broadcaster: broadcaster))
        .handleRequest(request)
    default:
      return Self.notFound
    }
  }

  static let notFound = HTTPResponse(
    statusCode: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
    body: Data("not found\n".utf8))
}
