extension Parser {
  /// An expression: a conditional, operators by precedence, prefix operators, then
  /// members, calls, subscripts and trailing closures.
  mutating func parseExpression() throws(Failure) -> Expression {
    try enter()
    defer { depth -= 1 }
    let condition = try parseBinary(minimumPrecedence: 1)
    skipNewlines(before: { $0 == .punctuator(.question) })
    guard at(.question) else { return condition }
    advance()
    skipNewlines()
    let then = try parseExpression()
    _ = try expect(
      .colon, "expected ':' and the other value in the conditional, as in 'ready ? 1 : 0'")
    skipNewlines()
    let otherwise = try parseExpression()
    return Expression(
      .ternary(condition: condition, then: then, else: otherwise),
      range: condition.range.union(otherwise.range))
  }

  /// Precedence climbing: operators binding at least as tightly as `minimumPrecedence`.
  private mutating func parseBinary(minimumPrecedence: Int) throws(Failure) -> Expression {
    var left = try parseUnary()
    var folded = 0
    defer { depth -= folded }
    var foldedComparison = false
    while true {
      skipNewlines(before: Self.continuesExpression)
      guard case .punctuator(let punctuator) = current.kind,
        let operation = punctuator.binaryOperator, operation.precedence >= minimumPrecedence
      else { return left }
      let isComparison = operation.precedence == BinaryOperator.equal.precedence
      if isComparison, foldedComparison {
        throw unexpected("comparisons cannot be chained; combine them with '&&'")
      }
      advance()
      skipNewlines()
      try enter()
      folded += 1
      let right = try parseBinary(
        minimumPrecedence: operation.isRightAssociative
          ? operation.precedence : operation.precedence + 1)
      left = Expression(.binary(operation, left, right), range: left.range.union(right.range))
      foldedComparison = isComparison
    }
  }

  /// Whether a line starting with this token continues the expression above: an infix
  /// operator that cannot be read as a prefix one.
  private static func continuesExpression(_ kind: Token.Kind) -> Bool {
    guard case .punctuator(let punctuator) = kind, let operation = punctuator.binaryOperator
    else { return false }
    return operation != .subtract
  }

  private mutating func parseUnary() throws(Failure) -> Expression {
    let operation: UnaryOperator
    switch current.kind {
    case .punctuator(.not): operation = .not
    case .punctuator(.minus): operation = .negate
    default: return try parsePostfix()
    }
    let token = advance()
    skipNewlines()
    try enter()
    defer { depth -= 1 }
    let operand = try parseUnary()
    return Expression(.unary(operation, operand), range: token.range.union(operand.range))
  }

  private mutating func parsePostfix() throws(Failure) -> Expression {
    var expression = try parsePrimary()
    var steps = 0
    defer { depth -= steps }
    var followsArgumentList = false
    while true {
      skipNewlines(before: { $0 == .punctuator(.dot) })
      let next: Expression
      switch current.kind {
      case .punctuator(.dot):
        advance()
        skipNewlines()
        let name = current
        switch name.kind {
        case .identifier, .keyword: advance()
        default: throw unexpected("expected a member name after '.', such as 'count'")
        }
        next = Expression(
          .member(base: expression, name: name.text), range: expression.range.union(name.range))
        followsArgumentList = false
      case .punctuator(.leftParenthesis):
        let (arguments, end) = try parseArguments()
        next = Expression(
          .call(callee: expression, arguments: arguments), range: expression.range.union(end.range))
        followsArgumentList = true
      case .punctuator(.leftBracket):
        next = try parseSubscript(of: expression)
        followsArgumentList = false
      case .punctuator(.leftBrace) where allowsTrailingClosure:
        let closure = try parseClosure()
        let range = expression.range.union(closure.range)
        if followsArgumentList, case .call(let callee, let arguments) = expression.kind {
          next = Expression(
            .call(callee: callee, arguments: arguments + [Argument(value: closure)]), range: range)
        } else {
          next = Expression(
            .call(callee: expression, arguments: [Argument(value: closure)]), range: range)
        }
        followsArgumentList = false
      default:
        return expression
      }
      expression = next
      try enter()
      steps += 1
    }
  }

  /// Parses `(a, label: b)` and returns the arguments and the closing parenthesis.
  ///
  /// As in Swift, a keyword may be a label: `take(for: 1s)`.
  private mutating func parseArguments() throws(Failure) -> ([Argument], Token) {
    open(.parenthesis, advance())
    let saved = allowsTrailingClosure
    allowsTrailingClosure = true
    defer { allowsTrailingClosure = saved }
    var arguments: [Argument] = []
    while !at(.rightParenthesis) {
      var label: String?
      if current.isLabel, peek(1).kind == .punctuator(.colon) {
        label = advance().text
        advance()
      }
      arguments.append(Argument(label: label, value: try parseExpression()))
      if consume(.comma) == nil { break }
    }
    let end = try close(
      with: .rightParenthesis, "expected ',' or ')' after the argument, found \(found)")
    return (arguments, end)
  }

  private mutating func parseSubscript(of base: Expression) throws(Failure) -> Expression {
    open(.bracket, advance())
    let saved = allowsTrailingClosure
    allowsTrailingClosure = true
    defer { allowsTrailingClosure = saved }
    let index = try parseExpression()
    let end = try close(with: .rightBracket, "expected ']' after the index, found \(found)")
    return Expression(.subscriptAccess(base: base, index: index), range: base.range.union(end.range))
  }
}
