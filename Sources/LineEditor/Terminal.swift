#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Facts about the process's terminal.
public enum Terminal {
  /// `true` when standard input and output are both a terminal: line editing and prompts
  /// make sense.
  public static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

  /// The width of the terminal on standard output, in columns; 80 when it does not say.
  public static var width: Int {
    var size = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }

  /// `true` when standard output is a terminal and `NO_COLOR` is not set.
  public static var supportsColor: Bool {
    isatty(1) == 1 && getenv("NO_COLOR").map { String(cString: $0).isEmpty } ?? true
  }

  /// Turns the terminal's own line editing and echo off for standard input, keeping the rest
  /// (signal keys, output processing), and returns the settings before, for ``restore(_:)``.
  ///
  /// libedit turns them off only when it reads the first key of a line, after it drew the
  /// prompt, and back on when the line is read: a key typed the instant the prompt shows, or
  /// while an entry runs, reached a terminal in line mode. Ctrl-D there is the terminal's
  /// end-of-file, which libedit received as a NUL or not at all (and the terminal echoed it
  /// as `^D`). The line reader calls this before drawing each prompt and again when a line
  /// was read, so keys wait for libedit as typed; libedit ignores settings other than line
  /// mode as its own, and restores its own when it reads.
  @discardableResult
  static func stopLineMode() -> termios? {
    var settings = termios()
    guard tcgetattr(0, &settings) == 0 else { return nil }
    let before = settings
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
    tcsetattr(0, TCSANOW, &settings)
    return before
  }

  /// Puts back settings ``stopLineMode()`` returned.
  static func restore(_ settings: termios?) {
    guard var settings else { return }
    tcsetattr(0, TCSANOW, &settings)
  }

  /// Makes sure the C library decodes characters as UTF-8: libedit drops non-ASCII input
  /// unless `LC_CTYPE` names a UTF-8 locale.
  public static func useUTF8() {
    if let current = setlocale(LC_CTYPE, ""), String(cString: current).lowercased().contains("utf") {
      return
    }
    for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
      return
    }
  }
}
