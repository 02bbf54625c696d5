import DequeModule
import Foundation

/// The work ``CurrentThreadScheduler`` queued on one thread while an action of it runs
/// there; it exists only while that outermost action and what it queued run.
///
/// Each thread has its own, reached through a thread-local slot, so it is never shared.
final class TrampolineQueue {
  private var items = Deque<() -> Void>()

  /// Queues `run` behind the work already queued.
  func enqueue(_ run: @escaping () -> Void) {
    items.append(run)
  }

  /// Runs queued work, oldest first, until none is left, also work queued meanwhile.
  func drain() {
    while let next = items.popFirst() { next() }
  }

  /// The running thread's queue, or `nil` when no action of the scheduler runs on it.
  static var current: TrampolineQueue? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<TrampolineQueue>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Makes `queue` the running thread's queue (retaining it), or clears the slot.
  static func install(_ queue: TrampolineQueue?) {
    if let old = pthread_getspecific(key) {
      Unmanaged<TrampolineQueue>.fromOpaque(old).release()
    }
    let pointer = queue.map { Unmanaged.passRetained($0).toOpaque() }
    precondition(pthread_setspecific(key, pointer) == 0, "pthread_setspecific failed")
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    precondition(pthread_key_create(&key, nil) == 0, "pthread_key_create failed")
    return key
  }()
}
