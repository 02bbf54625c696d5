import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Mutex where Value == Void {
  /// Runs `body` with the lock held and returns its result.
  ///
  /// Unlike `withLock`, the result need not be sendable: these locks guard the stored
  /// properties of the object that owns them, and the result stays on the calling thread.
  @inline(__always)
  package func locked<Result>(_ body: () -> Result) -> Result {
    withLock { _ in
      guard let sanitizer = ThreadSanitizerAnnotations.shared else {
        nonisolated(unsafe) let result = body()
        return result
      }
      nonisolated(unsafe) let result = withUnsafePointer(to: self) { address in
        sanitizer.acquire(UnsafeRawPointer(address))
        defer { sanitizer.release(UnsafeRawPointer(address)) }
        return body()
      }
      return result
    }
  }
}

/// Tells ThreadSanitizer about the ordering our locks create.
///
/// On Linux, `Mutex` waits with futex system calls that ThreadSanitizer does not see, so it
/// would report every access guarded by one as a race. When the process runs under the
/// sanitizer, its runtime exports `__tsan_acquire` and `__tsan_release`, and `locked` calls
/// them; in any other process they are absent and nothing is called.
struct ThreadSanitizerAnnotations: Sendable {
  typealias Annotation = @convention(c) (UnsafeRawPointer) -> Void

  let acquire: Annotation
  let release: Annotation

  static let shared: ThreadSanitizerAnnotations? = {
    let process = dlopen(nil, RTLD_LAZY)
    guard let acquire = dlsym(process, "__tsan_acquire"),
      let release = dlsym(process, "__tsan_release")
    else { return nil }
    return ThreadSanitizerAnnotations(
      acquire: unsafeBitCast(acquire, to: Annotation.self),
      release: unsafeBitCast(release, to: Annotation.self))
  }()
}
