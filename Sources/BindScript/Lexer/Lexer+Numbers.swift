extension Lexer {
  /// Lexes `42`, `1_000`, `3.5`, and durations `300ms`, `2s`, `1.5s`.
  mutating func lexNumber(from start: Cursor) -> Token {
    let whole = readDigits()
    var fraction: String?
    if peek() == ".", let next = peek(at: 1), next.isDecimalDigit {
      advance()
      fraction = readDigits()
    }
    if let next = peek(), next.isIdentifierContinuation {
      let suffixStart = cursor
      while let character = peek(), character.isIdentifierContinuation { advance() }
      let suffix = String(text[suffixStart.index..<cursor.index])
      guard suffix == "ms" || suffix == "s" else {
        return invalid(
          from: start,
          "'\(suffix)' cannot follow a number; durations are written like '300ms' or '2s'")
      }
      return duration(whole: whole, fraction: fraction, unit: suffix, from: start)
    }
    if let fraction {
      return token(.decimal(Double("\(whole).\(fraction)") ?? .infinity), from: start)
    }
    guard let value = Int(whole) else {
      return invalid(from: start, "the number \(whole) is too large for an Int")
    }
    return token(.integer(value), from: start)
  }

  private mutating func duration(
    whole: String, fraction: String?, unit: String, from start: Cursor
  ) -> Token {
    let scale = unit == "s" ? 3 : 0
    let fraction = fraction ?? ""
    guard fraction.dropFirst(scale).allSatisfy({ $0 == "0" }) else {
      return invalid(from: start, "a duration cannot be finer than a millisecond")
    }
    let kept = fraction.prefix(scale)
    let milliseconds = whole + kept + String(repeating: "0", count: scale - kept.count)
    guard let value = Int(milliseconds) else {
      return invalid(from: start, "the duration \(whole)\(unit) is too long")
    }
    return token(.duration(milliseconds: value), from: start)
  }

  private mutating func readDigits() -> String {
    var digits = ""
    while let character = peek(), character.isDecimalDigit || character == "_" {
      if character != "_" { digits.append(character) }
      advance()
    }
    return digits
  }
}
