#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads single key presses from standard input: from a terminal without waiting for Enter,
/// from a pipe one line at a time.
///
/// ```swift
/// let keys = KeyReader()
/// while let key = keys.readKey(), key != "q" { ... }
/// ```
///
/// On a terminal each read switches off line buffering, echo and signal keys for just that
/// read, so Ctrl-C arrives as the character `"\u{3}"` and the terminal is never left in an
/// odd mode. From a pipe, a line's first character is the key and an empty line is `"\n"`.
public final class KeyReader {
  private let next: () -> Character?

  /// Creates a reader of standard input.
  public init() {
    if isatty(0) == 1 {
      next = KeyReader.readTerminalKey
    } else {
      next = {
        guard let line = Swift.readLine(strippingNewline: true) else { return nil }
        return line.first(where: { !$0.isWhitespace }) ?? "\n"
      }
    }
  }

  /// Creates a reader that returns `keys` one by one, then the end of input: for tests.
  public init(keys: [Character]) {
    var remaining = keys[...]
    next = { remaining.popFirst() }
  }

  /// The next key, or `nil` at the end of input.
  public func readKey() -> Character? { next() }

  private static func readTerminalKey() -> Character? {
    var saved = termios()
    guard tcgetattr(0, &saved) == 0 else { return nil }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    tcsetattr(0, TCSANOW, &raw)
    defer { tcsetattr(0, TCSANOW, &saved) }
    var byte: UInt8 = 0
    while true {
      let count = read(0, &byte, 1)
      if count == 1 { return Character(Unicode.Scalar(byte)) }
      if count < 0 && errno == EINTR { continue }
      return nil
    }
  }
}
