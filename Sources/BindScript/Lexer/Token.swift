/// One lexical unit of a script: what it is, the text it was read from, and where.
///
/// A string literal becomes several tokens so that interpolations can hold any expression:
/// `"a\(x)b"` is `stringStart`, `stringText("a")`, `interpolationStart`, `identifier`,
/// `interpolationEnd`, `stringText("b")`, `stringEnd`.
public struct Token: Sendable, Equatable {
  /// What a token is, with the value of a literal.
  public enum Kind: Sendable, Equatable {
    /// `username`, `map`, `textField`
    case identifier
    /// `let`, `binding`, `true`...
    case keyword(Keyword)
    /// `42`, `1_000`
    case integer(Int)
    /// `3.5`
    case decimal(Double)
    /// `300ms`, `2s`, `1.5s`, in milliseconds.
    case duration(milliseconds: Int)
    /// `$0`, `$1`
    case anonymousArgument(Int)
    /// The opening `"` of a string literal.
    case stringStart
    /// Literal text inside a string, escapes resolved.
    case stringText(String)
    /// `\(` inside a string.
    case interpolationStart
    /// The `)` that ends an interpolation.
    case interpolationEnd
    /// The closing `"` of a string literal.
    case stringEnd
    /// An operator or a delimiter.
    case punctuator(Punctuator)
    /// A line break outside strings and comments: it separates statements.
    case newline
    /// `:help binding`: a whole meta-command line, without a trailing comment.
    case meta
    /// Text that is not part of the language; the lexer has already reported it.
    case invalid
    /// The end of the input.
    case end
  }

  /// What the token is.
  public var kind: Kind
  /// The text as written (for `stringText`, the raw text with escapes unresolved).
  public var text: String
  /// Where it was written.
  public var range: SourceRange

  /// Creates a token.
  public init(_ kind: Kind, text: String, range: SourceRange) {
    self.kind = kind
    self.text = text
    self.range = range
  }
}

/// A reserved word of the language; none of them can be used as a name.
public enum Keyword: String, Sendable, Equatable, CaseIterable {
  /// `bindable NAME = expr`
  case bindable
  /// `mutable NAME = expr`
  case mutable
  /// `published NAME = expr`
  case published
  /// `observed NAME = expr`
  case observed
  /// `action NAME(Type)`
  case action
  /// `let NAME = expr`
  case `let`
  /// `cold NAME = stream`: a stream each subscriber subscribes to on its own
  case cold
  /// `view NAME { ... }`
  case view
  /// `binding NAME { ... }`
  case binding
  /// `dispose NAME`
  case dispose
  /// `expect condition`
  case expect
  /// `advance 500ms`
  case advance
  /// `if condition { ... }`
  case `if`
  /// `else { ... }`
  case `else`
  /// `for NAME in sequence { ... }`
  case `for`
  /// `in`, in a `for` loop and after closure parameters.
  case `in`
  /// `true`
  case `true`
  /// `false`
  case `false`
  /// `nil`
  case `nil`
}

/// An operator or delimiter, spelt as its raw value.
public enum Punctuator: String, Sendable, Equatable, CaseIterable {
  /// `=>`
  case bind = "=>"
  /// `<=>`
  case bindTwoWay = "<=>"
  /// `==`
  case equal = "=="
  /// `!=`
  case notEqual = "!="
  /// `<=`
  case lessOrEqual = "<="
  /// `>=`
  case greaterOrEqual = ">="
  /// `<`
  case less = "<"
  /// `>`
  case greater = ">"
  /// `&&`
  case and = "&&"
  /// `||`
  case or = "||"
  /// `??`
  case nilCoalescing = "??"
  /// `!`
  case not = "!"
  /// `?`
  case question = "?"
  /// `:`
  case colon = ":"
  /// `=`
  case assign = "="
  /// `+`
  case plus = "+"
  /// `-`
  case minus = "-"
  /// `*`
  case star = "*"
  /// `/`
  case slash = "/"
  /// `%`
  case percent = "%"
  /// `.`
  case dot = "."
  /// `,`
  case comma = ","
  /// `;`
  case semicolon = ";"
  /// `(`
  case leftParenthesis = "("
  /// `)`
  case rightParenthesis = ")"
  /// `[`
  case leftBracket = "["
  /// `]`
  case rightBracket = "]"
  /// `{`
  case leftBrace = "{"
  /// `}`
  case rightBrace = "}"

  /// The infix operator this punctuator spells, if any (`-` is both infix and prefix).
  public var binaryOperator: BinaryOperator? {
    switch self {
    case .star: return .multiply
    case .slash: return .divide
    case .percent: return .remainder
    case .plus: return .add
    case .minus: return .subtract
    case .nilCoalescing: return .nilCoalescing
    case .less: return .less
    case .lessOrEqual: return .lessOrEqual
    case .greater: return .greater
    case .greaterOrEqual: return .greaterOrEqual
    case .equal: return .equal
    case .notEqual: return .notEqual
    case .and: return .and
    case .or: return .or
    default: return nil
    }
  }
}

extension Token {
  /// `true` for a token that can be an argument label: a name or, as in Swift, a keyword
  /// (`take(for: 1s)`).
  var isLabel: Bool {
    switch kind {
    case .identifier, .keyword: return true
    default: return false
    }
  }
}
