extension Parser {
  /// `{ statements }`, `{ a, b in statements }` or `{ (a, b) in statements }`; `$0`, `$1`
  /// stand for unnamed parameters.
  mutating func parseClosure() throws(Failure) -> Expression {
    // Counted before the `{` is read, so that recovery from the error skips the whole closure.
    try enter()
    defer { depth -= 1 }
    let brace = advance()
    open(.brace, brace)
    let saved = allowsTrailingClosure
    allowsTrailingClosure = true
    defer { allowsTrailingClosure = saved }
    let parameters = parseClosureParameters()
    let body = parseStatements(inBlock: true)
    let end = try close(with: .rightBrace, "expected '}' to end the closure")
    return Expression(
      .closure(parameters: parameters, body: body), range: brace.range.union(end.range))
  }

  /// The parameter names when the closure starts with `a, b in` or `(a, b) in`; otherwise
  /// none, and nothing is read.
  private mutating func parseClosureParameters() -> [String] {
    var index = position
    while tokens[index].kind == .newline { index += 1 }
    let parenthesized = tokens[index].kind == .punctuator(.leftParenthesis)
    if parenthesized { index += 1 }
    var names: [String] = []
    while tokens[index].kind == .identifier {
      names.append(tokens[index].text)
      index += 1
      guard tokens[index].kind == .punctuator(.comma) else { break }
      index += 1
    }
    if parenthesized {
      guard tokens[index].kind == .punctuator(.rightParenthesis) else { return [] }
      index += 1
    }
    guard parenthesized || !names.isEmpty, tokens[index].kind == .keyword(.in) else { return [] }
    position = index
    advance()
    return names
  }
}
