#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The per-thread key under which each thread's ``Propagation`` lives.
private let propagationKey: pthread_key_t = {
  var key = pthread_key_t()
  let status = pthread_key_create(&key) { pointer in
    #if canImport(Darwin)
      Unmanaged<Propagation>.fromOpaque(pointer).release()
    #else
      if let pointer { Unmanaged<Propagation>.fromOpaque(pointer).release() }
    #endif
  }
  precondition(status == 0, "pthread_key_create failed with \(status)")
  return key
}()

extension Propagation {
  /// This thread's propagation context, created on first use and released with the thread.
  @usableFromInline
  static var current: Propagation { currentReference.takeUnretainedValue() }

  /// Calls `body` with this thread's context without retaining it: the thread keeps it alive.
  @inline(__always)
  static func withCurrent<Result>(_ body: (Propagation) throws -> Result) rethrows -> Result {
    try currentReference._withUnsafeGuaranteedRef(body)
  }

  private static var currentReference: Unmanaged<Propagation> {
    if let pointer = pthread_getspecific(propagationKey) {
      return Unmanaged<Propagation>.fromOpaque(pointer)
    }
    let context = Unmanaged.passRetained(Propagation())
    pthread_setspecific(propagationKey, context.toOpaque())
    return context
  }
}
