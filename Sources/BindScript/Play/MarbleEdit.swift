import Foundation

/// What a play page may ask: give the `marbles(...)` literal of lane `lane` the diagram
/// `diagram`.
///
/// ```swift
/// let edit = MarbleEdit(lane: "x", diagram: "--a-b|")
/// let edited = try script.applying(edit)  // or PlayEditError
/// ```
public struct MarbleEdit: Sendable, Equatable, Codable {
  /// The name of the `let` that holds the literal.
  public var lane: String
  /// The new diagram, without quotes.
  public var diagram: String

  /// The longest diagram an edit may give.
  public static let maximumLength = 400

  /// Creates an edit.
  public init(lane: String, diagram: String) {
    self.lane = lane
    self.diagram = diagram
  }

  /// The edit a play page sends, `{"lane": "x", "diagram": "-a-b|"}`: a JSON object with
  /// exactly the string fields `lane` and `diagram`; `nil` for anything else.
  public init?(json: Data) {
    guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
      object.count == 2, let lane = object["lane"] as? String,
      let diagram = object["diagram"] as? String
    else { return nil }
    self.init(lane: lane, diagram: diagram)
  }
}

/// Why an edit of a played script was refused; nothing changed.
public struct PlayEditError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The kinds of refusal.
  public enum Kind: Sendable, Equatable {
    /// No playable literal has that lane name.
    case unknownLiteral
    /// The diagram uses a character that is neither grammar nor one of the literal's values.
    case valueOutsideLiteral
    /// The diagram does not parse, or is too long.
    case invalidDiagram
  }

  /// Which refusal.
  public let kind: Kind
  /// What to tell the person who asked, in words.
  public let message: String

  /// Creates a refusal.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
