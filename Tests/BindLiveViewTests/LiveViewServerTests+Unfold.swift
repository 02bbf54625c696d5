import Foundation
import Synchronization
import Testing

@testable import BindLiveView

/// The route a page unfolds a node of the graph that stands for several with. In
/// `LiveViewServerTests`, which is serialized.
extension LiveViewServerTests {
  @Test func anUnfoldIsRefusedWhenNothingDrawsGroups() async throws {
    let server = try LiveViewServer.start()
    defer { server.stop() }
    let answer = try await post(server.url + "unfold", #"{"node": "DisposeBag Screen.swift:5"}"#)
    #expect(answer.status == 403)
  }

  @Test func anUnfoldReachesTheUnfolderWhichSaysWhetherTheGroupExists() async throws {
    let server = try LiveViewServer.start()
    defer { server.stop() }
    let asked = Mutex<[String]>([])
    server.unfolding { node in
      asked.withLock { $0.append(node) }
      return node == "DisposeBag Screen.swift:5"
    }
    let known = try await post(server.url + "unfold", #"{"node": "DisposeBag Screen.swift:5"}"#)
    let unknown = try await post(server.url + "unfold", #"{"node": "nothing"}"#)
    let malformed = try await post(server.url + "unfold", #"{"lane": "x"}"#)
    let get = try await post(server.url + "unfold", "", method: "GET")

    #expect(known.status == 200)
    #expect(unknown.status == 404)
    #expect(malformed.status == 400)
    #expect(get.status == 405)
    #expect(asked.withLock { $0 } == ["DisposeBag Screen.swift:5", "nothing"])
  }
}
