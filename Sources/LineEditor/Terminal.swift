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

  /// `true` when standard output is a terminal and `NO_COLOR` is not set.
  public static var supportsColor: Bool {
    isatty(1) == 1 && getenv("NO_COLOR").map { String(cString: $0).isEmpty } ?? true
  }

  /// Turns the terminal's own line editing and echo off for standard input, keeping the rest
  /// (signal keys, output processing): what libedit does when it reads the first key of a
  /// line.
  ///
  /// libedit draws the prompt first and sets the terminal up only then, so a key typed the
  /// instant the prompt shows reached a terminal still in line mode: Ctrl-D there is the
  /// terminal's end-of-file, which libedit received as a NUL or not at all, and the terminal
  /// echoed it as `^D`. Calling this before each read closes that gap; libedit restores the
  /// terminal when the line is read, and ignores modes other than line mode as its own.
  static func stopLineMode() {
    var settings = termios()
    guard tcgetattr(0, &settings) == 0 else { return }
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
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
