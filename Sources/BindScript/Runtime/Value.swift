/// A value in a running script.
public enum Value: Sendable, Hashable, CustomStringConvertible {
  /// An `Int`.
  case int(Int)
  /// A `Double`.
  case double(Double)
  /// A `Bool`.
  case bool(Bool)
  /// A `String`.
  case string(String)
  /// An array.
  case array([Value])
  /// `nil`, the empty optional.
  case none
  /// `()`, the payload of an action without one.
  case void
  /// `300ms`: a duration, in milliseconds.
  case duration(milliseconds: Int)

  /// The value as a Swift literal would write it: strings quoted, `nil`, `[1, 2]`.
  public var literal: String {
    switch self {
    case .int(let value): return String(value)
    case .double(let value): return Value.format(value)
    case .bool(let value): return String(value)
    case .string(let value): return Value.quote(value)
    case .array(let values): return "[" + values.map(\.literal).joined(separator: ", ") + "]"
    case .none: return "nil"
    case .void: return "()"
    case .duration(let milliseconds): return Value.formatDuration(milliseconds)
    }
  }

  /// The value as `print` shows it: strings without quotes.
  public var text: String {
    if case .string(let value) = self { return value }
    return literal
  }

  /// The ``literal``, which marble diagrams and `:list` show.
  public var description: String { literal }

  /// `true` for `true`; used for conditions, which the compiler makes sure are `Bool`.
  var isTrue: Bool {
    if case .bool(true) = self { return true }
    return false
  }

  static func format(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return String(Int(value)) + ".0"
    }
    return String(value)
  }

  /// `300ms`, or `2s` for whole seconds.
  static func formatDuration(_ milliseconds: Int) -> String {
    MarblePicture.milliseconds(milliseconds)
  }

  /// The string as a literal: quoted, with `\"`, `\\`, `\n`, `\t`, and other control
  /// characters as `\u{1B}`, so that a value shown on a terminal cannot drive it.
  private static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.needsEscapeOnScreen {
          result += String(scalar).escapingControlCharacters
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
