import Synchronization

/// The part of a ``Broadcast`` that does not depend on its element type: the lock, the list of
/// observers and the delivery flags.
///
/// Code shared by every element type handles these without looking up type metadata, and a
/// subscription refers to them without generics, and so without an allocation of its own.
/// The state lives behind a pointer, where accesses are not checked for exclusivity at run
/// time as a class's stored properties are, in one allocation with room for one element.
package class BroadcastCore {
  let lock = Mutex(())
  let state: UnsafeMutablePointer<BroadcastState>
  /// Who delivers: nobody, one thread, or one thread with events queued for it.
  ///
  /// It moves away from `idle` only under the lock, so the thread delivering can end a
  /// delivery with one atomic operation instead of a lock round trip.
  private let delivery = Atomic<Int>(idle)
  /// Room for one value of the subclass's element type.
  let slot: UnsafeMutableRawPointer

  init(slotSize: Int, slotAlignment: Int) {
    let alignment = max(slotAlignment, MemoryLayout<BroadcastState>.alignment)
    let offset = (MemoryLayout<BroadcastState>.stride + alignment - 1) / alignment * alignment
    let storage = UnsafeMutableRawPointer.allocate(
      byteCount: offset + max(slotSize, 1), alignment: alignment)
    state = storage.bindMemory(to: BroadcastState.self, capacity: 1)
    state.initialize(to: BroadcastState())
    slot = storage + offset
  }

  deinit {
    state.deinitialize(count: 1)
    UnsafeMutableRawPointer(state).deallocate()
  }

  /// Makes the caller the thread delivering (`true`), or, when another thread or an outer
  /// frame is delivering, marks that an event is queued for it (`false`: the caller queues it).
  ///
  /// Called with the lock held.
  final func claimDelivery() -> Bool {
    var current = delivery.load(ordering: .acquiring)
    while true {
      switch current {
      case idle:
        delivery.store(delivering, ordering: .releasing)
        return true
      case delivering:
        let (exchanged, original) = delivery.compareExchange(
          expected: delivering, desired: deliveringWithQueue, ordering: .acquiringAndReleasing)
        if exchanged { return false }
        current = original
      default:
        return false
      }
    }
  }

  /// Ends a delivery unless events were queued meanwhile; then returns `false`, and the caller
  /// delivers them and calls ``endDelivery()`` under the lock once none is left.
  final func tryFinishDelivery() -> Bool {
    delivery.compareExchange(expected: delivering, desired: idle, ordering: .acquiringAndReleasing)
      .exchanged
  }

  /// Ends a delivery whose queue was found empty; called with the lock held.
  final func endDelivery() {
    delivery.store(idle, ordering: .releasing)
  }

  /// `true` while at least one observer is subscribed.
  package final var hasObservers: Bool { lock.locked { !state.pointee.observers.isEmpty } }

  /// Adds `node` to the observers and returns its id; called with the lock held.
  final func add(_ node: AnyObject) -> Int {
    let id = state.pointee.nextID
    state.pointee.nextID += 1
    state.pointee.observers.append(ObserverEntry(id: id, node: node))
    return id
  }

  /// Removes the observer `id`, if still there.
  final func unsubscribe(id: Int) {
    let removed = lock.locked { () -> AnyObject? in
      guard let index = state.pointee.observers.firstIndex(where: { $0.id == id }) else {
        return nil
      }
      return state.pointee.observers.remove(at: index).node
    }
    _ = removed
  }
}

private let idle = 0
private let delivering = 1
private let deliveringWithQueue = 2

/// One observer's subscription to a ``Broadcast``: disposing it removes the observer.
struct BroadcastSubscription: Disposable {
  let core: BroadcastCore
  let id: Int

  func dispose() { core.unsubscribe(id: id) }
}

/// What an emission does, decided under the lock.
enum BroadcastDecision {
  case deliver
  case later
  case ignore
}

/// The part of a ``Broadcast``'s state that does not depend on its element type.
struct BroadcastState {
  var observers: ContiguousArray<ObserverEntry> = []
  var nextID = 0
  var isStopped = false
  var hasLatest = false
  var lastToken = -1
}

/// One observer of a ``Broadcast``: the node is an `ObserverNode<Element>`, stored without its
/// type so that the list's type does not depend on the element type (generic code would look
/// its metadata up at every delivery).
struct ObserverEntry {
  let id: Int
  let node: AnyObject
}
