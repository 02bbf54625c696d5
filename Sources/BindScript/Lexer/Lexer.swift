/// Splits a script into tokens, reporting text that is not part of the language as
/// diagnostics and carrying on after it.
///
/// Line breaks outside strings become ``Token/Kind-swift.enum/newline`` tokens, which
/// separate statements; spaces and `#` comments are skipped. A `:` that starts a line
/// outside parentheses and brackets makes the whole line one ``Token/Kind-swift.enum/meta``
/// token. Strings may span lines; when the input ends inside a string or an interpolation,
/// ``isIncomplete`` is set instead of reporting an error, so that a shell can ask for more.
///
/// ```swift
/// var lexer = Lexer(SourceFile(name: "<repl>", text: "advance 1.5s"))
/// let tokens = lexer.tokenize()   // keyword(advance), duration(1500), end
/// ```
public struct Lexer {
  enum Mode: Equatable {
    case string
    case interpolation(depth: Int)
  }

  struct Cursor {
    var index: String.Index
    var location: SourceLocation
  }

  let text: String
  var cursor: Cursor
  /// The character at the cursor when it is one ASCII byte (not `"\r\n"`), else `nil`.
  var byte: UInt8?
  /// The character at the cursor when it is not one ASCII byte, else `nil`.
  var wideCharacter: Character?
  var modes: [Mode] = []
  var groupDepth = 0
  var atStatementStart = true

  /// The problems found so far (bad characters, unknown escapes, malformed numbers).
  public internal(set) var diagnostics: [Diagnostic] = []
  /// Whether the input ended inside a string literal or an interpolation.
  public internal(set) var isIncomplete = false

  /// Creates a lexer at the start of `source`.
  public init(_ source: SourceFile) {
    text = source.text
    cursor = Cursor(
      index: source.text.startIndex, location: SourceLocation(line: 1, column: 1, offset: 0))
    loadCharacter()
  }

  /// The next token; at the end of the input, an ``Token/Kind-swift.enum/end`` token, again
  /// and again.
  public mutating func next() -> Token {
    if modes.last == .string { return lexStringContent() }
    skipSpacesAndComments()
    let start = cursor
    guard byte != nil || wideCharacter != nil else {
      if !modes.isEmpty { isIncomplete = true }
      return token(.end, from: start)
    }
    let result = lexToken(from: start)
    atStatementStart = result.kind == .newline || result.kind == .punctuator(.semicolon)
    return result
  }

  /// All the remaining tokens, the last being ``Token/Kind-swift.enum/end``.
  public mutating func tokenize() -> [Token] {
    var tokens: [Token] = []
    while true {
      let token = next()
      tokens.append(token)
      if token.kind == .end { return tokens }
    }
  }

  /// The token that starts at the cursor, asked of its byte when it is one ASCII character
  /// (kept as ``byte``, or read whole because a non-ASCII byte follows it: `"` before `漢`).
  private mutating func lexToken(from start: Cursor) -> Token {
    guard let first = byte ?? wideCharacter?.asciiByte else {
      // More than one byte, or `"\r\n"`.
      let character = wideCharacter!
      if character.isLineBreak {
        advance()
        return token(.newline, from: start)
      }
      if character.isIdentifierStart { return lexIdentifier(from: start) }
      return lexInvalid(startingWith: character, from: start)
    }
    if first.isIdentifierStart { return lexIdentifier(from: start) }
    if first.isASCIIDigit { return lexNumber(from: start) }
    switch first {
    case UInt8(ascii: "\n"):
      advance()
      return token(.newline, from: start)
    case UInt8(ascii: "\""):
      advance()
      modes.append(.string)
      return token(.stringStart, from: start)
    case UInt8(ascii: "$"):
      return lexAnonymousArgument(from: start)
    case UInt8(ascii: ":") where atStatementStart && modes.isEmpty && groupDepth == 0:
      return lexMeta(from: start)
    default:
      if let punctuator = lexPunctuator() { return token(for: punctuator, from: start) }
      return lexInvalid(startingWith: Character(Unicode.Scalar(first)), from: start)
    }
  }

  private mutating func lexIdentifier(from start: Cursor) -> Token {
    skip(while: \.isIdentifierContinuation, orWide: \.isIdentifierContinuation)
    let word = text[start.index..<cursor.index]
    // Every keyword is lower-case ASCII letters: other words need no look-up.
    if word.utf8.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }),
      let keyword = Keyword(rawValue: String(word))
    {
      return token(.keyword(keyword), from: start)
    }
    return token(.identifier, from: start)
  }

  private mutating func lexAnonymousArgument(from start: Cursor) -> Token {
    advance()
    while let character = peek(), character.isDecimalDigit { advance() }
    // The digits are read from the whole token, minus its `$`: slicing from a cursor saved
    // after the `$` was miscompiled by the optimizer (release builds read "$0").
    let digits = text[start.index..<cursor.index].dropFirst()
    guard !digits.isEmpty else {
      return invalid(from: start, "'$' must be followed by a number, as in '$0'")
    }
    guard let number = Int(digits) else {
      return invalid(from: start, "the closure parameter number is too large")
    }
    return token(.anonymousArgument(number), from: start)
  }

  private mutating func lexMeta(from start: Cursor) -> Token {
    advance()
    var contentEnd = cursor
    var followsSpace = false
    while let character = peek(), !character.isLineBreak {
      if character == "#", followsSpace {
        while let next = peek(), !next.isLineBreak { advance() }
        break
      }
      advance()
      followsSpace = character.isWhitespace
      if !followsSpace { contentEnd = cursor }
    }
    return token(.meta, from: start, to: contentEnd)
  }

  /// The punctuator at the cursor, the longest that is spelt there, and moves past it.
  private mutating func lexPunctuator() -> Punctuator? {
    guard let first = byte ?? asciiByte(at: 0) else { return nil }
    if Punctuator.startsPairs(first), let second = asciiByte(at: 1) {
      if first == UInt8(ascii: "<"), second == UInt8(ascii: "="),
        asciiByte(at: 2) == UInt8(ascii: ">")
      {
        advance()
        advance()
        advance()
        return .bindTwoWay
      }
      if let pair = Punctuator(first, second) {
        advance()
        advance()
        return pair
      }
    }
    guard let single = Punctuator(first) else { return nil }
    advance()
    return single
  }

  private mutating func token(for punctuator: Punctuator, from start: Cursor) -> Token {
    if case .interpolation(let depth) = modes.last {
      switch punctuator {
      case .rightParenthesis where depth == 0:
        modes.removeLast()
        return token(.interpolationEnd, from: start)
      case .rightParenthesis:
        modes[modes.count - 1] = .interpolation(depth: depth - 1)
      case .leftParenthesis:
        modes[modes.count - 1] = .interpolation(depth: depth + 1)
      default:
        break
      }
    } else if modes.isEmpty {
      switch punctuator {
      case .leftParenthesis, .leftBracket: groupDepth += 1
      case .rightParenthesis, .rightBracket: groupDepth = max(0, groupDepth - 1)
      default: break
      }
    }
    return token(.punctuator(punctuator), from: start)
  }

  private mutating func lexInvalid(startingWith character: Character, from start: Cursor) -> Token {
    advance()
    switch character {
    case "'":
      while let next = peek(), !next.isLineBreak {
        advance()
        if next == "'" { break }
      }
      return invalid(from: start, "strings are written in double quotes, as in \"text\"")
    case "&": return invalid(from: start, "unexpected '&'; the 'and' operator is '&&'")
    case "|": return invalid(from: start, "unexpected '|'; the 'or' operator is '||'")
    case "\\": return invalid(from: start, "unexpected '\\' outside a string")
    default:
      while let next = peek(), !next.canStartToken { advance() }
      let written = text[start.index..<cursor.index]
      let noun = written.count == 1 ? "character" : "characters"
      return invalid(from: start, "unexpected \(noun) '\(written)'")
    }
  }
}
