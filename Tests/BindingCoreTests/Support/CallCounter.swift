import Synchronization

/// Counts calls made from any thread: a disposal, a run of async work.
final class CallCounter: Sendable {
  private let counter = Mutex(0)

  func mark() { counter.lockedValue { $0 += 1 } }

  var count: Int { counter.lockedValue { $0 } }
}
