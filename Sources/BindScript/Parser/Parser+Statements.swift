extension Parser {
  /// Statements up to the end of the input or, in a block, up to its `}` (not consumed),
  /// recovering from an error in one statement by skipping to the next.
  mutating func parseStatements(inBlock: Bool) -> [Statement] {
    var statements: [Statement] = []
    parseStatements(inBlock: inBlock) { statement in
      statements.append(statement)
      return true
    }
    return statements
  }

  /// Reads statements as ``parseStatements(inBlock:)`` does, handing each to `body` as soon as
  /// it is read, until `body` returns `false`: the caller keeps only the trees it wants.
  mutating func parseStatements(inBlock: Bool, each body: (Statement) -> Bool) {
    while true {
      while current.kind == .newline || at(.semicolon) { position += 1 }
      switch current.kind {
      case .end:
        return
      case .punctuator(.rightBrace) where inBlock:
        return
      case .punctuator(.rightBrace):
        report("unexpected '}'; there is no '{' for it to close", at: current.range)
        advance()
        continue
      default:
        break
      }
      let mark = groups.count
      do throws(Failure) {
        let statement = try parseStatement()
        try expectStatementEnd()
        guard body(statement) else { return }
      } catch {
        groups.removeSubrange(mark...)
        if isIncomplete { return }
        synchronize()
      }
    }
  }

  /// Skips to the end of the statement in error: the end of the line or a `;` outside the
  /// braces it opened, or the `}` closing the enclosing block.
  mutating func synchronize() {
    var braces = 0
    while true {
      switch current.kind {
      case .end:
        return
      case .newline, .punctuator(.semicolon):
        if braces == 0 { return }
      case .punctuator(.leftBrace):
        braces += 1
      case .punctuator(.rightBrace):
        if braces == 0 { return }
        braces -= 1
      default:
        break
      }
      previous = current
      position += 1
    }
  }

  private mutating func expectStatementEnd() throws(Failure) {
    switch current.kind {
    case .newline, .end, .punctuator(.semicolon), .punctuator(.rightBrace):
      return
    case .punctuator(let extra) where [.bind, .bindTwoWay, .assign].contains(extra):
      throw unexpected(
        "unexpected '\(extra.rawValue)': a statement holds at most one '=>', '<=>' or '='")
    default:
      throw unexpected(
        "expected the end of the statement, found \(found); put each statement on its own "
          + "line or separate them with ';'")
    }
  }

  mutating func parseStatement() throws(Failure) -> Statement {
    switch current.kind {
    case .meta: return try parseMeta()
    case .keyword(.bindable): return try parseState(.bindable)
    case .keyword(.mutable): return try parseState(.mutable)
    case .keyword(.published): return try parseState(.published)
    case .keyword(.observed): return try parseState(.observed)
    case .keyword(.action): return try parseAction()
    case .keyword(.let), .keyword(.cold): return try parseLet()
    case .keyword(.view): return try parseView()
    case .keyword(.binding): return try parseBinding()
    case .keyword(.dispose): return try parseDispose()
    case .keyword(.expect): return try parseExpect()
    case .keyword(.advance): return try parseAdvance()
    case .keyword(.if): return try parseIf()
    case .keyword(.for): return try parseFor()
    case .keyword(.else): throw unexpected("'else' must follow the '}' of an 'if'")
    default:
      try rejectMisspeltKeyword()
      return try parseExpressionStatement()
    }
  }

  /// The keywords that start a statement with a name after them (`mutable x = 1`).
  private static let declaringKeywords: [Keyword] = [
    .bindable, .mutable, .published, .observed, .action, .let, .cold, .view, .binding, .dispose,
    .expect, .advance, .for,
  ]

  /// The words other languages declare values with, and the keyword that does it here.
  private static let declaringWordsOfOtherLanguages: [String: Keyword] = [
    "var": .mutable, "state": .mutable, "val": .let, "const": .let,
  ]

  /// Rejects a statement that starts with a misspelt keyword or another language's one.
  ///
  /// Two names in a row whose first is one edit or two from a keyword (`mutabel x = 1`) are a
  /// misspelt keyword; a first name that declares values in another language (`var x = 1`)
  /// gets this language's keyword.
  private mutating func rejectMisspeltKeyword() throws(Failure) {
    guard current.kind == .identifier, peek(1).kind == .identifier else { return }
    if let keyword = Self.declaringWordsOfOtherLanguages[current.text] {
      diagnostics.append(
        Diagnostic(
          "'\(current.text)' does not declare a value here: 'mutable' declares one you set, "
            + "'let' one computed from others", at: current.range, suggestion: keyword.rawValue))
      throw Failure()
    }
    guard
      let keyword = NearestName.find(current.text, in: Self.declaringKeywords.map(\.rawValue))
    else { return }
    diagnostics.append(
      Diagnostic(
        "'\(current.text)' is not a keyword, and a name cannot be followed by another name",
        at: current.range, suggestion: keyword))
    throw Failure()
  }

  /// The range from `start` to the end of the last token read.
  func range(from start: Token) -> SourceRange {
    SourceRange(start: start.range.start, end: endOfPrevious)
  }

  private mutating func parseMeta() throws(Failure) -> Statement {
    let token = advance()
    let words = token.text.dropFirst().split(whereSeparator: \.isWhitespace).map(String.init)
    guard let command = words.first else {
      report("expected a command after ':', such as ':help'", at: token.range)
      throw Failure()
    }
    return Statement(
      .meta(command: command, arguments: Array(words.dropFirst())), range: token.range)
  }

  /// `expr`, `source => target`, `model <=> control` or `target = value`.
  private mutating func parseExpressionStatement() throws(Failure) -> Statement {
    let left = try parseExpression()
    guard case .punctuator(let form) = current.kind, [.bind, .bindTwoWay, .assign].contains(form)
    else {
      return Statement(.expression(left), range: left.range)
    }
    if form == .assign, !left.isAssignable {
      report(
        "cannot assign to this: the left side of '=' must be a name, a property such as "
          + "'login.user.text', or an element such as 'items[0]'", at: left.range)
      throw Failure()
    }
    advance()
    skipNewlines()
    let right = try parseExpression()
    let range = left.range.union(right.range)
    switch form {
    case .bind: return Statement(.bind(source: left, target: right), range: range)
    case .bindTwoWay: return Statement(.bindTwoWay(model: left, control: right), range: range)
    default: return Statement(.assignment(target: left, value: right), range: range)
    }
  }

  private mutating func parseAdvance() throws(Failure) -> Statement {
    let keyword = advance()
    guard !atLineEnd else {
      throw unexpected("expected a duration after 'advance', such as 'advance 500ms'")
    }
    let duration = try parseExpression()
    return Statement(.advance(duration), range: range(from: keyword))
  }
}

extension Expression {
  /// Whether the expression names something that can be set: a name, a property or an
  /// element.
  var isAssignable: Bool {
    switch kind {
    case .identifier, .member, .subscriptAccess: return true
    default: return false
    }
  }
}
