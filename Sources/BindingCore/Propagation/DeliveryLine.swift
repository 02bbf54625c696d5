import DequeModule
import Synchronization

/// Lets one thread at a time deliver an owner's items in the order the owner decided them:
/// the first caller claims the line and delivers, and whatever arrives meanwhile, from another
/// thread or from an outer frame of the same one, is queued and delivered by that caller,
/// in order, before the line is free again.
///
/// The owner (a combiner, a serial sink; a subject has its own, ``BroadcastLock``) guards its
/// own state and this line with one lock, so that the order of items is the order of its
/// decisions:
///
/// ```swift
/// let mine = lock.locked { line.claim(orQueue: item) }   // decide and claim in one section
/// guard mine else { return }                              // queued for the thread delivering
/// deliver(item)                                           // without the lock
/// if !lock.locked({ line.tryFinish() }) {                // the ones queued meanwhile
///   line.drain(locking: lock) { deliver($0) }
/// }
/// ```
///
/// Every change of the line's state happens under the owner's lock; the queue is allocated
/// the first time an item has to wait.
struct DeliveryLine<Item>: ~Copyable {
  /// The address of the queue, `0` until one is needed; read and written under the owner's lock.
  ///
  /// First: the thread sanitizer reports an access to the line as a whole at the line's
  /// address, and ``tryFinishWithoutLock()`` changes `state` outside the lock.
  private let queueAddress = Atomic<UInt>(0)
  private let state = Atomic<Int>(0)

  init() {}

  deinit {
    if let queue = existingQueue {
      queue.deinitialize(count: 1)
      queue.deallocate()
    }
  }

  private var existingQueue: UnsafeMutablePointer<Deque<Item>>? {
    UnsafeMutablePointer(bitPattern: queueAddress.load(ordering: .relaxed))
  }

  private var queue: UnsafeMutablePointer<Deque<Item>> {
    if let queue = existingQueue { return queue }
    let queue = UnsafeMutablePointer<Deque<Item>>.allocate(capacity: 1)
    queue.initialize(to: [])
    queueAddress.store(UInt(bitPattern: queue), ordering: .relaxed)
    return queue
  }

  /// Makes the caller the one delivering (`true`), or records that an item waits for the one
  /// delivering (`false`: the caller queues it with ``enqueue(_:)`` in the same section).
  ///
  /// Call with the owner's lock held.
  @inline(__always)
  func claim() -> Bool {
    var current = state.load(ordering: .acquiring)
    while true {
      switch current {
      case lineIdle:
        state.store(lineDelivering, ordering: .releasing)
        return true
      case lineDelivering:
        let (exchanged, original) = state.compareExchange(
          expected: lineDelivering, desired: lineDeliveringWithQueue,
          ordering: .acquiringAndReleasing)
        if exchanged { return false }
        current = original
      default:
        return false
      }
    }
  }

  /// Claims the line for `item` (`true`: the caller delivers it), or queues `item` for the one
  /// delivering (`false`).
  ///
  /// Call with the owner's lock held.
  @inline(__always)
  func claim(orQueue item: @autoclosure () -> Item) -> Bool {
    if claim() { return true }
    enqueue(item())
    return false
  }

  /// Queues `item` for the one delivering, or for the next ``deliverQueued(locking:_:)``.
  ///
  /// Call with the owner's lock held.
  func enqueue(_ item: Item) {
    queue.pointee.append(item)
    _ = state.compareExchange(
      expected: lineDelivering, desired: lineDeliveringWithQueue, ordering: .acquiringAndReleasing)
  }

  /// Drops the queued items.
  ///
  /// Call with the owner's lock held.
  func removeAll() {
    existingQueue?.pointee.removeAll()
  }

  /// Ends the caller's delivery if nothing was queued meanwhile (`true`); otherwise the
  /// caller delivers the queued items with ``drain(locking:_:)``.
  ///
  /// Call with the owner's lock held, after the delivery that ``claim()`` gave the caller; or
  /// see ``tryFinishWithoutLock()``. (The thread sanitizer reported a compare-and-swap outside
  /// the lock racing with ``enqueue(_:)`` while `state` was the line's first field: it reports an
  /// access to the line as a whole at that address.) Keep the draining out of line in the caller: code that names the items' types, even in a branch
  /// not taken, can cost each delivery a lookup of their metadata.
  @inline(__always)
  func tryFinish() -> Bool {
    state.compareExchange(
      expected: lineDelivering, desired: lineIdle, ordering: .acquiringAndReleasing
    ).exchanged
  }

  /// ``tryFinish()`` without the owner's lock: ends the caller's delivery if nothing was queued
  /// meanwhile.
  @inline(__always)
  func tryFinishWithoutLock() -> Bool {
    state.compareExchange(
      expected: lineDelivering, desired: lineIdle, ordering: .acquiringAndReleasing
    ).exchanged
  }

  /// Delivers the queued items one at a time, without the lock, then frees the line; see
  /// ``drain(locking:take:_:)`` for what `false` means.
  func drain(locking lock: borrowing Mutex<()>, _ deliver: (Item) -> Void) -> Bool {
    drain(locking: lock, take: { $0 }, deliver)
  }

  /// Delivers the queued items unless another caller is delivering, then frees the line; see
  /// ``drain(locking:take:_:)`` for what `false` means.
  ///
  /// Call without the owner's lock, after queueing with ``enqueue(_:)``.
  func deliverQueued(locking lock: borrowing Mutex<()>, _ deliver: (Item) -> Void) -> Bool {
    let claimed = lock.locked { () -> Bool in
      guard let queue = existingQueue, !queue.pointee.isEmpty else { return false }
      return claim()
    }
    return claimed ? drain(locking: lock, take: { $0 }, deliver) : true
  }

  /// Delivers the queued items one at a time, then frees the line and returns `true`.
  ///
  /// `take` runs under the lock for each item and returns what to deliver, or `nil` to drop
  /// the rest (the owner has stopped).
  ///
  /// Returns `false`, with the line still the caller's, when a delivery left part of its work
  /// waiting at the top of this thread's stack (``Propagation/hasWaitingCalls``): the owner
  /// then finishes with ``Propagation/afterWaitingCalls(_:)``, draining again, so that no other
  /// thread runs an item down the same path ahead of the waiting one.
  func drain<Taken>(
    locking lock: borrowing Mutex<()>, take: (Item) -> Taken?, _ deliver: (Taken) -> Void
  ) -> Bool {
    let context = Propagation.current
    while true {
      let next = lock.locked { () -> Taken? in
        while let item = existingQueue?.pointee.popFirst() {
          if let taken = take(item) { return taken }
          existingQueue?.pointee.removeAll()
        }
        state.store(lineIdle, ordering: .releasing)
        return nil
      }
      guard let next else { return true }
      deliver(next)
      if context.hasWaitingCalls { return false }
    }
  }
}

// The states of a ``DeliveryLine``, outside the generic type: reading a static property of a
// generic type looks up its metadata.
private let lineIdle = 0
private let lineDelivering = 1
private let lineDeliveringWithQueue = 2
