#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes text to standard error without Foundation.
enum StandardError {
  static func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      _ = systemWrite(2, bytes.baseAddress, bytes.count)
    }
  }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Musl)
  private let systemWrite = Musl.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
