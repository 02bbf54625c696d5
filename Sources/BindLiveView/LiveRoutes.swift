import BindScript
import FlyingFox
import Foundation

/// Answers every request: the page and its socket under `/TOKEN/`, the play page's edits at
/// `POST /TOKEN/edit`, a request to unfold a node of the graph at `POST /TOKEN/unfold`, 404
/// for anything else.
///
/// Paths are compared as sent, before any normalisation, so `/TOKEN/../TOKEN/` or `/TOKEN`
/// are not the page.
struct LiveRoutes: HTTPHandler {
  let token: String
  let feed: PageFeed
  let desk: EditDesk
  let unfolds: UnfoldDesk

  /// The largest edit body read, in bytes: the largest body of any request, since the
  /// ``RequestGate`` answers a larger one with 413 before FlyingFox reads it.
  static let maximumEditBody = 4096

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    let path = request.target.path()
    if path == "/\(token)/edit" { return await edit(request) }
    if path == "/\(token)/unfold" { return await unfold(request) }
    guard request.method == .GET else { return Self.notFound }
    switch path {
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
      return try await WebSocketHTTPHandler(handler: LiveSocket(feed: feed))
        .handleRequest(request)
    default:
      return Self.notFound
    }
  }

  /// `POST /TOKEN/unfold` with `{"node": "NAME"}`: 200 when the graph's node `NAME` stands for
  /// several and unfolds in the states to come, 404 when no node does, 403 when nothing draws
  /// groups (a script's session).
  private func unfold(_ request: HTTPRequest) async -> HTTPResponse {
    if let refusal = Self.refusal(of: request) { return refusal }
    guard let body = try? await request.bodyData,
      let node = try? JSONDecoder().decode(UnfoldDesk.Request.self, from: body).node
    else { return Self.reply(.badRequest, "send {\"node\": NAME} and nothing else") }
    switch unfolds.submit(node) {
    case nil: return Self.reply(.forbidden, "this session has no groups to unfold")
    case true?: return Self.reply(.ok, "unfolded \(node)")
    case false?: return Self.reply(.notFound, "no group named \(node)")
    }
  }

  /// The answer to a request that is not a POST of a JSON body of at most
  /// ``maximumEditBody`` bytes; `nil` for one that is.
  private static func refusal(of request: HTTPRequest) -> HTTPResponse? {
    guard request.method == .POST else { return Self.reply(.methodNotAllowed, "use POST") }
    let type = request.headers[.contentType] ?? ""
    guard type.split(separator: ";").first?.trimmingCharacters(in: .whitespaces) == "application/json"
    else { return Self.reply(.unsupportedMediaType, "send application/json") }
    guard let length = request.headers[.contentLength].flatMap({ Int($0) }) else {
      return Self.reply(.lengthRequired, "send a Content-Length")
    }
    guard length <= Self.maximumEditBody else {
      return Self.reply(.payloadTooLarge, "an edit has at most \(Self.maximumEditBody) bytes")
    }
    return nil
  }

  /// `POST /TOKEN/edit` with `{"lane": "x", "diagram": "-a-b|"}`: 200 and the edited
  /// statement, or a 4xx saying why nothing changed.
  private func edit(_ request: HTTPRequest) async -> HTTPResponse {
    guard request.method == .POST else { return Self.reply(.methodNotAllowed, "use POST") }
    guard desk.isOpen else { return Self.reply(.forbidden, "this session is not playing") }
    if let refusal = Self.refusal(of: request) { return refusal }
    guard let body = try? await request.bodyData, let edit = MarbleEdit(json: body) else {
      return Self.reply(.badRequest, "send {\"lane\": NAME, \"diagram\": TEXT} and nothing else")
    }
    switch await desk.submit(edit) {
    case nil:
      return Self.reply(.forbidden, "this session is not playing")
    case .success(let statement)?:
      return Self.reply(.ok, statement)
    case .failure(let error)?:
      let status: HTTPStatusCode = error.kind == .unknownLiteral ? .notFound : .unprocessableContent
      return Self.reply(status, error.message)
    }
  }

  private static func reply(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
    HTTPResponse(
      statusCode: status,
      headers: [.contentType: "text/plain; charset=utf-8", HTTPHeader("Cache-Control"): "no-store"],
      body: Data((text + "\n").utf8))
  }

  static let notFound = HTTPResponse(
    statusCode: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
    body: Data("not found\n".utf8))
}
