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
