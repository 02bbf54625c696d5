/// The static type of a value in a script, as the compiler infers it.
public indirect enum ScriptType: Sendable, Hashable, CustomStringConvertible {
  /// `Int`
  case int
  /// `Double`
  case double
  /// `Bool`
  case bool
  /// `String`
  case string
  /// `Void`
  case void
  /// `300ms`: a duration.
  case duration
  /// `T?`
  case optional(ScriptType)
  /// `[T]`
  case array(ScriptType)
  /// The type of `nil` before context tells which optional it is.
  case nilLiteral
  /// The type of `[]` before context tells its element type.
  case emptyArray
  /// The element type of a stream that never emits a value, such as `fail("...")`: it fits
  /// anywhere.
  case never

  /// The Swift spelling.
  public var description: String {
    switch self {
    case .int: return "Int"
    case .double: return "Double"
    case .bool: return "Bool"
    case .string: return "String"
    case .void: return "Void"
    case .duration: return "Duration"
    case .optional(let wrapped): return "\(wrapped)?"
    case .array(let element): return "[\(element)]"
    case .nilLiteral: return "nil"
    case .emptyArray: return "[]"
    case .never: return "Never"
    }
  }

  /// The type without its optional layer.
  var unwrapped: ScriptType {
    if case .optional(let wrapped) = self { return wrapped }
    return self
  }

  /// `true` for `T?` and `nil`.
  var isOptional: Bool {
    switch self {
    case .optional, .nilLiteral: return true
    default: return false
    }
  }

  /// `true` for `Int` and `Double`.
  var isNumeric: Bool { self == .int || self == .double }

  /// The element type of an array type (`[]` gives `Never`).
  var element: ScriptType? {
    switch self {
    case .array(let element): return element
    case .emptyArray: return .never
    default: return nil
    }
  }

  /// Whether a value of type `other` may be stored where `self` is expected.
  func accepts(_ other: ScriptType) -> Bool {
    if self == other || other == .never { return true }
    switch (self, other) {
    case (.optional, .nilLiteral): return true
    case (.optional(let wrapped), .optional(let inner)): return wrapped.accepts(inner)
    case (.optional(let wrapped), _): return wrapped.accepts(other)
    case (.array, .emptyArray): return true
    case (.array(let element), .array(let inner)): return element.accepts(inner)
    default: return false
    }
  }

  /// The common type of two branches or elements, if they have one.
  func joined(with other: ScriptType) -> ScriptType? {
    if accepts(other) { return self }
    if other.accepts(self) { return other }
    switch (self, other) {
    case (.nilLiteral, _): return .optional(other)
    case (_, .nilLiteral): return .optional(self)
    case (.optional(let wrapped), _):
      return wrapped.joined(with: other).map { .optional($0.unwrapped) }
    case (_, .optional(let wrapped)):
      return joined(with: wrapped).map { .optional($0.unwrapped) }
    case (.array(let a), .array(let b)): return a.joined(with: b).map { .array($0) }
    default: return nil
    }
  }

  /// The type a declaration gets from its initial value: `nil` and `[]` alone do not tell.
  var isConcrete: Bool {
    switch self {
    case .nilLiteral, .emptyArray, .never: return false
    case .optional(let wrapped), .array(let wrapped): return wrapped.isConcrete
    default: return true
    }
  }
}
