import BindingPictures
import Foundation
import Testing

@testable import BindingInspector

/// Session files: what `Inspector.export(to:)` writes and `bind inspect FILE` reads back, and
/// the clear refusal of anything else.
@Suite struct SessionFileTests {
  private let snapshot = InspectorSnapshot(
    nodes: [
      InspectedNode(id: 0, name: "PublishRelay", kind: .event, site: "A.swift:1", liveSubscriptions: 1),
      InspectedNode(
        id: 3, name: "subscribe", kind: .subscriber, site: nil, liveSubscriptions: 0, label: "log"),
    ],
    edges: [InspectedEdge(from: 0, to: 3)],
    lanes: [
      InspectedLane(
        node: 0,
        events: [
          Marble(time: 2, kind: .value("\"a\""), cause: 3), Marble(time: 5, kind: .error("boom"), cause: 6),
        ], earlier: 4)
    ],
    time: 9, droppedEvents: 4, droppedNodes: 1, evictedNodes: 2,
    subscriptions: [
      InspectedSubscription(
        id: 2, node: 3, source: 0, since: 2,
        owner: InspectedOwner(id: 0, name: "DisposeBag", site: "A.swift:4"))
    ], subscriptionsMade: 5)

  @Test func readsBackWhatItWrote() throws {
    #expect(try InspectorSnapshot(sessionFile: snapshot.sessionFile()) == snapshot)
  }

  @Test func readsAFileWrittenBeforeSubscriptionsWereRecorded() throws {
    var json = try #require(
      try JSONSerialization.jsonObject(with: snapshot.sessionFile()) as? [String: Any])
    json["subscriptions"] = nil
    json["subscriptionsMade"] = nil
    let read = try InspectorSnapshot(sessionFile: JSONSerialization.data(withJSONObject: json))
    #expect(read.subscriptions.isEmpty)
    #expect(read.nodes == snapshot.nodes)
  }

  @Test(arguments: [
    ("", "it is not JSON, or is cut short"),
    (
      "{\"format\": \"bind-inspector-session\", \"version\": 1, \"nodes\": [",
      "it is not JSON, or is cut short"
    ),
    ("{\"format\": \"other\", \"version\": 1}", "its format is \"other\", not \"bind-inspector-session\""),
    ("{\"version\": 1}", "its format is not named, not \"bind-inspector-session\""),
    (
      "{\"format\": \"bind-inspector-session\", \"version\": 2}", "it is version 2; this bind reads version 1"
    ),
  ])
  func refusesAFileThatIsNotOneSayingWhy(text: String, message: String) {
    #expect(throws: SessionFileError.self) { try InspectorSnapshot(sessionFile: Data(text.utf8)) }
    do {
      _ = try InspectorSnapshot(sessionFile: Data(text.utf8))
    } catch {
      #expect(error.description.hasPrefix(message))
    }
  }

  @Test(arguments: [
    ("\"edges\":[[0,3]]", "\"edges\":[[0,7]]", "edges[0] is not a pair of the file's node ids"),
    ("\"kind\":\"event\"", "\"kind\":\"volcano\"", "nodes[0].kind \"volcano\" is not a kind of node"),
    ("[2,\"value\",\"\\\"a\\\"\"]", "[2,\"value\"]", "lanes[0].events[0] is not [time, \"value\", text]"),
    ("\"node\":0", "\"node\":5", "lanes[0] names no node of the file"),
    ("\"droppedEvents\":4", "\"droppedEvents\":-4", "a count or the time is negative"),
    ("\"name\":\"PublishRelay\"", "\"name\":7", "nodes[0].name has the wrong type"),
    ("\"source\":0", "\"source\":9", "subscriptions[0] names no node of the file"),
    ("\"since\":2", "\"since\":99", "subscriptions[0] names no node of the file, or its number or time"),
  ])
  func refusesAHostileFileSayingWhere(replacing: String, with: String, message: String) throws {
    let text = String(decoding: snapshot.sessionFile(), as: UTF8.self)
    try #require(text.contains(replacing))
    let hostile = Data(text.replacingOccurrences(of: replacing, with: with).utf8)
    do {
      _ = try InspectorSnapshot(sessionFile: hostile)
      Issue.record("read a hostile file: \(with)")
    } catch {
      #expect(error.description.hasPrefix(message), "\(error.description)")
    }
  }
}
