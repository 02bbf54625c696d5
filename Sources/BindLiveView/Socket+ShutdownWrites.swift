import FlyingSocks

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Socket {
  /// Ends what this side sends (a FIN), while it can still read.
  ///
  /// The peer reads to the end of what was sent, then sees the end of the stream. FlyingSocks
  /// has no call for it.
  func shutdownWrites() {
    #if canImport(Darwin)
      _ = shutdown(file.rawValue, SHUT_WR)
    #else
      _ = shutdown(file.rawValue, Int32(SHUT_WR))
    #endif
  }
}
