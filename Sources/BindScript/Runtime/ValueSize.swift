/// How large a value may grow while a script runs, and how large values are shown in
/// traces: a script that keeps doubling a string is stopped with an error instead of eating
/// the memory, and a trace line shows the beginning of a huge value, not all of it.
extension Value {
  /// The most bytes a string or array made while a script runs may take, written out: 1 MB.
  static let sizeLimit = 1 << 20

  /// The most bytes of a value a trace line shows.
  static let shownLength = 300

  /// Whether the value, written out, takes more than `limit` bytes; looks at no more of it
  /// than that, so that an array holding one array many times is measured quickly.
  func isLarger(than limit: Int) -> Bool {
    var remaining = limit
    return !fits(in: &remaining)
  }

  private func fits(in remaining: inout Int) -> Bool {
    switch self {
    case .string(let text):
      remaining -= text.utf8.count + 2
    case .array(let values):
      remaining -= 2
      for value in values {
        guard remaining >= 0, value.fits(in: &remaining) else { return false }
        remaining -= 2
      }
    default:
      remaining -= 8
    }
    return remaining >= 0
  }

  /// `value`, or an error at `range` when it is larger than ``sizeLimit``.
  static func limited(_ value: Value, at range: SourceRange) throws(RuntimeError) -> Value {
    guard value.isLarger(than: sizeLimit) else { return value }
    throw tooLarge(value.isArray ? "array" : "string", at: range)
  }

  /// The error for a `kind` of value (`string`, `array`) that would grow past ``sizeLimit``.
  static func tooLarge(_ kind: String, at range: SourceRange) -> RuntimeError {
    RuntimeError("this \(kind) would be larger than 1 MB, the most a script may build", at: range)
  }

  private var isArray: Bool {
    if case .array = self { return true }
    return false
  }

  /// The ``literal``, cut after about ``shownLength`` bytes with `…`: how traces show values.
  var shortLiteral: String {
    var text = ""
    appendLiteral(to: &text, upTo: Value.shownLength)
    return text
  }

  /// Appends the literal to `text` while `text` is shorter than `limit` bytes; `false` once
  /// it had to cut.
  @discardableResult
  private func appendLiteral(to text: inout String, upTo limit: Int) -> Bool {
    switch self {
    case .string(let value) where text.utf8.count + value.utf8.count + 2 > limit:
      let room = max(0, limit - text.utf8.count)
      var shown = Value.string(String(value.prefix(room))).literal
      shown.removeLast()
      text += shown + "…\""
      return false
    case .array(let values):
      text += "["
      for (index, value) in values.enumerated() {
        if index > 0 { text += ", " }
        guard text.utf8.count < limit else {
          text += "…]"
          return false
        }
        guard value.appendLiteral(to: &text, upTo: limit) else {
          text += index + 1 < values.count ? ", …]" : "]"
          return false
        }
      }
      text += "]"
      return true
    default:
      text += literal
      return true
    }
  }
}
