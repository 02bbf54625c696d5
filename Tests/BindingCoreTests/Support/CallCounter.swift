import Synchronization

/// Counts calls made from any thread: a disposal, a run of async work.
final class CallCounter: Sendable {
  private let counter = Mutex(0)

  func mark() { counter.withLock { $0 += 1 } }

  var count: Int { counter.withLock { $0 } }
}
