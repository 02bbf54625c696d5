public import CBindingCoreSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The per-thread key whose destructor releases each thread's ``Propagation`` when the thread
/// ends; the context itself is read from CBindingCoreSupport's thread-local slot, which costs
/// a load where `pthread_getspecific` costs a call.
private let propagationKey: pthread_key_t = {
  var key = pthread_key_t()
  let status = pthread_key_create(&key) { pointer in
    bind_set_thread_propagation(nil)
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
  @inlinable @inline(__always)
  static func withCurrent<Result>(_ body: (Propagation) throws -> Result) rethrows -> Result {
    try currentReference._withUnsafeGuaranteedRef(body)
  }

  @inlinable @inline(__always)
  static var currentReference: Unmanaged<Propagation> {
    if let pointer = bind_thread_propagation() {
      return Unmanaged<Propagation>.fromOpaque(pointer)
    }
    return makeCurrent()
  }

  /// Creates this thread's context, the first time the thread asks for it.
  @usableFromInline @inline(never)
  static func makeCurrent() -> Unmanaged<Propagation> {
    let context = Unmanaged.passRetained(Propagation())
    pthread_setspecific(propagationKey, context.toOpaque())
    bind_set_thread_propagation(context.toOpaque())
    return context
  }
}
