/// Why a marble diagram could not be read, and where: `unexpected ')' at column 7`.
///
/// ```swift
/// do {
///   _ = try Marbles.parse("--a--b)--|", values: ["a": 1, "b": 2])
/// } catch {
///   print(error.diagnostic)
///   // unexpected ')' at column 7
///   //   --a--b)--|
///   //         ^
/// }
/// ```
public struct MarbleError: Error, Hashable, Sendable, CustomStringConvertible {
  enum Reason: Error, Hashable, Sendable {
    case unexpected(Character)
    case nestedGroup
    case unclosedGroup
    case emptyGroup
    case secondSubscriptionPoint
    case subscriptionPointInCold
    case missingValue(Character)
    case invalidValue(Character, type: String)
  }

  let reason: Reason
  /// The diagram that failed to parse.
  public let marbles: String
  /// The 1-based column, counted in characters, of the character at fault.
  public let column: Int

  init(_ reason: Reason, marbles: String, column: Int) {
    self.reason = reason
    self.marbles = marbles
    self.column = column
  }

  /// What is wrong, without the position: `unexpected ')'`.
  public var message: String {
    switch reason {
    case .unexpected(let character): "unexpected '\(character)'"
    case .nestedGroup: "unexpected '(' inside a group"
    case .unclosedGroup: "'(' is never closed"
    case .emptyGroup: "empty group '()'"
    case .secondSubscriptionPoint: "a second '^'"
    case .subscriptionPointInCold: "'^' in a cold observable (only hot ones have a subscription point)"
    case .missingValue(let character): "no value given for '\(character)'"
    case .invalidValue(let character, let type): "'\(character)' is not a valid \(type)"
    }
  }

  /// The message and its position: `unexpected ')' at column 7`.
  public var description: String { "\(message) at column \(column)" }

  /// The description, then the diagram with a caret under the character at fault.
  public var diagnostic: String {
    let caret = String(repeating: " ", count: max(0, column - 1)) + "^"
    return "\(description)\n  \(marbles)\n  \(caret)"
  }
}
