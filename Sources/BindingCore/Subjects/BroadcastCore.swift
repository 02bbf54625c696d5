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
  /// Room for one value of the subclass's element type.
  let slot: UnsafeMutableRawPointer
  #if DEBUG
    private let resource = TrackedResource()
  #endif

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
  /// Counts the values recorded for replay (wrapping), so that a subscriber can tell whether one
  /// arrived while it was being replayed to.
  var recorded: UInt32 = 0
  var lastToken = -1
}

/// One observer of a ``Broadcast``: the node is an `ObserverNode<Element>`, stored without its
/// type so that the list's type does not depend on the element type (generic code would look
/// its metadata up at every delivery).
struct ObserverEntry {
  let id: Int
  let node: AnyObject
}
