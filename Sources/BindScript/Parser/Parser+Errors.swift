extension Parser {
  /// Reports that the current token is not what `message` says was expected, and returns
  /// the failure to throw.
  ///
  /// An invalid token was already reported by the lexer. At the end of the input inside an
  /// open group or after a token that asks for more, the input is incomplete, not wrong.
  mutating func unexpected(_ message: String) -> Failure {
    switch current.kind {
    case .invalid:
      break
    case .end where endNeedsMore:
      inputEndsOpen(message)
    case .end, .newline:
      report(message, at: SourceRange(start: endOfPrevious, end: endOfPrevious))
    default:
      report(message, at: current.range)
    }
    return Failure()
  }

  /// Records that the input ends with something open: incomplete input for a shell, an
  /// error (once) for a script.
  mutating func inputEndsOpen(_ message: String) {
    if allowsContinuation {
      isIncomplete = true
    } else if !reportedEnd {
      reportedEnd = true
      if let group = groups.last {
        report(Self.unclosedMessage(group), at: group.opener.range)
      } else {
        report(message, at: SourceRange(start: endOfPrevious, end: endOfPrevious))
      }
    }
  }

  /// Whether input ending here leaves something open.
  ///
  /// Inside `(`, `[` or a string any more lines may continue it; in a block only a token that asks for more does, since a
  /// statement there ends with its line. The parser skips line breaks after each of those
  /// tokens, so that the lines that complete the input are read as intended.
  private var endNeedsMore: Bool {
    if let group = groups.last, group.kind != .brace { return true }
    guard let previous else { return false }
    switch previous.kind {
    case .keyword(.in), .keyword(.else):
      return true
    case .punctuator(let punctuator):
      switch punctuator {
      case .assign, .bind, .bindTwoWay, .not, .question, .colon, .dot, .comma:
        return true
      default:
        return punctuator.binaryOperator != nil
      }
    default:
      return false
    }
  }

  private static func unclosedMessage(_ group: Group) -> String {
    switch group.kind {
    case .string: return "this string is never closed; end it with '\"'"
    case .interpolation: return "this interpolation is never closed; end it with ')'"
    case .parenthesis: return "this '(' is never closed"
    case .bracket: return "this '[' is never closed"
    case .brace: return "this '{' is never closed"
    }
  }

  /// The current token as a message names it: `'+'`, `'let'`, `the end of the line`.
  var found: String { Self.describe(current) }

  static func describe(_ token: Token) -> String {
    switch token.kind {
    case .newline: return "the end of the line"
    case .end: return "the end of the input"
    case .stringStart: return "a string"
    case .meta: return "a meta command"
    case .keyword(let keyword): return "the keyword '\(keyword.rawValue)'"
    default: return "'\(token.text)'"
    }
  }

  /// Reports a missing expression.
  ///
  /// "expected an expression after '+'" when the line stops, "... found ')'" otherwise.
  mutating func expectedExpression() -> Failure {
    let after = previous.map { " after '\($0.text)'" } ?? ""
    switch current.kind {
    case .newline, .end:
      return unexpected("expected an expression\(after)")
    case .punctuator(let closer) where [.rightParenthesis, .rightBracket, .rightBrace].contains(closer):
      if groups.contains(where: { Self.closer(of: $0.kind) == closer }) {
        return unexpected("expected an expression before '\(closer.rawValue)'")
      }
      return unexpected("unexpected '\(closer.rawValue)'")
    case .keyword(let keyword):
      return unexpected(
        "expected an expression\(after), found the keyword '\(keyword.rawValue)'")
    default:
      return unexpected("expected an expression\(after), found \(found)")
    }
  }

  static func closer(of kind: Group.Kind) -> Punctuator? {
    switch kind {
    case .parenthesis: return .rightParenthesis
    case .bracket: return .rightBracket
    case .brace: return .rightBrace
    case .string, .interpolation: return nil
    }
  }
}
