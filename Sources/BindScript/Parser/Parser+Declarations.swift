extension Parser {
  /// Parses a state declaration.
  ///
  /// `bindable NAME = expr`, `mutable NAME: Type = expr`, `published NAME = expr`,
  /// `observed NAME = expr`.
  mutating func parseState(_ kind: StateKind) throws(Failure) -> Statement {
    let keyword = advance()
    let declaration = "a '\(kind.rawValue)' declaration"
    let name = try parseName("expected a name after '\(kind.rawValue)', as in '\(kind.rawValue) count = 0'")
    var type: TypeAnnotation?
    if consume(.colon) != nil {
      skipNewlines()
      type = try parseType()
    }
    guard at(.assign) else {
      let place = type == nil ? "the name" : "the type"
      throw unexpected("expected '=' after \(place) in \(declaration); state needs an initial value")
    }
    advance()
    skipNewlines()
    let initial = try parseExpression()
    return Statement(
      .state(kind, name: name, type: type, initial: initial), range: range(from: keyword))
  }

  /// Parses `action NAME` or `action NAME(Type)`.
  mutating func parseAction() throws(Failure) -> Statement {
    let keyword = advance()
    let name = try parseName("expected a name after 'action', as in 'action submit'")
    var payload: TypeAnnotation?
    if at(.leftParenthesis) {
      open(.parenthesis, advance())
      if !at(.rightParenthesis) {
        payload = try parseType()
      }
      _ = try close(
        with: .rightParenthesis,
        "expected ')' after the payload type of action '\(name.text)'")
    }
    return Statement(.action(name: name, payload: payload), range: range(from: keyword))
  }

  /// Parses `let NAME = expr` and `cold NAME = expr`.
  mutating func parseLet() throws(Failure) -> Statement {
    let isCold = current.kind == .keyword(.cold)
    let word = isCold ? "cold" : "let"
    let keyword = advance()
    let name = try parseName(
      isCold
        ? "expected a name after 'cold', as in 'cold ticks = marbles(\"-1-2|\")'"
        : "expected a name after 'let', as in 'let total = a + b'")
    if at(.colon) {
      throw unexpected("a '\(word)' takes no type annotation: its type comes from its value")
    }
    guard at(.assign) else {
      throw unexpected("expected '=' after the name in a '\(word)' declaration")
    }
    advance()
    skipNewlines()
    let value = try parseExpression()
    if isCold {
      return Statement(.coldDeclaration(name: name, value: value), range: range(from: keyword))
    }
    return Statement(.letDeclaration(name: name, value: value), range: range(from: keyword))
  }

  /// Parses `view NAME { KIND NAME ... }`, one control per line or separated by `;`.
  mutating func parseView() throws(Failure) -> Statement {
    let keyword = advance()
    let name = try parseName("expected a name after 'view', as in 'view login { ... }'")
    let brace = try expect(
      .leftBrace, "expected '{' after the view's name, then its controls, such as 'button submit'")
    try enter()
    defer { depth -= 1 }
    open(.brace, brace)
    var controls: [ControlDeclaration] = []
    while true {
      while current.kind == .newline || at(.semicolon) { position += 1 }
      if at(.rightBrace) || current.kind == .end { break }
      let mark = groups.count
      do throws(Failure) {
        controls.append(try parseControl())
        guard atLineEnd || at(.rightBrace) else {
          throw unexpected("expected one control per line, such as 'button submit', found \(found)")
        }
      } catch {
        groups.removeSubrange(mark...)
        synchronize()
      }
    }
    _ = try close(with: .rightBrace, "expected '}' to end the view '\(name.text)'")
    return Statement(.view(name: name, controls: controls), range: range(from: keyword))
  }

  private mutating func parseControl() throws(Failure) -> ControlDeclaration {
    guard current.kind == .identifier else {
      throw unexpected("expected a control such as 'textField user' or 'button submit', found \(found)")
    }
    let kind = advance()
    let name = try parseName(
      "expected a name after the control kind '\(kind.text)', as in '\(kind.text) name'")
    return ControlDeclaration(kind: Name(kind.text, range: kind.range), name: name)
  }

  /// Parses `binding NAME { statements }`.
  mutating func parseBinding() throws(Failure) -> Statement {
    let keyword = advance()
    let name = try parseName("expected a name after 'binding', as in 'binding screen { ... }'")
    let body = try parseBlock("expected '{' after the name of binding '\(name.text)'")
    return Statement(.binding(name: name, body: body), range: range(from: keyword))
  }

  /// Parses `dispose NAME`.
  mutating func parseDispose() throws(Failure) -> Statement {
    let keyword = advance()
    let name = try parseName("expected the name of a binding after 'dispose'")
    return Statement(.dispose(name: name), range: range(from: keyword))
  }

  /// A name being declared; a keyword that could pass for a name is refused with its own
  /// message.
  mutating func parseName(_ message: @autoclosure () -> String) throws(Failure) -> Name {
    switch current.kind {
    case .identifier:
      let token = advance()
      return Name(token.text, range: token.range)
    case .keyword(let keyword) where keyword != .in && keyword != .else:
      throw unexpected("'\(keyword.rawValue)' is a keyword and cannot be used as a name")
    default:
      throw unexpected(message())
    }
  }
}
