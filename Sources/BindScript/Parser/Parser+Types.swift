extension Parser {
  /// A written type: `Int`, `String?`, `[Double]`, `[String]?`.
  mutating func parseType() throws(Failure) -> TypeAnnotation {
    try enter()
    defer { depth -= 1 }
    var type: TypeAnnotation
    switch current.kind {
    case .identifier:
      let name = advance()
      type = TypeAnnotation(.named(name.text), range: name.range)
    case .punctuator(.leftBracket):
      let bracket = advance()
      open(.bracket, bracket)
      let element = try parseType()
      let end = try close(
        with: .rightBracket, "expected ']' after the element type, as in '[String]', found \(found)")
      type = TypeAnnotation(.array(element), range: bracket.range.union(end.range))
    default:
      throw unexpected("expected a type such as 'Int', 'String?' or '[Double]', found \(found)")
    }
    var optionals = 0
    defer { depth -= optionals }
    while at(.question) || at(.nilCoalescing) {
      let mark = advance()
      for _ in 0..<mark.text.count {
        try enter()
        optionals += 1
        type = TypeAnnotation(.optional(type), range: type.range.union(mark.range))
      }
    }
    return type
  }
}
