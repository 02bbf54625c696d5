extension Lexer {
  /// The character at the cursor, or `distance` characters after it.
  func peek(at distance: Int = 0) -> Character? {
    if distance == 0 { return character }
    var index = cursor.index
    for _ in 0..<distance {
      guard index < text.endIndex else { return nil }
      index = text.index(after: index)
    }
    return index < text.endIndex ? text[index] : nil
  }

  /// The byte of the character `distance` characters after the cursor when that character is
  /// one ASCII byte (`"\r\n"` is not), or `nil`; a character of the cursor's ASCII run is
  /// read without breaking graphemes.
  func asciiByte(at distance: Int) -> UInt8? {
    let bytes = text.utf8
    var index = cursor.index
    for step in 0...distance {
      guard index < bytes.endIndex else { return nil }
      let byte = bytes[index]
      let next = bytes.index(after: index)
      // An ASCII byte other than a carriage return, followed by another, is a character.
      guard byte < 0x80, byte != 0x0D, next == bytes.endIndex || bytes[next] < 0x80 else {
        return peek(at: distance)?.asciiByte
      }
      if step == distance { return byte }
      index = next
    }
    return nil
  }

  /// Moves past the character at the cursor.
  mutating func advance() {
    guard let character else { return }
    let length = character.utf8.count
    cursor.index = text.utf8.index(cursor.index, offsetBy: length)
    cursor.location.offset += length
    if character.isLineBreak {
      cursor.location.line += 1
      cursor.location.column = 1
    } else {
      cursor.location.column += 1
    }
    loadCharacter()
  }

  /// Reads the character at the cursor once, so that peeking and advancing do not break
  /// graphemes again; an ASCII character followed by another needs no grapheme breaking.
  mutating func loadCharacter() {
    let bytes = text.utf8
    guard cursor.index < bytes.endIndex else {
      character = nil
      return
    }
    let byte = bytes[cursor.index]
    let next = bytes.index(after: cursor.index)
    if byte < 0x80, byte != 0x0D, next == bytes.endIndex || bytes[next] < 0x80 {
      character = Character(Unicode.Scalar(byte))
    } else {
      character = text[cursor.index]
    }
  }

  mutating func skipSpacesAndComments() {
    while let character = peek() {
      if character.asciiByte == UInt8(ascii: "#") {
        while let next = peek(), !next.isLineBreak { advance() }
      } else if character.isSpaceInLine {
        advance()
      } else {
        return
      }
    }
  }

  func token(_ kind: Token.Kind, from start: Cursor, to end: Cursor? = nil) -> Token {
    let end = end ?? cursor
    return Token(
      kind, text: String(text[start.index..<end.index]),
      range: SourceRange(start: start.location, end: end.location))
  }

  mutating func report(_ message: String, from start: Cursor) {
    diagnostics.append(
      Diagnostic(message, at: SourceRange(start: start.location, end: cursor.location)))
  }

  mutating func invalid(from start: Cursor, _ message: String) -> Token {
    report(message, from: start)
    return token(.invalid, from: start)
  }
}
