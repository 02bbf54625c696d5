#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A thread's identity, to compare with the current thread's.
struct ThreadID: Sendable, Equatable {
  private let value: UInt

  /// The thread running now.
  static var current: ThreadID {
    #if canImport(Darwin)
      ThreadID(value: UInt(bitPattern: pthread_self()))
    #else
      ThreadID(value: UInt(pthread_self()))
    #endif
  }
}
