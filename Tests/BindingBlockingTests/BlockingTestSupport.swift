import BindingBlocking
import BindingCore

/// The error the tests' sequences fail with.
struct BlockingTestError: Error, Equatable {}

/// A scheduler whose work runs on dispatch's worker threads, not the test's.
func backgroundScheduler() -> ConcurrentDispatchQueueScheduler {
  ConcurrentDispatchQueueScheduler(qos: .default)
}

extension MaterializedSequenceResult {
  /// The elements, whichever way the sequence ended.
  var elements: [Element] {
    switch self {
    case .completed(let elements), .failed(let elements, _): return elements
    }
  }

  /// The error of a failed sequence, or `nil` for a completed one.
  var error: (any Error)? {
    if case .failed(_, let error) = self { return error }
    return nil
  }
}

/// `count` ticks, 0 to `count - 1`, a millisecond apart, sent from a dispatch worker thread.
func ticksFromAnotherThread(_ count: Int) -> Observable<Int> {
  Observable<Int>.interval(.milliseconds(1), scheduler: backgroundScheduler()).take(count)
}
