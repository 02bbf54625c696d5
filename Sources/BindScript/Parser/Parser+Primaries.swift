extension Parser {
  /// A literal, a name, `$0`, a string, `( ... )`, `[ ... ]` or a closure.
  mutating func parsePrimary() throws(Failure) -> Expression {
    let token = current
    let kind: Expression.Kind
    switch token.kind {
    case .integer(let value): kind = .integer(value)
    case .decimal(let value): kind = .double(value)
    case .duration(let milliseconds): kind = .duration(milliseconds: milliseconds)
    case .anonymousArgument(let number): kind = .anonymousArgument(number)
    case .keyword(.true): kind = .boolean(true)
    case .keyword(.false): kind = .boolean(false)
    case .keyword(.nil): kind = .nilLiteral
    case .identifier: kind = .identifier(token.text)
    case .stringStart: return try parseString()
    case .punctuator(.leftParenthesis): return try parseParenthesized()
    case .punctuator(.leftBracket): return try parseArray()
    case .punctuator(.leftBrace): return try parseClosure()
    default: throw expectedExpression()
    }
    advance()
    return Expression(kind, range: token.range)
  }

  /// Parses a string literal: `"text \(expression) text"`.
  mutating func parseString() throws(Failure) -> Expression {
    let quote = advance()
    groups.append(Group(kind: .string, opener: quote))
    var parts: [StringPart] = []
    while true {
      switch current.kind {
      case .stringText(let text):
        advance()
        parts.append(.text(text))
      case .interpolationStart:
        open(.interpolation, advance())
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        let value = try parseExpression()
        guard current.kind == .interpolationEnd else {
          throw unexpected("expected ')' to end the interpolation, found \(found)")
        }
        groups.removeLast()
        advance()
        parts.append(.interpolation(value))
      case .stringEnd:
        groups.removeLast()
        let end = advance()
        return Expression(.string(parts), range: quote.range.union(end.range))
      default:
        throw unexpected("expected '\"' to end the string")
      }
    }
  }

  /// Parses `( expression )`: the expression, its range widened to the parentheses.
  private mutating func parseParenthesized() throws(Failure) -> Expression {
    let parenthesis = advance()
    open(.parenthesis, parenthesis)
    let saved = allowsTrailingClosure
    allowsTrailingClosure = true
    defer { allowsTrailingClosure = saved }
    let inner = try parseExpression()
    if at(.comma) {
      throw unexpected("parentheses hold one expression; there are no tuples")
    }
    let end = try close(
      with: .rightParenthesis, "expected ')' after the expression in parentheses, found \(found)")
    return Expression(inner.kind, range: parenthesis.range.union(end.range))
  }

  /// Parses `[a, b, c]`, with an optional comma after the last element.
  private mutating func parseArray() throws(Failure) -> Expression {
    let bracket = advance()
    open(.bracket, bracket)
    let saved = allowsTrailingClosure
    allowsTrailingClosure = true
    defer { allowsTrailingClosure = saved }
    var elements: [Expression] = []
    while !at(.rightBracket) {
      elements.append(try parseExpression())
      if consume(.comma) == nil { break }
    }
    let end = try close(
      with: .rightBracket, "expected ',' or ']' after the array element, found \(found)")
    return Expression(.array(elements), range: bracket.range.union(end.range))
  }
}
