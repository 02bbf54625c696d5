import BindingPictures
import Foundation

extension InspectorSnapshot {
  /// The largest session file read, in bytes: a bounded recording never comes near it.
  public static let largestSessionFile = 256 << 20

  /// The snapshot as a session file: JSON that ``init(sessionFile:)`` and `bind inspect FILE`
  /// read back.
  ///
  /// ```swift
  /// try inspector.snapshot().sessionFile().write(to: URL(fileURLWithPath: "session.json"))
  /// ```
  public func sessionFile() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(SessionFile(self))) ?? Data()
  }

  /// Reads a session file written by ``sessionFile()``.
  ///
  /// - Throws: ``SessionFileError`` for a file that is not one (cut short, another format, a
  ///   newer version, an edge or lane naming a node it does not have), saying where.
  public init(sessionFile data: Data) throws(SessionFileError) {
    guard data.count <= Self.largestSessionFile else {
      throw SessionFileError(
        "it is \(data.count) bytes, more than a session file's \(Self.largestSessionFile)")
    }
    // The format and version first: another kind of file is named as such, not by its first
    // missing field.
    if let header = try? JSONDecoder().decode(SessionFile.Header.self, from: data) {
      try header.check()
    }
    let file: SessionFile
    do {
      file = try JSONDecoder().decode(SessionFile.self, from: data)
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
    self = try file.snapshot()
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
      guard version == 1 else {
        throw SessionFileError(
          "it is version \(version.map(String.init) ?? "(none)"); this bind reads version 1")
      }
    }
  }

  static let formatName = "bind-inspector-session"
  let format: String
  let version: Int
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

  init(_ snapshot: InspectorSnapshot) {
    format = Self.formatName
    version = 1
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
    try Header(format: format, version: version).check()
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
