/// The secret path segment of a live view's address.
public enum LiveToken {
  /// A new random token: 32 hexadecimal digits (128 bits from the system's generator).
  public static func make() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in
      let word = String(generator.next() as UInt32, radix: 16)
      return String(repeating: "0", count: 8 - word.count) + word
    }.joined()
  }
}
