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
      "{\"format\": \"bind-inspector-session\", \"version\": 3}",
      "it is version 3; this bind reads versions 1 and 2"
    ),
    (
      "{\"format\": \"bind-inspector-session\", \"version\": 2, \"steps\": [{\"changed\": [",
      "it is not JSON, or is cut short"
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

  /// `snapshot` with its relay's lane ending at `value`.
  private func state(_ value: String, at time: Int) -> InspectorSnapshot {
    InspectorSnapshot(
      nodes: snapshot.nodes, edges: snapshot.edges,
      lanes: [
        InspectedLane(node: 0, events: [Marble(time: time, kind: .value(value), cause: time + 1)], earlier: 0)
      ],
      time: time + 1, droppedEvents: 0, droppedNodes: 0)
  }

  /// A session of three states, the relay's value 1, 2 then 3, seven earlier ones dropped.
  private var session: InspectorSession {
    InspectorSession(
      steps: [
        .init(snapshot: state("1", at: 1), changed: [0]),
        .init(snapshot: state("2", at: 4), changed: [0], unfolded: ["DisposeBag A.swift:4"]),
        .init(snapshot: snapshot, changed: [0, 3]),
      ], droppedSteps: 7)
  }

  @Test func readsBackASessionsStatesInOrderWithTheCountOfThoseDropped() throws {
    let read = try InspectorSession(sessionFile: session.sessionFile())
    #expect(read == session)
    #expect(
      read.steps.map { $0.snapshot.lanes.first?.events.last?.kind } == [
        .value("1"), .value("2"), .error("boom"),
      ])
    #expect(read.droppedSteps == 7)
    #expect(read.steps[1].unfolded == ["DisposeBag A.swift:4"])
    // The snapshot of a session file is its newest state's.
    #expect(try InspectorSnapshot(sessionFile: session.sessionFile()) == snapshot)
  }

  @Test func readsAFileOfOneSnapshotAsASessionOfOneState() throws {
    let read = try InspectorSession(sessionFile: snapshot.sessionFile())
    #expect(read.steps == [InspectorSession.Step(snapshot: snapshot, changed: [0])])
    #expect(read.droppedSteps == 0)
  }

  @Test(arguments: [
    ("\"droppedSteps\":7", "\"droppedSteps\":-7", "droppedSteps is negative"),
    ("\"changed\":[0],", "\"changed\":[9],", "steps[0].changed names no node of its snapshot"),
    ("\"changed\":[0],", "", "steps[0].changed is missing"),
    (
      "\"edges\":[[0,3]]", "\"edges\":[[0,7]]",
      "steps[0].snapshot: edges[0] is not a pair of the file's node ids"
    ),
    ("\"kind\":\"event\"", "\"kind\":7", "steps[0].snapshot.nodes[0].kind has the wrong type"),
    ("\"unfolded\":[]", "\"unfolded\":null", "steps[0].unfolded is null"),
  ])
  func refusesAHostileSessionSayingWhere(replacing: String, with: String, message: String) throws {
    try expectRefusal(of: session.sessionFile(), replacing: replacing, with: with, message: message)
  }

  /// Expects `file` with `replacing` replaced by `with` to be refused with `message`.
  private func expectRefusal(of file: Data, replacing: String, with: String, message: String) throws {
    let text = String(decoding: file, as: UTF8.self)
    try #require(text.contains(replacing))
    let hostile = Data(text.replacingOccurrences(of: replacing, with: with).utf8)
    do {
      _ = try InspectorSession(sessionFile: hostile)
      Issue.record("read a hostile file: \(with)")
    } catch {
      #expect(error.description.hasPrefix(message), "\(error.description)")
    }
  }

  @Test func refusesASessionOfNoStatesOrOfMoreThanItsBound() throws {
    for count in [0, InspectorSession.mostSteps + 1] {
      let steps = Array(repeating: InspectorSession.Step(snapshot: snapshot, changed: []), count: count)
      #expect(throws: SessionFileError("steps has \(count) states; a session has 1 to 200")) {
        try InspectorSession(sessionFile: InspectorSession(steps: steps).sessionFile())
      }
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
    try expectRefusal(of: snapshot.sessionFile(), replacing: replacing, with: with, message: message)
  }
}
