/// An expression of the bind language, with the source range it was parsed from.
public struct Expression: Sendable, Equatable {
  /// What the expression is.
  public indirect enum Kind: Sendable, Equatable {
    /// `42`
    case integer(Int)
    /// `3.5`
    case double(Double)
    /// `true`, `false`
    case boolean(Bool)
    /// `"Hello, \(name)"`: literal text and interpolated expressions, in order.
    case string([StringPart])
    /// `nil`
    case nilLiteral
    /// `[1, 2, 3]`
    case array([Expression])
    /// `300ms`, `2s`: a duration, in milliseconds.
    case duration(milliseconds: Int)
    /// `username`
    case identifier(String)
    /// `$0`, `$1`: an implicit closure parameter.
    case anonymousArgument(Int)
    /// `login.user.text`, `name.count`
    case member(base: Expression, name: String)
    /// `combineLatest(a, b) { ... }`, `query.debounce(300ms)`, `showAlert("Hi")`: a trailing
    /// closure is the last argument, without a label.
    case call(callee: Expression, arguments: [Argument])
    /// `items[0]`
    case subscriptAccess(base: Expression, index: Expression)
    /// `{ $0 + 1 }`, `{ a, b in a + b }`: statements, the last expression statement being the
    /// result.
    case closure(parameters: [String], body: [Statement])
    /// `!ready`, `-x`
    case unary(UnaryOperator, Expression)
    /// `a + b`, `a == b`, `a ?? b`
    case binary(BinaryOperator, Expression, Expression)
    /// `ready ? "go" : "wait"`
    case ternary(condition: Expression, then: Expression, else: Expression)
  }

  /// What the expression is.
  public var kind: Kind
  /// Where it was written.
  public var range: SourceRange

  /// Creates an expression.
  public init(_ kind: Kind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}

extension Expression {
  /// The text of a string literal without interpolation, as in a marble diagram `"-a-b|"`;
  /// `nil` for any other expression.
  var plainText: String? {
    guard case .string(let parts) = kind else { return nil }
    var text = ""
    for part in parts {
      guard case .text(let piece) = part else { return nil }
      text += piece
    }
    return text
  }
}

/// A piece of a string literal.
public enum StringPart: Sendable, Equatable {
  /// Literal text, escapes already resolved.
  case text(String)
  /// An interpolated `\(expression)`.
  case interpolation(Expression)
}

/// An argument of a call: `label: value` or just `value`.
public struct Argument: Sendable, Equatable {
  /// The label, if written.
  public var label: String?
  /// The value.
  public var value: Expression

  /// Creates an argument.
  public init(label: String? = nil, value: Expression) {
    self.label = label
    self.value = value
  }
}

/// A prefix operator.
public enum UnaryOperator: String, Sendable, Equatable {
  /// `!`
  case not = "!"
  /// `-`
  case negate = "-"
}

/// An infix operator, in Swift's precedence (see ``precedence``).
public enum BinaryOperator: String, Sendable, Equatable, CaseIterable {
  /// `*`
  case multiply = "*"
  /// `/`
  case divide = "/"
  /// `%`
  case remainder = "%"
  /// `+`
  case add = "+"
  /// `-`
  case subtract = "-"
  /// `??`
  case nilCoalescing = "??"
  /// `<`
  case less = "<"
  /// `<=`
  case lessOrEqual = "<="
  /// `>`
  case greater = ">"
  /// `>=`
  case greaterOrEqual = ">="
  /// `==`
  case equal = "=="
  /// `!=`
  case notEqual = "!="
  /// `&&`
  case and = "&&"
  /// `||`
  case or = "||"

  /// Binding strength: higher binds tighter, as in Swift.
  public var precedence: Int {
    switch self {
    case .multiply, .divide, .remainder: return 6
    case .add, .subtract: return 5
    case .nilCoalescing: return 4
    case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual: return 3
    case .and: return 2
    case .or: return 1
    }
  }

  /// `??` groups to the right; the others to the left.
  public var isRightAssociative: Bool { self == .nilCoalescing }
}
