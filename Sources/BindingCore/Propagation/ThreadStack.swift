#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The address of a local variable of the caller: a cheap reading of how deep the stack is.
@inline(never)
func currentStackAddress() -> UInt {
  var marker: UInt8 = 0
  return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
}

/// Where the calling thread's stack lies: its lowest address (stacks grow down towards it) and
/// its size in bytes; `nil` where the system does not say.
func currentThreadStack() -> (lowest: UInt, size: UInt)? {
  #if canImport(Darwin)
    let thread = pthread_self()
    let highest = UInt(bitPattern: pthread_get_stackaddr_np(thread))
    let size = UInt(pthread_get_stacksize_np(thread))
    return highest > size ? (highest - size, size) : nil
  #else
    guard let getAttributes = threadAttributesOfRunningThread else { return nil }
    var attributes = pthread_attr_t()
    guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
    defer { pthread_attr_destroy(&attributes) }
    var lowest: UnsafeMutableRawPointer?
    var size = 0
    guard pthread_attr_getstack(&attributes, &lowest, &size) == 0, let lowest, size > 0 else {
      return nil
    }
    return (UInt(bitPattern: lowest), UInt(size))
  #endif
}

#if !canImport(Darwin)
  /// `pthread_getattr_np`, which gives a running thread's stack; the C library has it, but the
  /// Swift overlay does not declare it, so it is looked up once by name.
  private let threadAttributesOfRunningThread:
    (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32)? = {
      guard let symbol = dlsym(dlopen(nil, RTLD_LAZY), "pthread_getattr_np") else { return nil }
      return unsafeBitCast(
        symbol,
        to: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32).self)
    }()
#endif
