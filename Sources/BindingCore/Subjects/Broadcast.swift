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
package final class Broadcast<Element>: BroadcastCore {
  private var stopEvent: Event<Element>?
  private let policy: ReplayPolicy
  /// The values kept under ``ReplayPolicy/buffer(_:)``.
  private var replay: Deque<Element> = []
  private var queued: Deque<Event<Element>> = []

  package init(policy: ReplayPolicy, initial: Element? = nil) {
    self.policy = policy
    super.init(
      slotSize: MemoryLayout<Element>.size, slotAlignment: MemoryLayout<Element>.alignment)
    if let initial { record(initial) }
  }

  deinit {
    if state.pointee.hasLatest { latestSlot.deinitialize(count: 1) }
  }

  /// The latest value under ``ReplayPolicy/latest``, initialized once `hasLatest`.
  private var latestSlot: UnsafeMutablePointer<Element> {
    slot.assumingMemoryBound(to: Element.self)
  }

  /// The latest value, for sources that replay one.
  package var latest: Element? {
    lock.locked {
      switch policy {
      case .none: return nil
      case .latest: return state.pointee.hasLatest ? latestSlot.pointee : nil
      case .buffer: return replay.last
      }
    }
  }

  /// The values a new subscriber would be replayed now.
  package var replayed: [Element] { lock.locked { replayedValues() } }

  /// The stop event, once one was emitted.
  package var stopped: Event<Element>? { lock.locked { stopEvent } }

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
  package func emitNext(_ value: Element) {
    Propagation.withCurrent { context in
      if context.isActive {
        emitNext(value, in: context, isRelayed: false)
      } else {
        let opening = context.beginPropagation(isDelivery: true)
        emitNext(value, in: context, isRelayed: false)
        context.endPropagation(opening)
      }
    }
  }

  /// Delivers `event` relayed by an operator from its own upstream (`share`): like ``emit(_:)``,
  /// except that several events in one propagation are delivered as they come rather than the
  /// later ones being queued, since they continue the upstream's delivery instead of
  /// re-entering this source.
  package func forward(_ event: Event<Element>) {
    switch event {
    case .next(let value): forwardNext(value)
    case .error, .completed: emitStop(event, isRelayed: true)
    }
  }

  /// Delivers the value `value` relayed from upstream: the same as `forward(.next(value))`,
  /// without building an event, whose type metadata code shared by every element type would
  /// look up at each value.
  package func forwardNext(_ value: Element) {
    Propagation.withCurrent { context in
      if context.isActive {
        emitNext(value, in: context, isRelayed: true)
      } else {
        let opening = context.beginPropagation(isDelivery: true)
        emitNext(value, in: context, isRelayed: true)
        context.endPropagation(opening)
      }
    }
  }

  private func emitNext(_ value: Element, in context: Propagation, isRelayed: Bool) {
    let (decision, snapshot) = lock.locked {
      () -> (BroadcastDecision, ContiguousArray<ObserverEntry>) in
      if state.pointee.isStopped { return (.ignore, []) }
      if !isRelayed && context.isDelivering && state.pointee.lastToken == context.token {
        return (.later, [])
      }
      if !gate.claim() {
        enqueue(value)
        return (.ignore, [])
      }
      state.pointee.lastToken = context.token
      record(value)
      return (.deliver, state.pointee.observers)
    }
    switch decision {
    case .ignore: return
    case .later:
      context.runAfterPropagation { self.emitNext(value) }
    case .deliver:
      context.deliveringDepth += 1
      for entry in snapshot { node(entry).onNext(value) }
      finishDelivering()
      context.deliveringDepth -= 1
    }
  }

  private func emitStop(_ event: Event<Element>, isRelayed: Bool) {
    let context = Propagation.current
    guard context.isActive else {
      context.propagate { emitStop(event, isRelayed: isRelayed) }
      return
    }
    var snapshot: ContiguousArray<ObserverEntry> = []
    let decision = lock.locked { () -> BroadcastDecision in
      if state.pointee.isStopped { return .ignore }
      if !isRelayed && context.isDelivering && state.pointee.lastToken == context.token { return .later }
      if !gate.claim() {
        enqueue(event)
        return .ignore
      }
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
      finishDelivering()
      context.deliveringDepth -= 1
    }
  }

  /// Queues `value` for the thread delivering; called with the lock held.
  ///
  /// Out of line, so that building the event does not cost every emission a lookup of its
  /// type's metadata.
  @inline(never)
  private func enqueue(_ value: Element) { enqueue(.next(value)) }

  /// Queues `event` for the thread delivering; called with the lock held.
  private func enqueue(_ event: Event<Element>) {
    queued.append(event)
  }

  /// Ends a delivery: delivers what other threads queued meanwhile, then lets the next one in.
  private func finishDelivering() {
    if !gate.tryFinish() { deliverQueued() }
  }

  private func deliverQueued() {
    while true {
      var snapshot: ContiguousArray<ObserverEntry> = []
      let next = lock.locked { () -> Event<Element>? in
        guard let next = queued.popFirst(), !state.pointee.isStopped else {
          queued.removeAll()
          gate.end()
          return nil
        }
        switch next {
        case .next(let value): record(value)
        case .error, .completed:
          snapshot = stop(next)
          return next
        }
        snapshot = state.pointee.observers
        return next
      }
      guard let next else { return }
      for entry in snapshot { node(entry).on(next) }
    }
  }

  @inline(__always)
  private func node(_ entry: ObserverEntry) -> ObserverNode<Element> {
    unsafeDowncast(entry.node, to: ObserverNode<Element>.self)
  }

  /// Records `value` for replay, as the policy says.
  ///
  /// Called with the lock held (or from init).
  private func record(_ value: Element) {
    switch policy {
    case .none: break
    case .latest:
      if state.pointee.hasLatest {
        latestSlot.pointee = value
      } else {
        latestSlot.initialize(to: value)
        state.pointee.hasLatest = true
      }
    case .buffer(let size):
      replay.append(value)
      if replay.count > size { replay.removeFirst() }
    }
  }

  /// Records the stop event and removes every observer, returning them.
  ///
  /// Called with the lock held.
  private func stop(_ event: Event<Element>) -> ContiguousArray<ObserverEntry> {
    let snapshot = state.pointee.observers
    stopEvent = event
    state.pointee.isStopped = true
    state.pointee.observers = []
    return snapshot
  }

  /// Called with the lock held.
  private func replayedValues() -> [Element] {
    switch policy {
    case .none: return []
    case .latest: return state.pointee.hasLatest ? [latestSlot.pointee] : []
    case .buffer: return replay.isEmpty ? [] : Array(replay)
    }
  }

  /// Adds `node` as an observer, replays to it what the policy keeps, and returns the
  /// subscription.
  package func subscribe(node: ObserverNode<Element>) -> Disposable {
    if case .latest = policy { return subscribeReplayingLatest(node: node) }
    return subscribeReplayingAll(node: node)
  }

  /// Out of line, so that the metadata lookups it needs do not slow down the other policies.
  @inline(never)
  private func subscribeReplayingAll(node: ObserverNode<Element>) -> Disposable {
    let (id, values, stop) = lock.locked { () -> (Int?, [Element], Event<Element>?) in
      let values = replayedValues()
      if state.pointee.isStopped { return (nil, values, stopEvent) }
      return (add(node), values, nil)
    }
    for value in values { node.onNext(value) }
    if let stop { node.on(stop) }
    guard let id else { return Disposables.create() }
    return BroadcastSubscription(core: self, id: id)
  }

  /// ``subscribe(node:)`` for the ``ReplayPolicy/latest`` policy (behavior subjects and
  /// relays), without building an array for the one value replayed.
  private func subscribeReplayingLatest(node: ObserverNode<Element>) -> Disposable {
    let id = withUnsafeTemporaryAllocation(of: Element.self, capacity: 1) { buffer in
      let latest = buffer.baseAddress!
      let (id, hasValue) = lock.locked { () -> (Int, Bool) in
        if state.pointee.hasLatest { latest.initialize(to: latestSlot.pointee) }
        return (state.pointee.isStopped ? -1 : add(node), state.pointee.hasLatest)
      }
      if hasValue { node.onNext(latest.move()) }
      return id
    }
    if id < 0 { return replayStop(to: node) }
    return BroadcastSubscription(core: self, id: id)
  }

  /// Out of line, so that reading the stop event does not cost every subscription a lookup of
  /// its type's metadata.
  @inline(never)
  private func replayStop(to node: ObserverNode<Element>) -> Disposable {
    if let stop = stopped { node.on(stop) }
    return Disposables.create()
  }
}

// Every stored property is only touched under `lock`.
extension Broadcast: @unchecked Sendable where Element: Sendable {}
