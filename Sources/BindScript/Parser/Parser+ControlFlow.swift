extension Parser {
  /// Parses `if condition { ... } else if condition { ... } else { ... }`.
  ///
  /// `else` may start the line after the `}`.
  mutating func parseIf() throws(Failure) -> Statement {
    let keyword = advance()
    let condition = try parseCondition(after: "if")
    if at(.assign) { throw unexpected("'=' sets a value; to compare in a condition use '=='") }
    let body = try parseBlock("expected '{' after the condition of 'if'")
    guard at(.else) || (current.kind == .newline && tokenAfterNewlines().kind == .keyword(.else))
    else {
      return Statement(
        .ifStatement(condition: condition, then: body, else: nil), range: range(from: keyword))
    }
    skipNewlines()
    advance()
    skipNewlines()
    let otherwise: [Statement]
    if at(.if) {
      try enter()
      defer { depth -= 1 }
      otherwise = [try parseIf()]
    } else {
      otherwise = try parseBlock("expected '{' or 'if' after 'else'")
    }
    return Statement(
      .ifStatement(condition: condition, then: body, else: otherwise), range: range(from: keyword))
  }

  /// Parses `for item in items { ... }`.
  mutating func parseFor() throws(Failure) -> Statement {
    let keyword = advance()
    let variable = try parseName("expected a loop variable after 'for', as in 'for item in items'")
    guard at(.in) else {
      throw unexpected("expected 'in' after the loop variable '\(variable.text)'")
    }
    advance()
    skipNewlines()
    let sequence = try parseCondition(after: "in")
    let body = try parseBlock("expected '{' after the sequence of 'for'")
    return Statement(
      .forLoop(variable: variable, sequence: sequence, body: body), range: range(from: keyword))
  }

  /// The expression before a block's `{`, which therefore cannot take a trailing closure.
  private mutating func parseCondition(after keyword: String) throws(Failure) -> Expression {
    let saved = allowsTrailingClosure
    allowsTrailingClosure = false
    defer { allowsTrailingClosure = saved }
    if current.kind == .newline || current.kind == .end || at(.leftBrace) {
      throw unexpected("expected an expression after '\(keyword)'")
    }
    return try parseExpression()
  }

  /// Parses `{ statements }`, reporting `missing` when there is no `{`.
  mutating func parseBlock(_ missing: @autoclosure () -> String) throws(Failure) -> [Statement] {
    let brace = try expect(.leftBrace, missing())
    try enter()
    defer { depth -= 1 }
    open(.brace, brace)
    let body = parseStatements(inBlock: true)
    _ = try close(with: .rightBrace, "expected '}' to end the block")
    return body
  }
}
