extension Character {
  /// A line break as the source file counts lines: `\n` or `\r\n`.
  var isLineBreak: Bool {
    if let byte = asciiByte { return byte == UInt8(ascii: "\n") }
    return self == "\r\n"
  }

  /// The character's one ASCII byte, or `nil` for any other (`"\r\n"` included, which
  /// `asciiValue` would give as `\n`): the questions below answer ASCII, most of a script,
  /// without Unicode's property tables.
  var asciiByte: UInt8? {
    guard utf8.count == 1 else { return nil }
    return utf8.first
  }

  /// `0` to `9`; other Unicode digits are not digits of a number here.
  var isDecimalDigit: Bool { asciiByte?.isASCIIDigit ?? false }

  var isIdentifierStart: Bool {
    if let byte = asciiByte { return byte.isIdentifierStart }
    return isLetter
  }

  var isIdentifierContinuation: Bool {
    if let byte = asciiByte { return byte.isIdentifierContinuation }
    return isLetter || isNumber
  }

  /// Whitespace that does not end a line: a space, a tab, or any other Unicode space.
  var isSpaceInLine: Bool {
    if let byte = asciiByte { return byte.isSpaceInLine }
    return isWhitespace && !isLineBreak
  }

  /// Whether a token can begin with this character; a run of characters that cannot is
  /// reported as one error.
  var canStartToken: Bool {
    isWhitespace || isIdentifierStart || isDecimalDigit || "\"#$'\\=<>!&|?:+-*/%.,;()[]{}".contains(self)
  }
}

/// The same questions for a character that is one ASCII byte, asked of the byte.
extension UInt8 {
  fileprivate var isASCIILetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
  var isASCIIDigit: Bool { (0x30...0x39).contains(self) }
  var isIdentifierStart: Bool { isASCIILetter || self == UInt8(ascii: "_") }
  var isIdentifierContinuation: Bool { isIdentifierStart || isASCIIDigit }
  /// A space, or a tab, vertical tab, form feed or lone carriage return (0x09, 0x0B-0x0D).
  var isSpaceInLine: Bool { self == 0x20 || self == 0x09 || (0x0B...0x0D).contains(self) }
}
