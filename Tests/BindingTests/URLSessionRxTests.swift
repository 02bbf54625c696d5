import Binding
import BindingTestExpectations
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Answers every request of a session from a table, keyed by the URL's path, so that the
/// tests never reach the network.
private final class CannedAnswers: URLProtocol {
  /// Status and body for each path; a missing path fails with `URLError(.cannotFindHost)`.
  static let answers: [String: (status: Int, body: String)] = [
    "/available": (404, "not found"),
    "/user.json": (200, #"{"login": "alice", "id": 7}"#),
    "/broken.json": (200, "{ not json"),
    "/forbidden": (403, "no"),
  ]

  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  /// Signalled when a request to `/hang` (which never answers) starts loading.
  static let hangStarted = DispatchSemaphore(value: 0)
  /// Signalled when a request to `/hang` is stopped.
  static let hangStopped = DispatchSemaphore(value: 0)

  override func startLoading() {
    if request.url?.path == "/hang" {
      Self.hangStarted.signal()
      return
    }
    guard let url = request.url, let answer = Self.answers[url.path] else {
      client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
      return
    }
    let response = HTTPURLResponse(
      url: url, statusCode: answer.status, httpVersion: "HTTP/1.1", headerFields: nil)!
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: Data(answer.body.utf8))
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {
    guard request.url?.path == "/hang" else { return }
    Self.hangStopped.signal()
  }
}

/// What a sequence delivered before it ended.
// Written only by the sequence's one subscription before the continuation resumes; read after.
private final class Outcome<Element>: @unchecked Sendable {
  var values: [Element] = []
  var error: (any Error)?
}

/// `URLSession.rx`, RxCocoa's request sequences, against canned answers.
@Suite(.checksResources) struct URLSessionRxTests {
  private let session: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [CannedAnswers.self]
    return URLSession(configuration: configuration)
  }()

  private func request(_ path: String) -> URLRequest {
    URLRequest(url: URL(string: "http://example.invalid\(path)")!)
  }

  /// Every value of `source` and the error it ended with, if any, once it has ended.
  private func outcome<Element>(_ source: Observable<Element>) async -> Outcome<Element> {
    await withCheckedContinuation { continuation in
      let outcome = Outcome<Element>()
      _ = source.subscribe(
        onNext: { outcome.values.append($0) },
        onError: {
          outcome.error = $0
          continuation.resume(returning: outcome)
        },
        onCompleted: { continuation.resume(returning: outcome) })
    }
  }

  @Test func responseDeliversAnyStatusWithItsBody() async {
    let result = await outcome(session.rx.response(request: request("/available")))
    #expect(result.error == nil)
    #expect(result.values.map(\.response.statusCode) == [404])
    #expect(result.values.map { String(decoding: $0.data, as: UTF8.self) } == ["not found"])
  }

  @Test func dataFailsOutsideTheSuccessRange() async {
    let ok = await outcome(session.rx.data(request: request("/user.json")))
    #expect(ok.values.count == 1)
    #expect(ok.error == nil)

    let forbidden = await outcome(session.rx.data(request: request("/forbidden")))
    #expect(forbidden.values.isEmpty)
    guard case .httpRequestFailed(let response, let data)? = forbidden.error as? RxCocoaURLError
    else {
      Issue.record("expected httpRequestFailed, got \(String(describing: forbidden.error))")
      return
    }
    #expect(response.statusCode == 403)
    #expect(data == Data("no".utf8))
  }

  @Test func jsonParsesTheBodyOrFailsWithADeserializationError() async {
    let user = await outcome(session.rx.json(request: request("/user.json")))
    let object = user.values.first as? [String: Any]
    #expect(object?["login"] as? String == "alice")
    #expect(object?["id"] as? Int == 7)

    let broken = await outcome(session.rx.json(url: request("/broken.json").url!))
    #expect(broken.values.isEmpty)
    guard case .deserializationError? = broken.error as? RxCocoaURLError else {
      Issue.record("expected deserializationError, got \(String(describing: broken.error))")
      return
    }
  }

  @Test func aFailedRequestFailsTheSequence() async {
    let result = await outcome(session.rx.response(request: request("/nowhere")))
    #expect(result.values.isEmpty)
    #expect((result.error as? URLError)?.code == .cannotFindHost)
  }

  // The session calls the canned answers on its own threads, so these waits are measured in
  // wall-clock time from the moment they begin; a test time limit would instead count the
  // time the test spent waiting for a thread of the busy test pool, and would not end a
  // hang either (a continuation that is never resumed cannot be cancelled).
  @Test func disposingCancelsTheRequest() {
    let subscription = session.rx.data(request: request("/hang")).subscribe()
    #expect(CannedAnswers.hangStarted.wait(timeout: .now() + .seconds(30)) == .success)
    subscription.dispose()
    #expect(CannedAnswers.hangStopped.wait(timeout: .now() + .seconds(30)) == .success)
  }
}
