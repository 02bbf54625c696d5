import Dispatch
import Foundation
import Synchronization

/// Where a thread blocked by a ``BlockingObservable`` operator waits until the sequence has
/// given what the operator needs.
///
/// On the main thread the wait runs the main run loop, as RxBlocking runs the current
/// thread's, so work sent to the main queue meanwhile (`MainScheduler`, `Driver`, `Signal`)
/// still runs and can end the wait. Elsewhere it waits on a semaphore: Bind's schedulers send
/// no work through other threads' run loops.
final class BlockingGate: Sendable {
  private let isOpen = Atomic<Bool>(false)
  private let semaphore = DispatchSemaphore(value: 0)
  /// Whether the waiting thread runs the main run loop, which ``open()`` then wakes.
  private let runsMainRunLoop = Thread.isMainThread

  /// Lets the waiting thread go; later calls do nothing.
  func open() {
    guard
      isOpen.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
        .exchanged
    else { return }
    semaphore.signal()
    // An empty block on the main queue wakes the main run loop, whose turn then returns.
    if runsMainRunLoop { DispatchQueue.main.async {} }
  }

  /// Waits until ``open()`` or `deadline` (never, when `nil`); `true` when opened.
  func wait(until deadline: Date?) -> Bool {
    if runsMainRunLoop {
      let limit = deadline ?? .distantFuture
      while !isOpen.load(ordering: .acquiring) {
        guard Date() < limit else { return false }
        // A run loop with nothing to run returns at once: then wait on the semaphore instead.
        if !RunLoop.current.run(mode: .default, before: limit) { break }
      }
    }
    if isOpen.load(ordering: .acquiring) { return true }
    guard let deadline else {
      semaphore.wait()
      return true
    }
    let seconds = max(0, deadline.timeIntervalSinceNow)
    return semaphore.wait(timeout: .now() + seconds) == .success
  }
}
