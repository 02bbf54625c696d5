import BindScript
import Foundation
import Synchronization
import Testing

@testable import BindLiveView

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Play mode's edit route. In `LiveViewServerTests`, which is serialized: starting a server
/// waits on a semaphore, and two suites doing so at once can take every thread of the
/// cooperative pool on a 2-core machine.
extension LiveViewServerTests {
  /// A server whose play editor is a real ``PlayScript`` behind a lock.
  fileprivate final class Played: Sendable {
    let script: Mutex<PlayScript>
    init() throws {
      script = Mutex(try PlayScript(name: "p.bind", text: "let x = marbles(\"-a-b|\", a: 1, b: 2)\n"))
    }
    var editor: PlayEditor {
      { [self] edit in
        script.withLock { script in
          do throws(PlayEditError) {
            return .success(try script.apply(edit))
          } catch {
            return .failure(error)
          }
        }
      }
    }
    var text: String { script.withLock { $0.text } }
  }

  /// Sends `body` to `address` and returns the status and the answer's text.
  func post(
    _ address: String, _ body: String, type: String? = "application/json", method: String = "POST"
  ) async throws -> (status: Int, body: String) {
    var request = URLRequest(url: URL(string: address)!)
    request.httpMethod = method
    if let type { request.setValue(type, forHTTPHeaderField: "Content-Type") }
    if method != "GET" { request.httpBody = Data(body.utf8) }
    let (data, response) = try await URLSession.shared.data(for: request)
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
  }

  @Test func anEditIsRefusedUntilTheSessionPlays() async throws {
    let server = try LiveViewServer.start()
    defer { server.stop() }
    let answer = try await post(server.url + "edit", #"{"lane": "x", "diagram": "--a|"}"#)
    #expect(answer.status == 403)
  }

  @Test func anAcceptedEditAnswersWithTheEditedStatement() async throws {
    let server = try LiveViewServer.start()
    defer { server.stop() }
    let played = try Played()
    server.play(played.editor)
    let answer = try await post(server.url + "edit", #"{"lane": "x", "diagram": "--a|"}"#)
    #expect(answer.status == 200)
    #expect(answer.body == "let x = marbles(\"--a|\", a: 1, b: 2)\n")
    #expect(played.text == "let x = marbles(\"--a|\", a: 1, b: 2)\n")
  }

  @Test(
    arguments: [
      ("edit", #"{"lane": "x", "diagram": "-a\")\nlet y = 1 //"}"#, "application/json", 422),
      ("edit", #"{"lane": "x", "diagram": "-c|"}"#, "application/json", 422),
      ("edit", #"{"lane": "x", "diagram": "-a(b"}"#, "application/json", 422),
      ("edit", #"{"lane": "y", "diagram": "-a|"}"#, "application/json", 404),
      ("edit", #"{"lane": "x", "diagram": "-a|", "run": "y = 1"}"#, "application/json", 400),
      ("edit", #"{"lane": "x", "diagram": 3}"#, "application/json", 400),
      ("edit", #"["x", "-a|"]"#, "application/json", 400),
      ("edit", #"{"lane": "x", "#, "application/json", 400),
      ("edit", #"{"lane": "x", "diagram": "-a|"}"#, "text/plain", 415),
      ("edit", #"{"lane": "x", "diagram": "-a|"}"#, nil, 415),
      (
        "edit", #"{"lane": "x", "diagram": ""# + String(repeating: "-", count: 5000) + #""}"#,
        "application/json", 413
      ),
      ("edit/", #"{"lane": "x", "diagram": "-a|"}"#, "application/json", 404),
      ("socket", #"{"lane": "x", "diagram": "-a|"}"#, "application/json", 404),
    ] as [(String, String, String?, Int)])
  func aForgedRequestGetsA4xxAndChangesNothing(
    path: String, body: String, type: String?, status: Int
  ) async throws {
    let server = try LiveViewServer.start()
    defer { server.stop() }
    let played = try Played()
    server.play(played.editor)
    let before = played.text
    #expect(try await post(server.url + path, body, type: type).status == status)
    #expect(played.text == before)
  }

  @Test func aWrongTokenOrMethodGetsA4xxAndChangesNothing() async throws {
    let server = try LiveViewServer.start()
    defer { server.stop() }
    let played = try Played()
    server.play(played.editor)
    let body = #"{"lane": "x", "diagram": "--a|"}"#
    let wrong = "http://127.0.0.1:\(server.port)/\(LiveToken.make())/edit"
    #expect(try await post(wrong, body).status == 404)
    #expect(try await post(server.url + "edit", body, method: "GET").status == 405)
    #expect(try await post(server.url + "edit", body, method: "PUT").status == 405)
    #expect(played.text == "let x = marbles(\"-a-b|\", a: 1, b: 2)\n")
  }

  @Test func stoppingPlayRefusesEditsAgain() async throws {
    let server = try LiveViewServer.start()
    defer { server.stop() }
    let played = try Played()
    server.play(played.editor)
    server.play(nil)
    #expect(try await post(server.url + "edit", #"{"lane": "x", "diagram": "--a|"}"#).status == 403)
  }
}
