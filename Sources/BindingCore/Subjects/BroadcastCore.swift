import Synchronization

/// The part of a ``Broadcast`` that does not depend on its element type: the lock, the list of
/// observers and the delivery flags.
///
/// Code shared by every element type handles these without looking up type metadata, and a
/// subscription refers to them without generics, and so without an allocation of its own.
/// The state lives behind a pointer, where accesses are not checked for exclusivity at run
/// time as a class's stored properties are, in one allocation with room for one element.
@usableFromInline
package class BroadcastCore {
  /// The lock over the state, and the delivery line, in one word.
  @usableFromInline let lock = BroadcastLock()
  /// The subclass's replay policy in 32 bits, sharing a word with ``hasLatestSinceInit``:
  /// ``ReplayPolicy/buffer(_:)``'s size, or a negative code that also says, for
  /// ``ReplayPolicy/latest``, whether a subscriber arriving after the stop event gets the latest
  /// value first (an enum with a payload, and a flag, would take two words more, which costs
  /// the subclass's object 16 bytes).
  @usableFromInline let policyCode: Int32
  /// Whether the source has held a latest value since it was made (a relay, a behavior
  /// subject): set once, read without the lock.
  ///
  /// Here, in the room the policy code leaves, rather than in the state, whose stride it would
  /// take from 32 bytes to 40, and every broadcast's allocation 32 bytes further (W6: 288 B to
  /// 320).
  let hasLatestSinceInit: Bool
  @usableFromInline let state: UnsafeMutablePointer<BroadcastState>
  /// The error the source failed with, if it failed.
  ///
  /// `nil` while it runs or once it completed (the state says which): a word, where the
  /// subclass's stop event would take two.
  final var stopError: (any Error)?
  #if DEBUG
    private let resource = TrackedResource()
  #endif

  init(policyCode: Int32, hasLatestSinceInit: Bool, slotAlignment: Int, slotSize: Int) {
    self.policyCode = policyCode
    self.hasLatestSinceInit = hasLatestSinceInit
    let storage = UnsafeMutableRawPointer.allocate(
      byteCount: Self.stateOffset(slotAlignment: slotAlignment) + Self.slotOffset
        + max(slotSize, 1),
      alignment: max(slotAlignment, MemoryLayout<BroadcastState>.alignment))
    state = (storage + Self.stateOffset(slotAlignment: slotAlignment))
      .bindMemory(to: BroadcastState.self, capacity: 1)
    state.initialize(to: BroadcastState())
  }

  /// Room for one value of the subclass's element type, or its replay buffer, right after the
  /// state: found from the state's address, so that the object keeps no second pointer.
  @inlinable @inline(__always)
  final var slot: UnsafeMutableRawPointer { UnsafeMutableRawPointer(state) + Self.slotOffset }

  /// Where the slot starts after the state: a multiple of 32, so that it is aligned for any
  /// element aligned to 32 bytes or less when the allocation starts with the state.
  @inlinable @inline(__always)
  static var slotOffset: Int { (MemoryLayout<BroadcastState>.stride + 31) & ~31 }

  /// Where the state starts in its allocation: 0, unless the element needs a larger alignment
  /// than ``slotOffset`` gives.
  @inline(__always)
  private static func stateOffset(slotAlignment: Int) -> Int {
    max(slotAlignment, slotOffset) - slotOffset
  }

  /// Frees the state and the slot (the subclass deinitializes the slot first).
  final func deallocateState(slotAlignment: Int) {
    state.deinitialize(count: 1)
    (UnsafeMutableRawPointer(state) - Self.stateOffset(slotAlignment: slotAlignment)).deallocate()
  }

  /// `true` while at least one observer is subscribed.
  package final var hasObservers: Bool { lock.locked { !state.pointee.observers.isEmpty } }

  /// Whether the delivery that borrowed the list (``lendList()``) still runs; if so, its end
  /// now goes through the lock, where it learns that the list was replaced.
  ///
  /// A delivery ends with a compare-and-swap outside the lock when nothing happened meanwhile,
  /// so the flag saying that the list is lent may outlive it: the subclass, which owns the
  /// delivery line, tells. Called with the lock held.
  func holdsFinishOfLentDelivery() -> Bool { true }

  /// Ends a delivery that waited for the calls queued at the top of the stack
  /// (``Propagation/afterWaitingCalls(of:lent:)``); `lent` is the observer list it was lent.
  ///
  /// The subclass, which owns the delivery line, ends it.
  func finishWaitingDelivery(in context: Propagation, lent: Unmanaged<AnyObject>?) {}

  /// Adds `node` to the observers and returns its id; called with the lock held.
  ///
  /// An entry `isHeld` by its node (whose upstream is ``Upstream/broadcast(_:)``) gets the id
  /// ``heldEntryID``: the node, which holds one upstream at most, finds it by itself.
  final func add(_ node: AnyObject, isHeld: Bool) -> Int {
    detachListFromReader()
    let id: Int
    if isHeld {
      id = heldEntryID
    } else {
      id = state.pointee.nextID
      state.pointee.nextID += 1
    }
    state.pointee.observers.append(ObserverEntry(id: id, node: node))
    return id
  }

  /// Removes the observer `id`, if still there.
  final func unsubscribe(id: Int) {
    removeEntry { entry in entry.id == id }
  }

  /// Removes the entry that `holder` holds as its upstream, if still there.
  final func unsubscribe(heldBy holder: AnyObject) {
    removeEntry { entry in entry.id == heldEntryID && entry.node === holder }
  }

  /// Removes the entry of `holder`, a sink served by the line, if still there; then ends the
  /// delivery the sink holds open for the line (``leave(servedBy:where:)``).
  final func unsubscribe(servedByLine holder: DisposableNode) {
    let holderID = ObjectIdentifier(holder)
    leave(servedBy: holder) { $0.id == heldEntryID && ObjectIdentifier($0.node) == holderID }
  }

  /// Removes the entry `id` of `sink`, a final sink this broadcast's line serves
  /// (``FinalBroadcastSubscription``); then ends the delivery the sink holds open for the line.
  final func unsubscribe(id: Int, servedByLine sink: DisposableNode) {
    leave(servedBy: sink) { $0.id == id }
  }

  /// Removes the first entry `matches` accepts, then ends the delivery `sink` holds open for the
  /// line: at once when no delivery runs, otherwise when the running one ends
  /// (``takeServedDeliveriesEnding()``).
  @inline(__always)
  private func leave(servedBy sink: DisposableNode, where matches: (ObserverEntry) -> Bool) {
    lock.lock()
    let removed = removeEntryLocked(where: matches)
    let endsNow = !lock.markServedEnding()
    if !endsNow { servedDeliveriesEnding.add(sink, for: self) }
    lock.unlock()
    _ = removed
    if endsNow { sink.endLineServedDelivery() }
  }

  /// Marks that each sink of `observers` that the line serves is to end the delivery it holds
  /// open for the line when the running delivery ends.
  ///
  /// `observers` are those at the stop event, which leave with it. Call with the lock held, from
  /// the thread delivering the stop.
  final func endServedDeliveries(after observers: ObserverList) {
    for entry in observers {
      let node = unsafeDowncast(entry.node, to: DisposableNode.self)
      guard node.isLineServed, lock.markServedEnding() else { continue }
      servedDeliveriesEnding.add(node, for: self)
    }
  }

  /// The sinks whose served delivery ends with the delivery that is ending now (see
  /// ``unsubscribe(servedByLine:)``), for the caller to end after the lock; call with the lock
  /// held, from the thread whose delivery ends.
  @inline(__always)
  final func takeServedDeliveriesEnding() -> [DisposableNode] {
    guard lock.takeServedEnding() else { return [] }
    return takeServedDeliveriesEndingFromTable()
  }

  @inline(never)
  private func takeServedDeliveriesEndingFromTable() -> [DisposableNode] {
    servedDeliveriesEnding.take(for: self)
  }

  /// Removes the first entry `matches` accepts; the node is released after the lock.
  @inline(__always)
  private func removeEntry(where matches: (ObserverEntry) -> Bool) {
    let removed = lock.locked { removeEntryLocked(where: matches) }
    _ = removed
  }

  /// Removes the first entry `matches` accepts and returns its node, for the caller to release
  /// after the lock; call with the lock held.
  @inline(__always)
  private func removeEntryLocked(where matches: (ObserverEntry) -> Bool) -> AnyObject? {
    guard let index = state.pointee.observers.firstIndex(where: matches) else { return nil }
    detachListFromReader()
    return state.pointee.observers.remove(at: index).node
  }
}

/// The sinks served by a broadcast's line (`Sink.deliverToUser`) that left it while a delivery
/// ran, by broadcast: the delivery each holds open for the line ends when the line's running
/// delivery does (``BroadcastCore/takeServedDeliveriesEnding()``).
///
/// A table beside the broadcasts rather than a list in each, which would take a word of every
/// relay (16 bytes of its allocation) for what happens rarely: a subscriber leaving while its
/// relay delivers, from its own closure or another thread. Taken under a broadcast's lock (never
/// the other way round), and only when the broadcast's lock word says an entry waits.
private let servedDeliveriesEnding = ServedDeliveriesEnding()

/// The table of ``servedDeliveriesEnding``.
private final class ServedDeliveriesEnding {
  private let lock = Mutex(())
  private var sinks: [ObjectIdentifier: [DisposableNode]] = [:]

  /// Adds `sink`, which left `broadcast` while it delivered.
  func add(_ sink: DisposableNode, for broadcast: BroadcastCore) {
    lock.locked { sinks[ObjectIdentifier(broadcast), default: []].append(sink) }
  }

  /// Removes and returns the sinks added for `broadcast`.
  func take(for broadcast: BroadcastCore) -> [DisposableNode] {
    lock.locked { sinks.removeValue(forKey: ObjectIdentifier(broadcast)) ?? [] }
  }
}

// `sinks` is only touched under `lock`.
extension ServedDeliveriesEnding: @unchecked Sendable {}

/// The id of an observer entry its node holds (``Upstream/broadcast(_:)``): the other ids count
/// up from 0.
let heldEntryID = -1

extension BroadcastCore {
  /// The observer list as the thread delivering reads it, without retaining it; called with the
  /// lock held, when claiming the delivery line.
  ///
  /// Until ``returnList()``, the list is not changed in place: a change replaces it (see
  /// ``detachListFromReader()``), so that the storage read stays as it was.
  @inlinable @inline(__always)
  final func lendList() -> LentObserverList {
    state.pointee.isListLent = true
    let storage = UnsafeRawPointer(state).load(as: Unmanaged<AnyObject>.self)
    return LentObserverList(
      entries: state.pointee.observers.entries, storage: storage)
  }

  /// Prepares the list for a change while it is lent; called with the lock held.
  ///
  /// Leaves one reference to its storage for the thread delivering to release, so that the
  /// change copies it rather than changing the storage being read.
  @inline(__always)
  final func detachListFromReader() {
    if state.pointee.isListLent { detachLentList() }
  }

  @inline(never)
  private func detachLentList() {
    state.pointee.isListLent = false
    guard holdsFinishOfLentDelivery() else { return }
    _ = UnsafeRawPointer(state).load(as: Unmanaged<AnyObject>.self).retain()
    state.pointee.readerReleasesList = true
  }

  /// Ends the loan of ``lendList()``; called with the lock held.
  ///
  /// Returns `true` when the list was replaced meanwhile: the caller then releases
  /// `list.storage`, after the lock.
  @inline(__always)
  final func returnList() -> Bool {
    state.pointee.isListLent = false
    let releases = state.pointee.readerReleasesList
    state.pointee.readerReleasesList = false
    return releases
  }
}

/// The observer list lent to the thread delivering: its entries, read without retaining them,
/// and its storage, which that thread releases if the list was replaced while it delivered.
@usableFromInline
struct LentObserverList {
  @usableFromInline let entries: UnsafeBufferPointer<ObserverEntry>
  @usableFromInline let storage: Unmanaged<AnyObject>?

  @inlinable
  init(entries: UnsafeBufferPointer<ObserverEntry>, storage: Unmanaged<AnyObject>?) {
    self.entries = entries
    self.storage = storage
  }
}

/// One observer's subscription to a ``Broadcast``: disposing it removes the observer.
struct BroadcastSubscription: Disposable {
  let core: BroadcastCore
  let id: Int

  func dispose() { core.unsubscribe(id: id) }
}

/// The subscription of a user's observer or closures to a ``Broadcast``: disposing it ends the
/// node (no delivery starts after `dispose()` returns), then removes its entry.
///
/// It holds the node and the broadcast; the node does not hold the broadcast, so when this is
/// dropped without being disposed, the subject and its observers are freed together.
struct FinalBroadcastSubscription: Disposable {
  let core: BroadcastCore
  let id: Int
  let sink: DisposableNode

  func dispose() {
    sink.dispose()
    if sink.isLineServed {
      core.unsubscribe(id: id, servedByLine: sink)
    } else {
      core.unsubscribe(id: id)
    }
  }
}

/// What an emission does, decided under the lock.
@usableFromInline
enum BroadcastDecision {
  case deliver
  case later
  case ignore
}

/// The part of a ``Broadcast``'s state that does not depend on its element type.
///
/// `observers` comes first: ``BroadcastCore/lendList()`` reads its storage reference at the
/// state's address.
@usableFromInline
struct BroadcastState {
  @usableFromInline var observers = ObserverList()
  var nextID = 0
  @usableFromInline var isStopped = false
  @usableFromInline var hasLatest = false
  /// The thread delivering reads `observers` without retaining it: a change must replace it.
  @usableFromInline var isListLent = false
  /// The list lent was replaced: the thread delivering releases the reference left to it.
  var readerReleasesList = false
  /// Counts the values recorded for replay (wrapping), so that a subscriber can tell whether one
  /// arrived while it was being replayed to.
  @usableFromInline var recorded: UInt32 = 0
  @usableFromInline var lastToken = -1
}

/// One observer of a ``Broadcast``: the node is an `ObserverNode<Element>`, stored without its
/// type so that the list's type does not depend on the element type (generic code would look
/// its metadata up at every delivery).
@usableFromInline
struct ObserverEntry {
  let id: Int
  @usableFromInline let node: AnyObject
}
