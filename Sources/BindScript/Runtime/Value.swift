/// A value in a running script.
public indirect enum Value: Sendable, Hashable {
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
    }
  }

  /// The value as `print` shows it: strings without quotes.
  public var text: String {
    if case .string(let value) = self { return value }
    return literal
  }

  /// `true` for `true`; used for conditions, which the checker makes sure are `Bool`.
  var isTrue: Bool {
    if case .bool(true) = self { return true }
    return false
  }

  static func format(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return String(format: value)
    }
    return String(value)
  }

  private static func quote(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}

extension String {
  /// `3.0` for a whole `Double`, as Swift prints it.
  fileprivate init(format value: Double) {
    self = String(Int(value)) + ".0"
  }
}
