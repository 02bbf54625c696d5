/// Text made safe for XML and HTML: markup characters escaped, and characters XML 1.0 does
/// not allow (control characters, lone surrogates cannot occur in a Swift string) replaced by
/// U+FFFD.
package enum XMLText {
  /// `text` escaped for element content and attribute values (quoted with `"`).
  package static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        let allowed = value >= 0x20 && !(0xFFFE...0xFFFF).contains(value)
        result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
      }
    }
    return result
  }
}
