public import CBindingCoreSupport
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A ``Broadcast``'s lock and its delivery line in one atomic word, so that an emission takes
/// the lock and claims the line with one compare-and-swap and lets the lock go with a plain
/// store.
///
/// With a `Mutex` and a ``DeliveryLine`` beside it, a value took three atomic read-modify-writes
/// (the lock, its release, the line's end); here it takes two (the lock and claim, the line's
/// end), each about 5 ns on the machines measured.
///
/// - The lock guards the broadcast's state, never user code; while it is held, only its holder
///   changes the word, so releasing it is a store.
/// - The line says which thread delivers. Other threads queue their events for it under the
///   lock, where ``claim()`` marks that something waits (as ``markWaiting()`` does when the
///   observer list changes during a delivery); the one delivering ends its delivery with
///   ``tryFinishWithoutLock()``, which fails when anything waits or the lock is held.
///
/// A waiter spins briefly, then yields the processor: every section under the lock is short.
@usableFromInline
struct BroadcastLock: ~Copyable {
  @usableFromInline let word = Atomic<Int>(0)

  init() {}

  /// Takes the lock and claims the line when both are free (`true`); otherwise takes nothing.
  @inlinable @inline(__always)
  func lockAndClaimIfIdle() -> Bool {
    if word.compareExchange(
      expected: 0, desired: broadcastLocked | broadcastDelivering, ordering: .acquiring
    ).exchanged {
      announceAcquire()
      return true
    }
    return false
  }

  /// Takes the lock, waiting for its holder.
  @inlinable @inline(__always)
  func lock() {
    let (isTaken, _) = word.compareExchange(
      expected: 0, desired: broadcastLocked, ordering: .acquiring)
    if !isTaken { lockContended() }
    announceAcquire()
  }

  /// ``lock()`` when the word is not simply free: the line is claimed, or another holds the
  /// lock.
  @usableFromInline @inline(never)
  func lockContended() {
    var attempts = 0
    while true {
      let current = word.load(ordering: .relaxed)
      if current & broadcastLocked == 0
        && word.compareExchange(
          expected: current, desired: current | broadcastLocked, ordering: .acquiring
        ).exchanged
      {
        return
      }
      attempts += 1
      if attempts > 64 { sched_yield() }
    }
  }

  /// Lets the lock go; call while holding it.
  @inlinable @inline(__always)
  func unlock() {
    announceRelease()
    word.store(word.load(ordering: .relaxed) & ~broadcastLocked, ordering: .releasing)
  }

  /// Lets the lock go and frees the line; call while holding both.
  @inlinable @inline(__always)
  func unlockAndFinish() {
    announceRelease()
    word.store(0, ordering: .releasing)
  }

  /// Runs `body` with the lock held and returns its result.
  @inlinable @inline(__always)
  func locked<Result>(_ body: () -> Result) -> Result {
    lock()
    let result = body()
    unlock()
    return result
  }

  // MARK: The line, under the lock

  /// Makes the caller the one delivering (`true`), or, when another delivers, records that
  /// something waits for it (`false`: the caller queues its event in the same section).
  ///
  /// Call with the lock held.
  @inlinable @inline(__always)
  func claim() -> Bool {
    let current = word.load(ordering: .relaxed)
    if current & broadcastDelivering == 0 {
      word.store(current | broadcastDelivering, ordering: .relaxed)
      return true
    }
    word.store(current | broadcastWaiting, ordering: .relaxed)
    return false
  }

  /// Makes the end of the running delivery go through the lock (``tryFinishWithoutLock()``
  /// fails), and says whether a delivery runs; call with the lock held.
  func markWaiting() -> Bool {
    let current = word.load(ordering: .relaxed)
    guard current & broadcastDelivering != 0 else { return false }
    word.store(current | broadcastWaiting, ordering: .relaxed)
    return true
  }

  /// ``markWaiting()``, saying also that a sink served by the line left during the delivery.
  ///
  /// The delivery that sink holds open for the line is to end when the running delivery does
  /// (``takeServedEnding()``). Returns whether a delivery runs; call with the lock held.
  func markServedEnding() -> Bool {
    let current = word.load(ordering: .relaxed)
    guard current & broadcastDelivering != 0 else { return false }
    word.store(current | broadcastWaiting | broadcastServedEnding, ordering: .relaxed)
    return true
  }

  /// Whether ``markServedEnding()`` marked the delivery ending now, forgetting the mark; call
  /// with the lock held, from the thread whose delivery ends.
  @inline(__always)
  func takeServedEnding() -> Bool {
    let current = word.load(ordering: .relaxed)
    guard current & broadcastServedEnding != 0 else { return false }
    word.store(current & ~broadcastServedEnding, ordering: .relaxed)
    return true
  }

  /// Frees the line, and forgets what waited; call with the lock held, once nothing does.
  func finish() {
    word.store(word.load(ordering: .relaxed) & broadcastLocked, ordering: .relaxed)
  }

  /// Ends the caller's delivery if nothing waits for it and the lock is free (`true`);
  /// otherwise the caller ends it under the lock.
  @inlinable @inline(__always)
  func tryFinishWithoutLock() -> Bool {
    word.compareExchange(expected: broadcastDelivering, desired: 0, ordering: .acquiringAndReleasing)
      .exchanged
  }

  // MARK: ThreadSanitizer

  /// Tells ThreadSanitizer, when the process runs under it, that the lock was taken; it sees
  /// the atomic word, but the hooks keep its reports of the broadcast's state the same as for
  /// every other lock of the core (see `Mutex.locked`).
  @inlinable @inline(__always)
  func announceAcquire() {
    if bind_tsan_is_active() { withUnsafePointer(to: self) { bind_tsan_acquire(UnsafeRawPointer($0)) } }
  }

  @inlinable @inline(__always)
  func announceRelease() {
    if bind_tsan_is_active() { withUnsafePointer(to: self) { bind_tsan_release(UnsafeRawPointer($0)) } }
  }
}

/// The lock's bit of a ``BroadcastLock``'s word.
@inlinable var broadcastLocked: Int { 1 }
/// The line's bit: a thread delivers.
@inlinable var broadcastDelivering: Int { 2 }
/// Something waits for the thread delivering: queued events, or a change it must learn of.
@inlinable var broadcastWaiting: Int { 4 }
/// A sink served by the line left during the delivery (``BroadcastLock/markServedEnding()``).
var broadcastServedEnding: Int { 8 }
