import DequeModule
import Synchronization

/// The engine behind every subject and relay: a list of observers, a replay buffer, and the
/// rules that keep delivery ordered.
///
/// - Observers are called in subscription order, one event at a time, never concurrently:
///   an emission from another thread while this source is delivering is queued and delivered
///   by the thread already delivering, right after its current event.
/// - An emission from a subscriber into a source that has already delivered in the running
///   propagation is queued and delivered, in order, after that propagation ends.
/// - User code is never called with the lock held.
@usableFromInline
package final class Broadcast<Element>: BroadcastCore {
  /// The events waiting for the thread delivering (``BroadcastLock``'s line), in order;
  /// allocated the first time one waits, and touched only under the lock.
  private var waitingEvents: UnsafeMutablePointer<Deque<Event<Element>>>?

  /// Creates a source replaying as `policy` says, starting with `initial` if given.
  ///
  /// - Parameter replaysLatestAfterStop: For ``ReplayPolicy/latest``: whether a subscriber
  ///   arriving after the stop event gets the latest value first. `BehaviorSubject` says no,
  ///   as RxSwift's does.
  @usableFromInline
  package init(policy: ReplayPolicy, initial: Element? = nil, replaysLatestAfterStop: Bool = true) {
    let policyCode: Int32
    switch policy {
    case .none: policyCode = policyCodeNone
    case .latest:
      policyCode = replaysLatestAfterStop ? policyCodeLatest : policyCodeLatestUntilStop
    case .buffer(let size): policyCode = Int32(clamping: size)
    }
    var hasLatestSinceInit = false
    if case .latest = policy, initial != nil { hasLatestSinceInit = true }
    super.init(
      policyCode: policyCode, hasLatestSinceInit: hasLatestSinceInit,
      slotAlignment: Self.slotAlignment,
      slotSize: max(MemoryLayout<Element>.size, replayBufferSize))
    if case .buffer = policy { replayBuffer.initialize(to: []) }
    if let initial { record(initial) }
  }

  deinit {
    if case .buffer = policy {
      replayBuffer.deinitialize(count: 1)
    } else if state.pointee.hasLatest {
      latestSlot.deinitialize(count: 1)
    }
    deallocateState(slotAlignment: Self.slotAlignment)
    if let waitingEvents {
      waitingEvents.deinitialize(count: 1)
      waitingEvents.deallocate()
    }
  }

  /// The slot holds the latest value or the replay buffer, whichever the policy keeps.
  private static var slotAlignment: Int {
    max(MemoryLayout<Element>.alignment, replayBufferAlignment)
  }

  @inlinable
  var policy: ReplayPolicy {
    @inline(__always) get {
      switch policyCode {
      case policyCodeNone: .none
      case policyCodeLatest, policyCodeLatestUntilStop: .latest
      default: .buffer(Int(policyCode))
      }
    }
  }

  /// For ``ReplayPolicy/latest``: whether a subscriber arriving after the stop event gets the
  /// latest value first.
  private var replaysLatestAfterStop: Bool { policyCode != policyCodeLatestUntilStop }

  /// The latest value under ``ReplayPolicy/latest``, initialized once `hasLatest`.
  @inlinable
  var latestSlot: UnsafeMutablePointer<Element> {
    slot.assumingMemoryBound(to: Element.self)
  }

  /// The values kept under ``ReplayPolicy/buffer(_:)``, in the slot (initialized with the
  /// object under that policy only).
  private var replayBuffer: UnsafeMutablePointer<Deque<Element>> {
    slot.assumingMemoryBound(to: Deque<Element>.self)
  }

  /// The latest value, for sources that replay one.
  package var latest: Element? {
    lock.locked {
      switch policy {
      case .none: return nil
      case .latest: return state.pointee.hasLatest ? latestSlot.pointee : nil
      case .buffer: return replayBuffer.pointee.last
      }
    }
  }

  /// The values a new subscriber would be replayed now.
  package var replayed: [Element] { lock.locked { replayedValues() } }

  /// The stop event, once one was emitted.
  package var stopped: Event<Element>? {
    lock.locked { () -> Event<Element>? in
      guard state.pointee.isStopped else { return nil }
      if let stopError { return .error(stopError) }
      return .completed
    }
  }

  /// Delivers `event` to every observer; see the type's rules for re-entrant and concurrent calls.
  ///
  /// Events after a stop event are ignored.
  package func emit(_ event: Event<Element>) {
    switch event {
    case .next(let value): emitNext(value)
    case .error, .completed: emitStop(event, isRelayed: false)
    }
  }

  /// Delivers the value `value`: the same as `emit(.next(value))`, faster.
  ///
  /// Inlinable, and everything it runs on the way (the propagation's bookkeeping, the lock, the
  /// delivery line, the loop over the observers) with it: a caller that knows the element type,
  /// a relay's inlinable `accept` in the program's own code, gets a copy compiled for that type,
  /// whatever the type, where code shared by every element type moves the value through its
  /// type's value witnesses in a frame sized at run time (W1S, a relay of a two-field struct of
  /// the program's own: 267 instructions a push shared, 243 compiled for it). This replaces
  /// copies compiled in advance for `Int`, `Double`, `Bool` and `String`, which no other type
  /// could use. Kept out of line in the caller, so that each call of `accept` stays one call.
  @inlinable @inline(never)
  package final func emitNext(_ value: Element) {
    send(value, isRelayed: false)
  }

  /// Delivers `event` relayed by an operator from its own upstream (`share`): like ``emit(_:)``,
  /// except that several events in one propagation are delivered as they come rather than the
  /// later ones being queued, since they continue the upstream's delivery instead of
  /// re-entering this source.
  @usableFromInline
  package func forward(_ event: Event<Element>) {
    switch event {
    case .next(let value): forwardNext(value)
    case .error, .completed: emitStop(event, isRelayed: true)
    }
  }

  /// Delivers the value `value` relayed from upstream: the same as `forward(.next(value))`,
  /// without building an event, whose type metadata code shared by every element type would
  /// look up at each value.
  @usableFromInline
  package func forwardNext(_ value: Element) {
    send(value, isRelayed: true)
  }

  /// Delivers `value` in the current propagation, or in one of its own when none is under way:
  /// the body of ``emitNext(_:)`` and ``forwardNext(_:)``, inlined into each so that the
  /// compiled code of both is what it was when each spelled it out.
  @inlinable @inline(__always)
  func send(_ value: Element, isRelayed: Bool) {
    Propagation.withCurrent { context in
      // Whether this emission opens the propagation, and how, in two plain values: an optional
      // `Opening` cost 13 instructions a push to pack and unpack.
      let opens = !context.isActive
      var opening = Propagation.Opening.joined
      if opens {
        opening = context.beginPropagation(isDelivery: true)
      } else if !context.enterCheckpoint() {
        return emitWithoutRoom(value, in: context, isRelayed: isRelayed)
      }
      // One call, inlined: the delivery runs in this frame, not in one of its own.
      emitNext(value, in: context, isRelayed: isRelayed)
      if opens {
        context.endPropagation(opening)
      } else {
        context.leaveCheckpoint()
      }
    }
  }

  /// An emission made while delivering, deep in the stack: continued from its top.
  @usableFromInline @inline(never)
  func emitWithoutRoom(_ value: Element, in context: Propagation, isRelayed: Bool) {
    context.runWithoutRoom { self.emitNext(value, in: .current, isRelayed: isRelayed) }
  }

  @inlinable @inline(__always)
  func emitNext(_ value: Element, in context: Propagation, isRelayed: Bool) {
    // The lock and the line in one compare-and-swap when both are free, as they are for almost
    // every value.
    let claimed = lock.lockAndClaimIfIdle()
    if !claimed { lock.lock() }
    if state.pointee.isStopped
      || (!isRelayed && context.isDelivering && state.pointee.lastToken == context.token)
    {
      return decline(value, in: context, claimed: claimed)
    }
    if !claimed && !lock.claim() {
      enqueue(.next(value))
      return lock.unlock()
    }
    state.pointee.lastToken = context.token
    record(value)
    let list = lendList()
    lock.unlock()
    context.deliveringDepth += 1
    deliver(value, to: list.entries)
    finishDelivering(in: context, lent: list.storage)
    context.deliveringDepth -= 1
  }

  /// An emission not delivered now, decided under the lock, which this lets go: the source
  /// has stopped (dropped), or it already delivered in this propagation (delivered after it).
  ///
  /// Out of line, so that the closure's box for `value` costs nothing to the other emissions.
  @usableFromInline @inline(never)
  func decline(_ value: Element, in context: Propagation, claimed: Bool) {
    let isStopped = state.pointee.isStopped
    if claimed { lock.unlockAndFinish() } else { lock.unlock() }
    if !isStopped { context.runAfterPropagation { self.emitNext(value) } }
  }

  /// Calls each observer of `observers` with `value`, without retaining it.
  ///
  /// The list lent by ``BroadcastCore/lendList()`` holds them for the loop. Each is read as an
  /// unmanaged reference (of a type that needs no metadata), since a strong one loaded from
  /// memory that a call might change is retained around the call.
  @inlinable @inline(__always)
  func deliver(_ value: Element, to entries: UnsafeBufferPointer<ObserverEntry>) {
    let nodeOffset = MemoryLayout<ObserverEntry>.offset(of: \.node)!
    guard let first = entries.baseAddress else { return }
    for index in entries.indices {
      let node = UnsafeRawPointer(first + index).load(
        fromByteOffset: nodeOffset, as: Unmanaged<AnyObject>.self)
      node._withUnsafeGuaranteedRef {
        unsafeDowncast($0, to: ObserverNode<Element>.self).onNext(value)
      }
    }
  }

  private func emitStop(_ event: Event<Element>, isRelayed: Bool) {
    let context = Propagation.current
    guard context.isActive else {
      context.propagate { emitStop(event, isRelayed: isRelayed) }
      return
    }
    var snapshot = ObserverList()
    let decision = lock.locked { () -> BroadcastDecision in
      if state.pointee.isStopped { return .ignore }
      if !isRelayed && context.isDelivering && state.pointee.lastToken == context.token { return .later }
      if !lock.claim() {
        enqueue(event)
        return .ignore
      }
      // A delivery that ended with a compare-and-swap may have left the flag; none reads now.
      state.pointee.isListLent = false
      state.pointee.lastToken = context.token
      snapshot = stop(event)
      return .deliver
    }
    switch decision {
    case .ignore: return
    case .later:
      context.runAfterPropagation { self.emit(event) }
    case .deliver:
      context.deliveringDepth += 1
      for entry in snapshot { node(entry).on(event) }
      finishDelivering(in: context)
      context.deliveringDepth -= 1
    }
  }

  /// Queues `event` for the thread delivering; called with the lock held, after
  /// ``BroadcastLock/claim()`` said that another delivers.
  ///
  /// Out of line, so that building the event does not cost every emission a lookup of its
  /// type's metadata.
  @usableFromInline @inline(never)
  func enqueue(_ event: Event<Element>) {
    if let waitingEvents { return waitingEvents.pointee.append(event) }
    let queue = UnsafeMutablePointer<Deque<Event<Element>>>.allocate(capacity: 1)
    queue.initialize(to: [event])
    waitingEvents = queue
  }

  /// Ends a delivery: delivers what other threads queued meanwhile, recording each as it is
  /// taken, then lets the next one in.
  ///
  /// Not while part of the delivery waits at the top of the stack (a deep chain): the line
  /// stays this thread's until that part has run, so that no later value from another thread
  /// overtakes it in the chain.
  ///
  /// `lent` is the storage of the observer list lent for the delivery (``BroadcastCore/lendList()``),
  /// released here if the list was replaced meanwhile; `nil` when none was lent.
  @inlinable @inline(__always)
  func finishDelivering(in context: Propagation, lent: Unmanaged<AnyObject>? = nil) {
    if context.hasWaitingCalls { return finishAfterWaitingCalls(in: context, lent: lent) }
    if !lock.tryFinishWithoutLock() { finishThroughLock(lent, in: context) }
  }

  /// Ends a delivery during which something happened: values queued by other threads, or the
  /// observer list replaced while lent (its storage is released here, outside the lock).
  @usableFromInline @inline(never)
  func finishThroughLock(_ lent: Unmanaged<AnyObject>?, in context: Propagation) {
    var ending: [DisposableNode] = []
    let (isFree, releasesList) = lock.locked { () -> (Bool, Bool) in
      let releasesList = returnList()
      let isFree = waitingEvents?.pointee.isEmpty ?? true
      ending = takeServedDeliveriesEnding()
      if isFree { lock.finish() }
      return (isFree, releasesList)
    }
    if releasesList { lent?.release() }
    for node in ending { node.endLineServedDelivery() }
    if !isFree { deliverQueued(in: context) }
  }

  override func holdsFinishOfLentDelivery() -> Bool { lock.markWaiting() }

  @usableFromInline @inline(never)
  func finishAfterWaitingCalls(in context: Propagation, lent: Unmanaged<AnyObject>? = nil) {
    context.afterWaitingCalls(of: self, lent: lent)
  }

  override func finishWaitingDelivery(in context: Propagation, lent: Unmanaged<AnyObject>?) {
    context.deliveringDepth += 1
    finishDelivering(in: context, lent: lent)
    context.deliveringDepth -= 1
  }

  /// Delivers the events queued for this thread, one at a time and without the lock, each
  /// recorded as it is taken, then frees the line; stops early, the line still this thread's,
  /// when a delivery left part of its work waiting at the top of the stack
  /// (``Propagation/hasWaitingCalls``), and ends after that work.
  @inline(never)
  private func deliverQueued(in context: Propagation) {
    while true {
      var ending: [DisposableNode] = []
      let next = lock.locked { () -> (Event<Element>, ObserverList)? in
        ending = takeServedDeliveriesEnding()
        while let event = waitingEvents?.pointee.popFirst() {
          if state.pointee.isStopped {
            waitingEvents?.pointee.removeAll()
            break
          }
          switch event {
          case .next(let value):
            record(value)
            return (event, state.pointee.observers)
          case .error, .completed: return (event, stop(event))
          }
        }
        lock.finish()
        return nil
      }
      for node in ending { node.endLineServedDelivery() }
      guard let (event, observers) = next else { return }
      for entry in observers { node(entry).on(event) }
      if context.hasWaitingCalls { return finishAfterWaitingCalls(in: context) }
    }
  }

  @inline(__always)
  private func node(_ entry: ObserverEntry) -> ObserverNode<Element> {
    unsafeDowncast(entry.node, to: ObserverNode<Element>.self)
  }

  /// Records `value` for replay, as the policy says.
  ///
  /// Called with the lock held (or from init).
  @inlinable @inline(__always)
  func record(_ value: Element) {
    state.pointee.recorded &+= 1
    switch policy {
    case .none: break
    case .latest:
      if state.pointee.hasLatest {
        latestSlot.pointee = value
      } else {
        latestSlot.initialize(to: value)
        state.pointee.hasLatest = true
      }
    case .buffer(let size): recordInBuffer(value, size: size)
    }
  }

  /// Out of line: the buffer's code needs room on the stack for a value, which would cost every
  /// emission under the other policies a dynamic allocation of the frame.
  @usableFromInline @inline(never)
  func recordInBuffer(_ value: Element, size: Int) {
    replayBuffer.pointee.append(value)
    if replayBuffer.pointee.count > size { replayBuffer.pointee.removeFirst() }
  }

  /// Records the stop event and removes every observer, returning them.
  ///
  /// Called with the lock held.
  private func stop(_ event: Event<Element>) -> ObserverList {
    detachListFromReader()
    let snapshot = state.pointee.observers
    if case .error(let error) = event { stopError = error }
    state.pointee.isStopped = true
    state.pointee.observers = ObserverList()
    endServedDeliveries(after: snapshot)
    return snapshot
  }

  /// Called with the lock held.
  private func replayedValues() -> [Element] {
    switch policy {
    case .none: return []
    case .latest: return state.pointee.hasLatest ? [latestSlot.pointee] : []
    case .buffer: return replayBuffer.pointee.isEmpty ? [] : Array(replayBuffer.pointee)
    }
  }

  /// Adds `node` as an observer, replays to it what the policy keeps, and returns the
  /// subscription.
  ///
  /// The replay runs outside the lock, before `node` joins the observers: if another thread
  /// records a value meanwhile, that value is replayed too before `node` joins, so `node` never
  /// gets a newer value before an older one.
  package func subscribe(node: ObserverNode<Element>) -> Disposable {
    guard let id = join(node, isHeld: false) else { return Disposables.create() }
    return BroadcastSubscription(core: self, id: id)
  }

  /// Subscribes the user's final `sink`, held by the broadcast but not holding it.
  ///
  /// The subscription returned holds both. Dropped undisposed together with the subject or
  /// relay, nothing keeps the two alive, as in RxSwift.
  ///
  /// A sink that may be is served by this broadcast's line from the moment it has joined (see
  /// `Sink.deliverToUser`).
  package func subscribeFinal(sink: __owned Sink<Element, Never>) -> Disposable {
    let id = join(sink, isHeld: false)
    sink.setUpstream(held: .empty)
    guard let id else { return sink as DisposableNode }
    sink.serveByLine()
    return FinalBroadcastSubscription(core: self, id: id, sink: sink)
  }

  /// ``subscribe(node:)`` for a node that holds the subscription itself (`setUpstream(held:)`):
  /// one word, the broadcast, which finds the node's entry by the node.
  package func subscribeHeld(node: ObserverNode<Element>) -> Upstream {
    join(node, isHeld: true) == nil ? .empty : .broadcast(self)
  }

  /// Replays to `node`, then adds it to the observers and returns its id; `nil` if the source
  /// has stopped (`node` then got the stop event).
  @inline(__always)
  private func join(_ node: ObserverNode<Element>, isHeld: Bool) -> Int? {
    if case .latest = policy { return joinReplayingLatest(node, isHeld: isHeld) }
    return joinReplayingAll(node, isHeld: isHeld)
  }

  /// Out of line, so that the metadata lookups it needs do not slow down the other policies.
  @inline(never)
  private func joinReplayingAll(_ node: ObserverNode<Element>, isHeld: Bool) -> Int? {
    var replayed: UInt32?
    while true {
      let (joining, values) = lock.locked { () -> (Joining, [Element]) in
        let recorded = state.pointee.recorded
        let newValues: [Element]
        if let replayed {
          let count = Int(min(recorded &- replayed, UInt32(replayBuffer.pointee.count)))
          newValues = Array(replayBuffer.pointee.suffix(count))
        } else {
          newValues = replayedValues()
        }
        replayed = recorded
        if state.pointee.isStopped { return (.stopped, newValues) }
        if newValues.isEmpty { return (.joined(add(node, isHeld: isHeld)), []) }
        return (.replay, newValues)
      }
      for value in values { node.onNext(value) }
      switch joining {
      case .replay: continue
      case .joined(let id): return id
      case .stopped:
        replayStop(to: node)
        return nil
      }
    }
  }

  /// ``join(_:isHeld:)`` for the ``ReplayPolicy/latest`` policy (behavior subjects and
  /// relays), without building an array for the value replayed.
  ///
  /// A source that has held a value since it was made (a relay or a behavior subject) copies
  /// it out as the result of the first pass under the lock and replays it from there: one copy
  /// and one destruction of the value (the temporary buffer that a source without a value yet
  /// needs cost W5 three calls of the element type's value witnesses more, and a closure).
  /// The second pass joins only if nothing was recorded meanwhile.
  private func joinReplayingLatest(_ node: ObserverNode<Element>, isHeld: Bool) -> Int? {
    guard hasLatestSinceInit else {
      return joinReplayingLatestIfRecorded(node, isHeld: isHeld)
    }
    var replayed: UInt32?
    while true {
      var recorded: UInt32 = 0
      var isStopped = false
      let latest = lock.locked { () -> Element in
        recorded = state.pointee.recorded
        isStopped = state.pointee.isStopped
        return latestSlot.pointee
      }
      if recorded != replayed && (!isStopped || replaysLatestAfterStop) { node.onNext(latest) }
      replayed = recorded
      if isStopped {
        replayStop(to: node)
        return nil
      }
      let id = lock.locked { () -> Int? in
        if state.pointee.recorded != recorded || state.pointee.isStopped { return nil }
        return add(node, isHeld: isHeld)
      }
      if let id { return id }
    }
  }

  /// ``joinReplayingLatest(_:isHeld:)`` for a source made without a value, which may not have
  /// one yet.
  ///
  /// One temporary for every round: the value is copied into it under the lock, replayed from
  /// where it lies, then moved out and dropped (a temporary made each round, and the value moved
  /// out of it for the call, cost W5 14 instructions more in code shared by every element type;
  /// `deinitialize(count:)`, which this code calls unspecialised, 13 more than the move).
  @inline(never)
  private func joinReplayingLatestIfRecorded(_ node: ObserverNode<Element>, isHeld: Bool) -> Int? {
    withUnsafeTemporaryAllocation(of: Element.self, capacity: 1) { buffer -> Int? in
      let latest = buffer.baseAddress!
      var replayed: UInt32?
      while true {
        let (joining, hasValue) = lock.locked { () -> (Joining, Bool) in
          let recorded = state.pointee.recorded
          let isStopped = state.pointee.isStopped
          let replaysLatest = !isStopped || replaysLatestAfterStop
          let hasValue = replaysLatest && state.pointee.hasLatest && recorded != replayed
          if hasValue { latest.initialize(to: latestSlot.pointee) }
          replayed = recorded
          if isStopped { return (.stopped, hasValue) }
          return (hasValue ? .replay : .joined(add(node, isHeld: isHeld)), hasValue)
        }
        if hasValue {
          node.onNext(latest.pointee)
          _ = latest.move()
        }
        switch joining {
        case .replay: continue
        case .joined(let id): return id
        case .stopped:
          replayStop(to: node)
          return nil
        }
      }
    }
  }

  /// Out of line, so that reading the stop event does not cost every subscription a lookup of
  /// its type's metadata.
  @inline(never)
  private func replayStop(to node: ObserverNode<Element>) {
    if let stop = stopped { node.on(stop) }
  }
}

// The codes of ``Broadcast``'s policies without a buffer, outside the generic type: reading a
// static property of a generic type looks up its metadata.
// Computed, so that code inlined into a client reads constants.
@inlinable var policyCodeNone: Int32 { -1 }
@inlinable var policyCodeLatest: Int32 { -2 }
/// ``ReplayPolicy/latest`` for `BehaviorSubject`: no replay after the stop event.
@inlinable var policyCodeLatestUntilStop: Int32 { -3 }
/// A replay buffer's size and alignment, the same for every element type (one reference).
private let replayBufferSize = MemoryLayout<Deque<Int>>.size
private let replayBufferAlignment = MemoryLayout<Deque<Int>>.alignment

/// What a subscription to a ``Broadcast`` does next, decided under the lock.
///
/// Outside the generic type: a type nested in it would cost every subscription a lookup of its
/// metadata (and of the tuple's returned with it).
private enum Joining {
  /// Replay what was copied out, then look again.
  case replay
  /// The node joined the observers under this id.
  case joined(Int)
  /// The source has stopped: replay what was copied out, then the stop event.
  case stopped
}

// Every stored property is only touched under `lock`.
extension Broadcast: @unchecked Sendable where Element: Sendable {}
