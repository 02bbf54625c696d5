import BindingPictures
import Foundation

extension InspectorSnapshot {
  /// The largest session file read, in bytes: a bounded recording never comes near it.
  public static let largestSessionFile = 256 << 20

  /// The snapshot as a session file of one state: JSON (version 1, which every `bind` that
  /// reads session files reads) that ``init(sessionFile:)`` and `bind inspect FILE` read back.
  ///
  /// ```swift
  /// try inspector.snapshot().sessionFile().write(to: URL(fileURLWithPath: "session.json"))
  /// ```
  public func sessionFile() -> Data {
    SessionFile.encode(SessionFile(self, format: SessionFile.formatName, version: 1))
  }

  /// Reads a session file written by ``sessionFile()`` or ``InspectorSession/sessionFile()``:
  /// the snapshot of its newest state.
  ///
  /// - Throws: ``SessionFileError`` for a file that is not one (cut short, another format, a
  ///   newer version, an edge or lane naming a node it does not have), saying where.
  public init(sessionFile data: Data) throws(SessionFileError) {
    let session = try InspectorSession(sessionFile: data)
    guard let last = session.steps.last else { throw SessionFileError("it has no states") }
    self = last.snapshot
  }
}

extension InspectorSession {
  /// The session as a session file: JSON (version 2: its states in order and the count of
  /// those dropped) that ``init(sessionFile:)`` and `bind inspect FILE` read back.
  ///
  /// ```swift
  /// try inspector.session().sessionFile().write(to: URL(fileURLWithPath: "session.json"))
  /// ```
  public func sessionFile() -> Data {
    SessionFile.encode(
      SessionSteps(
        format: SessionFile.formatName, version: 2, droppedSteps: droppedSteps,
        steps: steps.map {
          SessionSteps.Step(
            changed: $0.changed, unfolded: $0.unfolded.sorted(), snapshot: SessionFile($0.snapshot))
        }))
  }

  /// Reads a session file: one of version 2 (``sessionFile()``) with its states, or one of
  /// version 1 (``InspectorSnapshot/sessionFile()``, and files written before sessions kept
  /// their timeline) as a session of one state.
  ///
  /// - Throws: ``SessionFileError`` for a file that is not one (cut short, another format, a
  ///   newer version, too many states, an edge or lane naming a node it does not have),
  ///   saying where; nothing is read then.
  public init(sessionFile data: Data) throws(SessionFileError) {
    guard data.count <= InspectorSnapshot.largestSessionFile else {
      throw SessionFileError(
        "it is \(data.count) bytes, more than a session file's \(InspectorSnapshot.largestSessionFile)")
    }
    // The format and version first: another kind of file is named as such, not by its first
    // missing field.
    let header = try? JSONDecoder().decode(SessionFile.Header.self, from: data)
    try header?.check()
    if header?.version == 2 {
      self = try SessionFile.decode(SessionSteps.self, from: data).session()
    } else {
      let file = try SessionFile.decode(SessionFile.self, from: data)
      try SessionFile.Header(format: file.format, version: file.version).check()
      self.init(try file.snapshot())
    }
  }
}

/// Why a file is not a session file: a message that says where.
public struct SessionFileError: Error, CustomStringConvertible, Equatable {
  /// The message, without the file's name: `nodes[3].kind is missing`.
  public let description: String

  init(_ description: String) { self.description = description }

  /// A coding path as `nodes[3].kind`.
  static func path(_ keys: [any CodingKey]) -> String {
    var text = ""
    for key in keys {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return text.isEmpty ? "the file" : text
  }
}

/// The JSON form of a snapshot: a format name and version first, so that another file is
/// refused with a clear message.
private struct SessionFile: Codable {
  struct Node: Codable {
    let id: Int
    let name: String
    let kind: String
    let site: String?
    let liveSubscriptions: Int
    let label: String?
  }

  struct Subscription: Codable {
    struct Owner: Codable {
      let id: Int
      let name: String
      let site: String?
    }
    let id: Int
    let node: Int
    let source: Int
    let since: Int
    let owner: Owner?
  }

  struct Lane: Codable {
    let node: Int
    let earlier: Int
    /// `[time, "value", text]`, `[time, "completed"]` or `[time, "error", message]`.
    let events: [[Entry]]
  }

  /// One item of an event's array: a number or a text.
  enum Entry: Codable, Equatable {
    case number(Int)
    case text(String)

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let number = try? container.decode(Int.self) {
        self = .number(number)
      } else {
        self = .text(try container.decode(String.self))
      }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .number(let number): try container.encode(number)
      case .text(let text): try container.encode(text)
      }
    }

    /// The text, if this is one.
    var text: String? {
      if case .text(let text) = self { text } else { nil }
    }
  }

  /// The fields that say what the file is.
  struct Header: Decodable {
    let format: String?
    let version: Int?

    func check() throws(SessionFileError) {
      guard format == formatName else {
        throw SessionFileError(
          "its format is \(format.map { "\"\($0)\"" } ?? "not named"), not \"\(formatName)\"")
      }
      guard version == 1 || version == 2 else {
        throw SessionFileError(
          "it is version \(version.map(String.init) ?? "(none)"); this bind reads versions 1 and 2")
      }
    }
  }

  static let formatName = "bind-inspector-session"
  /// In a file of version 1 alone: a state of version 2's `steps` has none.
  let format: String?
  let version: Int?
  let time: Int
  let droppedEvents: Int
  let droppedNodes: Int
  let evictedNodes: Int
  let nodes: [Node]
  let edges: [[Int]]
  let lanes: [Lane]
  /// Absent in files written before subscriptions were recorded.
  let subscriptions: [Subscription]?
  let subscriptionsMade: Int?

  init(_ snapshot: InspectorSnapshot, format: String? = nil, version: Int? = nil) {
    self.format = format
    self.version = version
    time = snapshot.time
    droppedEvents = snapshot.droppedEvents
    droppedNodes = snapshot.droppedNodes
    evictedNodes = snapshot.evictedNodes
    nodes = snapshot.nodes.map {
      Node(
        id: $0.id, name: $0.name, kind: $0.kind.rawValue, site: $0.site,
        liveSubscriptions: $0.liveSubscriptions, label: $0.label)
    }
    edges = snapshot.edges.map { [$0.from, $0.to] }
    subscriptions = snapshot.subscriptions.map {
      Subscription(
        id: $0.id, node: $0.node, source: $0.source, since: $0.since,
        owner: $0.owner.map { Subscription.Owner(id: $0.id, name: $0.name, site: $0.site) })
    }
    subscriptionsMade = snapshot.subscriptionsMade
    lanes = snapshot.lanes.map { lane in
      Lane(
        node: lane.node, earlier: lane.earlier,
        events: lane.events.map { marble in
          switch marble.kind {
          case .value(let text): [.number(marble.time), .text("value"), .text(text)]
          case .completed: [.number(marble.time), .text("completed")]
          case .error(let message): [.number(marble.time), .text("error"), .text(message)]
          }
        })
    }
  }

  /// The snapshot, once every reference and count is checked.
  func snapshot() throws(SessionFileError) -> InspectorSnapshot {
    guard [time, droppedEvents, droppedNodes, evictedNodes].allSatisfy({ $0 >= 0 }) else {
      throw SessionFileError("a count or the time is negative")
    }
    var inspected: [InspectedNode] = []
    var ids = Set<Int>()
    for (index, node) in nodes.enumerated() {
      guard let kind = InspectedNode.Kind(rawValue: node.kind) else {
        throw SessionFileError("nodes[\(index)].kind \"\(node.kind)\" is not a kind of node")
      }
      guard ids.insert(node.id).inserted, node.liveSubscriptions >= 0 else {
        throw SessionFileError("nodes[\(index)] repeats an id or counts below 0")
      }
      inspected.append(
        InspectedNode(
          id: node.id, name: node.name, kind: kind, site: node.site,
          liveSubscriptions: node.liveSubscriptions, label: node.label))
    }
    let inspectedEdges = try edges.enumerated().map { index, pair throws(SessionFileError) in
      guard pair.count == 2, ids.contains(pair[0]), ids.contains(pair[1]) else {
        throw SessionFileError("edges[\(index)] is not a pair of the file's node ids")
      }
      return InspectedEdge(from: pair[0], to: pair[1])
    }
    let inspectedLanes = try lanes.enumerated().map { index, lane throws(SessionFileError) in
      guard ids.contains(lane.node), lane.earlier >= 0 else {
        throw SessionFileError("lanes[\(index)] names no node of the file, or counts below 0")
      }
      return InspectedLane(
        node: lane.node,
        events: try lane.events.enumerated().map { at, event throws(SessionFileError) in
          try Self.marble(event, at: "lanes[\(index)].events[\(at)]")
        },
        earlier: lane.earlier)
    }
    let made = subscriptionsMade ?? 0
    let inspectedSubscriptions = try (subscriptions ?? []).enumerated().map {
      index, subscription throws(SessionFileError) in
      guard ids.contains(subscription.node), ids.contains(subscription.source),
        (1...max(made, 1)).contains(subscription.id), (0...time).contains(subscription.since)
      else {
        throw SessionFileError(
          "subscriptions[\(index)] names no node of the file, or its number or time is out of range")
      }
      return InspectedSubscription(
        id: subscription.id, node: subscription.node, source: subscription.source,
        since: subscription.since,
        owner: subscription.owner.map { InspectedOwner(id: $0.id, name: $0.name, site: $0.site) })
    }
    return InspectorSnapshot(
      nodes: inspected, edges: inspectedEdges, lanes: inspectedLanes, time: time,
      droppedEvents: droppedEvents, droppedNodes: droppedNodes, evictedNodes: evictedNodes,
      subscriptions: inspectedSubscriptions, subscriptionsMade: made)
  }

  /// `file` as JSON, its keys sorted.
  static func encode(_ file: some Encodable) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(file)) ?? Data()
  }

  /// `data` decoded as `type`, or an error that says where it is not one.
  static func decode<File: Decodable>(_ type: File.Type, from data: Data) throws(SessionFileError) -> File {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let DecodingError.dataCorrupted(context) {
      throw SessionFileError("it is not JSON, or is cut short (\(context.debugDescription))")
    } catch let DecodingError.keyNotFound(key, context) {
      throw SessionFileError("\(SessionFileError.path(context.codingPath + [key])) is missing")
    } catch let DecodingError.typeMismatch(_, context) {
      throw SessionFileError("\(SessionFileError.path(context.codingPath)) has the wrong type")
    } catch let DecodingError.valueNotFound(_, context) {
      throw SessionFileError("\(SessionFileError.path(context.codingPath)) is null")
    } catch {
      throw SessionFileError("it could not be read (\(error))")
    }
  }

  private static func marble(_ event: [Entry], at path: String) throws(SessionFileError) -> Marble {
    guard let first = event.first, case .number(let time) = first, time >= 0, event.count >= 2,
      case .text(let what) = event[1]
    else { throw SessionFileError("\(path) does not start with a time and a kind") }
    let text = event.count == 3 ? event[2].text : nil
    switch (what, event.count, text) {
    case ("value", 3, let text?): return Marble(time: time, kind: .value(text), cause: time + 1)
    case ("completed", 2, nil): return Marble(time: time, kind: .completed, cause: time + 1)
    case ("error", 3, let message?): return Marble(time: time, kind: .error(message), cause: time + 1)
    default:
      throw SessionFileError(
        "\(path) is not [time, \"value\", text], [time, \"completed\"] or [time, \"error\", message]")
    }
  }
}

/// The JSON form of a session (version 2): its states in order, each a snapshot in the form of
/// a file of version 1 without its format and version, and the count of earlier ones dropped.
private struct SessionSteps: Codable {
  struct Step: Codable {
    let changed: [Int]
    let unfolded: [String]
    let snapshot: SessionFile
  }

  let format: String
  let version: Int
  let droppedSteps: Int
  let steps: [Step]

  /// The session, once every state is checked.
  func session() throws(SessionFileError) -> InspectorSession {
    guard !steps.isEmpty, steps.count <= InspectorSession.mostSteps else {
      throw SessionFileError(
        "steps has \(steps.count) states; a session has 1 to \(InspectorSession.mostSteps)")
    }
    guard droppedSteps >= 0 else { throw SessionFileError("droppedSteps is negative") }
    let read = try steps.enumerated().map { index, step throws(SessionFileError) in
      let snapshot: InspectorSnapshot
      do throws(SessionFileError) {
        snapshot = try step.snapshot.snapshot()
      } catch {
        throw SessionFileError("steps[\(index)].snapshot: \(error.description)")
      }
      let ids = Set(snapshot.nodes.map(\.id))
      guard step.changed.allSatisfy(ids.contains) else {
        throw SessionFileError("steps[\(index)].changed names no node of its snapshot")
      }
      return InspectorSession.Step(snapshot: snapshot, changed: step.changed, unfolded: Set(step.unfolded))
    }
    return InspectorSession(steps: read, droppedSteps: droppedSteps)
  }
}
