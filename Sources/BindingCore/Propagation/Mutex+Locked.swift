import Synchronization

extension Mutex where Value == Void {
  /// Runs `body` with the lock held and returns its result.
  ///
  /// Unlike `withLock`, the result need not be sendable: these locks guard the stored
  /// properties of the object that owns them, and the result stays on the calling thread.
  @inline(__always)
  package func locked<Result>(_ body: () -> Result) -> Result {
    var result: Result?
    withLock { _ in result = body() }
    return result.unsafelyUnwrapped
  }
}
