internal import CBindingCoreSupport
import Synchronization

extension Mutex where Value == Void {
  /// Runs `body` with the lock held and returns its result.
  ///
  /// Unlike `withLock`, the result need not be sendable: these locks guard the stored
  /// properties of the object that owns them, and the result stays on the calling thread.
  ///
  /// On Linux, `Mutex` waits with futex system calls that ThreadSanitizer does not see, so it
  /// would report every access guarded by one as a race. When the process runs under the
  /// sanitizer, its runtime exports `__tsan_acquire` and `__tsan_release`, which
  /// CBindingCoreSupport looks up when the library is loaded, and `locked` calls them; in any
  /// other process they are absent and nothing is called.
  @inline(__always)
  package func locked<Result>(_ body: () -> Result) -> Result {
    withLock { _ in
      guard bind_tsan_is_active() else {
        nonisolated(unsafe) let result = body()
        return result
      }
      nonisolated(unsafe) let result = withUnsafePointer(to: self) { address in
        bind_tsan_acquire(UnsafeRawPointer(address))
        defer { bind_tsan_release(UnsafeRawPointer(address)) }
        return body()
      }
      return result
    }
  }
}

extension Mutex where Value: Sendable {
  /// Runs `body` on the guarded value with the lock held, as `withLock` does, and tells
  /// ThreadSanitizer about the lock as ``locked(_:)`` does: a `withLock` on Linux waits in
  /// futex calls that the sanitizer does not see, so two threads taking turns at the value
  /// would be reported as a race.
  @inline(__always)
  package func lockedValue<Result>(_ body: (inout Value) -> Result) -> Result {
    withLock { value in
      guard bind_tsan_is_active() else {
        nonisolated(unsafe) let result = body(&value)
        return result
      }
      nonisolated(unsafe) let result = withUnsafePointer(to: self) { address in
        bind_tsan_acquire(UnsafeRawPointer(address))
        defer { bind_tsan_release(UnsafeRawPointer(address)) }
        return body(&value)
      }
      return result
    }
  }
}
