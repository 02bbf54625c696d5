extension Character {
  /// A line break as the source file counts lines: `\n` or `\r\n`.
  var isLineBreak: Bool { self == "\n" || self == "\r\n" }

  var isDecimalDigit: Bool { isASCII && isWholeNumber }

  var isIdentifierStart: Bool { isLetter || self == "_" }

  var isIdentifierContinuation: Bool { isLetter || isNumber || self == "_" }

  /// Whether a token can begin with this character; a run of characters that cannot is
  /// reported as one error.
  var canStartToken: Bool {
    isWhitespace || isIdentifierStart || isDecimalDigit || "\"#$'\\=<>!&|?:+-*/%.,;()[]{}".contains(self)
  }
}
