extension Lexer {
  /// Lexes inside a string literal: a run of text, `\(`, or the closing quote.
  mutating func lexStringContent() -> Token {
    let start = cursor
    guard let character = peek() else {
      isIncomplete = true
      return token(.end, from: start)
    }
    if character == "\"" {
      advance()
      modes.removeLast()
      return token(.stringEnd, from: start)
    }
    if character == "\\", peek(at: 1) == "(" {
      advance()
      advance()
      modes.append(.interpolation(depth: 0))
      return token(.interpolationStart, from: start)
    }
    var value = ""
    while let character = peek(), character != "\"" {
      if character == "\\" {
        if peek(at: 1) == "(" { break }
        value += lexEscape()
      } else if !character.isLineBreak, character.unicodeScalars.contains(where: \.needsEscapeOnScreen) {
        let start = cursor
        advance()
        report(
          "a control character (\(String(character).escapingControlCharacters)) cannot be written in a string",
          from: start)
      } else {
        value.append(character.isLineBreak ? "\n" : character)
        advance()
      }
    }
    return token(.stringText(value), from: start)
  }

  private mutating func lexEscape() -> String {
    let start = cursor
    advance()
    guard let escaped = peek() else { return "" }
    advance()
    switch escaped {
    case "n": return "\n"
    case "t": return "\t"
    case "\"": return "\""
    case "\\": return "\\"
    default:
      report(
        "unknown escape '\\\(escaped)' in a string; the escapes are \\n, \\t, \\\", \\\\ and \\(...)",
        from: start)
      return "\\\(escaped)"
    }
  }
}
