extension StringProtocol {
  /// The text with every control character except the line break and the tab written as a
  /// Swift escape, `\u{1B}`: safe to show on a terminal, in a file or on a page, where a raw
  /// escape character would drive the terminal (clear the screen, retitle the window).
  ///
  /// Control characters are those of the Unicode category Cc: U+0000 to U+001F, U+007F
  /// and U+0080 to U+009F. Text without any comes back unchanged.
  ///
  /// ```swift
  /// "a\u{1B}[2Jb".escapingControlCharacters   // #"a\u{1B}[2Jb"#
  /// ```
  public var escapingControlCharacters: String {
    guard unicodeScalars.contains(where: \.needsEscapeOnScreen) else { return String(self) }
    var result = ""
    result.reserveCapacity(utf8.count + 8)
    for scalar in unicodeScalars {
      if scalar.needsEscapeOnScreen {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension Unicode.Scalar {
  /// A control character other than the line break and the tab.
  var needsEscapeOnScreen: Bool {
    // ASCII's controls are 0x00-0x1F and 0x7F: known without Unicode's property tables.
    if isASCII { return (value < 0x20 || value == 0x7F) && self != "\n" && self != "\t" }
    return properties.generalCategory == .control
  }
}
