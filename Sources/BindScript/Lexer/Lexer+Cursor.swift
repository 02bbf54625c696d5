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
    if let byte {
      cursor.index = text.utf8.index(after: cursor.index)
      cursor.location.offset += 1
      if byte == UInt8(ascii: "\n") {
        cursor.location.line += 1
        cursor.location.column = 1
      } else {
        cursor.location.column += 1
      }
      loadCharacter()
      return
    }
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

  /// The character at the cursor: built from ``byte`` when it is one ASCII byte, so that
  /// code asking only for bytes never builds a `Character`.
  var character: Character? {
    if let byte { return Character(Unicode.Scalar(byte)) }
    return wideCharacter
  }

  /// Reads the character at the cursor once, so that peeking and advancing do not break
  /// graphemes again: an ASCII character followed by another needs no grapheme breaking and
  /// is kept as its byte alone.
  mutating func loadCharacter() {
    let bytes = text.utf8
    guard cursor.index < bytes.endIndex else {
      byte = nil
      wideCharacter = nil
      return
    }
    let first = bytes[cursor.index]
    let next = bytes.index(after: cursor.index)
    if first < 0x80, first != 0x0D, next == bytes.endIndex || bytes[next] < 0x80 {
      byte = first
      wideCharacter = nil
    } else {
      byte = nil
      wideCharacter = text[cursor.index]
    }
  }

  /// Moves past the characters at the cursor while `accepts` holds for their one ASCII byte,
  /// or `acceptsWide` for any other character.
  mutating func skip(while accepts: (UInt8) -> Bool, orWide acceptsWide: (Character) -> Bool) {
    while true {
      if let byte {
        if skipASCIIRun(while: accepts) { continue }
        guard accepts(byte) else { return }
      } else {
        guard let wideCharacter, acceptsWide(wideCharacter) else { return }
      }
      advance()
    }
  }

  /// Moves past the run of one-byte characters at the cursor that `accepts` holds for, reading
  /// the text's bytes in place rather than one character at a time; `false` when it moved past
  /// none (a line break, a carriage return and a byte that a non-ASCII one follows are left
  /// for ``advance()``, which breaks graphemes and counts lines).
  private mutating func skipASCIIRun(while accepts: (UInt8) -> Bool) -> Bool {
    let start = cursor.location.offset
    let run =
      text.utf8.withContiguousStorageIfAvailable { bytes -> Int in
        var end = start
        while end < bytes.count {
          let byte = bytes[end]
          guard byte < 0x80, byte != UInt8(ascii: "\n"), byte != 0x0D, accepts(byte) else { break }
          end += 1
        }
        if end > start, end < bytes.count, bytes[end] >= 0x80 { end -= 1 }
        return end - start
      } ?? 0
    guard run > 0 else { return false }
    cursor.index = text.utf8.index(cursor.index, offsetBy: run)
    cursor.location.offset += run
    cursor.location.column += run
    loadCharacter()
    return true
  }

  mutating func skipSpacesAndComments() {
    while true {
      if byte == UInt8(ascii: "#") {
        skip(while: { $0 != UInt8(ascii: "\n") }, orWide: { !$0.isLineBreak })
      } else if byte?.isSpaceInLine ?? wideCharacter?.isSpaceInLine ?? false {
        skip(while: \.isSpaceInLine, orWide: \.isSpaceInLine)
      } else {
        return
      }
    }
  }

  func token(_ kind: Token.Kind, from start: Cursor, to end: Cursor? = nil) -> Token {
    let end = end ?? cursor
    return Token(
      kind, text: String(decoding: text.utf8[start.index..<end.index], as: UTF8.self),
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
