extension Parser {
  /// `expect condition`, or `expect subject "marbles" a=1 b=2`.
  ///
  /// The marble form is chosen when a string literal follows the expression on the same
  /// line: two expressions cannot otherwise stand side by side. Its subject must be a name,
  /// a property, a call or an element, so that `expect a == "x" "-a-"` is an error rather
  /// than a comparison read as a subject.
  mutating func parseExpect() throws(Failure) -> Statement {
    let keyword = advance()
    guard !atLineEnd else {
      throw unexpected("expected a condition after 'expect', such as 'expect total == 3'")
    }
    let subject = try parseExpression()
    guard current.kind == .stringStart else {
      return Statement(.expect(subject), range: range(from: keyword))
    }
    guard subject.canHaveHistory else {
      report(
        "only a name or a property has a history to compare with a marble diagram, as in "
          + "'expect results \"-a-b|\" a=1 b=2'", at: subject.range)
      throw Failure()
    }
    let diagram = try parseString()
    guard let marbles = diagram.plainText else {
      report("a marble diagram cannot contain interpolation", at: diagram.range)
      throw Failure()
    }
    let values = try parseMarbleValues()
    return Statement(
      .expectMarbles(subject: subject, marbles: marbles, values: values),
      range: range(from: keyword))
  }

  /// `a=1 b="x"` up to the end of the line.
  private mutating func parseMarbleValues() throws(Failure) -> [MarbleValue] {
    var values: [MarbleValue] = []
    while !atLineEnd, !at(.rightBrace) {
      let name = current
      switch name.kind {
      case .identifier, .integer:
        guard name.text.count == 1 else {
          report(
            "a marble value is one character, as in 'a=1'; '\(name.text)' is longer",
            at: name.range)
          throw Failure()
        }
      default:
        throw unexpected("expected a marble value such as 'a=1' after the diagram, found \(found)")
      }
      advance()
      _ = try expect(
        .assign, "expected '=' after the marble value '\(name.text)', as in '\(name.text)=1'")
      skipNewlines()
      let value = try parseExpression()
      let character = Character(name.text)
      if values.contains(where: { $0.character == character }) {
        report("the marble value '\(name.text)' is given twice", at: name.range)
      }
      values.append(MarbleValue(character: character, value: value))
    }
    return values
  }
}

extension Expression {
  /// Whether the expression can name a recorded value: a name, property, call or element.
  var canHaveHistory: Bool {
    switch kind {
    case .identifier, .member, .call, .subscriptAccess: return true
    default: return false
    }
  }
}
