extension String {
  /// How many columns of a terminal (or cells of a monospaced font) the text takes: two for
  /// East Asian wide characters and emoji, none for control characters, one for the rest.
  ///
  /// ```swift
  /// "abc".terminalColumns     // 3
  /// "漢字".terminalColumns    // 4
  /// "👍".terminalColumns      // 2
  /// ```
  package var terminalColumns: Int {
    reduce(0) { $0 + $1.terminalColumns }
  }
}

extension Character {
  /// How many terminal columns the character takes; see ``Swift/String/terminalColumns``.
  package var terminalColumns: Int {
    guard let first = unicodeScalars.first else { return 0 }
    if first.properties.generalCategory == .control { return 0 }
    if unicodeScalars.contains(where: { $0.properties.isEmojiPresentation })
      || unicodeScalars.contains(where: { $0.value == 0xFE0F })
    {
      return 2
    }
    return Self.isWide(first.value) ? 2 : 1
  }

  /// The East Asian Wide and Fullwidth blocks: Hangul Jamo, CJK, Hangul syllables,
  /// compatibility ideographs, fullwidth forms and the supplementary ideographic planes.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
