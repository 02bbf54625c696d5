import DequeModule
import Synchronization

/// How many past values a hot source hands to each new subscriber.
package enum ReplayPolicy: Sendable {
  /// None: subscribers only see what is emitted after they subscribe.
  case none
  /// The latest value, which always exists (`BehaviorSubject`, `BehaviorRelay`).
  case latest
  /// Up to this many of the most recent values (`ReplaySubject`, `ReplayRelay`).
  case buffer(Int)
}

/// The engine behind every subject and relay: a list of observers, a replay buffer, and the
/// rules that keep delivery ordered.
///
/// - Observers are called in subscription order, one event at a time, never concurrently:
///   an emission from another thread while this source is delivering is queued and delivered
///   by the thread already delivering, right after its current event.
/// - An emission from a subscriber into a source that has already delivered in the running
///   propagation is queued and delivered, in order, after that propagation ends.
/// - User code is never called with the lock held.
package final class Broadcast<Element> {
  private struct Entry {
    let id: Int
    let node: ObserverNode<Element>
  }

  private let lock = Mutex(())
  private var observers: ContiguousArray<Entry> = []
  private var nextID = 0
  private var stopEvent: Event<Element>?
  private var replay: Deque<Element> = []
  private let policy: ReplayPolicy
  private var isDelivering = false
  private var lastToken = -1
  private var queued: Deque<Event<Element>> = []

  package init(policy: ReplayPolicy, initial: Element? = nil) {
    self.policy = policy
    if let initial { replay.append(initial) }
  }

  /// The latest value, for sources that replay one.
  package var latest: Element? { lock.locked { replay.last } }

  /// The values a new subscriber would be replayed now.
  package var replayed: [Element] { lock.locked { replay.isEmpty ? [] : Array(replay) } }

  /// The stop event, once one was emitted.
  package var stopped: Event<Element>? { lock.locked { stopEvent } }

  /// `true` while at least one observer is subscribed.
  package var hasObservers: Bool { lock.locked { !observers.isEmpty } }

  /// Delivers `event` to every observer; see the type's rules for re-entrant and concurrent calls.
  ///
  /// Events after a stop event are ignored.
  package func emit(_ event: Event<Element>) {
    let context = Propagation.current
    if context.isActive {
      emit(event, in: context)
    } else {
      context.propagate { emit(event, in: context) }
    }
  }

  /// Delivers `event` relayed by an operator from its own upstream (`share`): like ``emit(_:)``,
  /// except that several events in one propagation are delivered as they come rather than the
  /// later ones being queued, since they continue the upstream's delivery instead of
  /// re-entering this source.
  package func forward(_ event: Event<Element>) {
    let context = Propagation.current
    if context.isActive {
      emit(event, in: context, isRelayed: true)
    } else {
      context.propagate { emit(event, in: context, isRelayed: true) }
    }
  }

  private enum Decision {
    case deliver(ContiguousArray<Entry>)
    case later
    case ignore
  }

  private func emit(_ event: Event<Element>, in context: Propagation, isRelayed: Bool = false) {
    let decision = lock.locked { () -> Decision in
      if stopEvent != nil { return .ignore }
      if !isRelayed && context.isDelivering && lastToken == context.token { return .later }
      if isDelivering {
        queued.append(event)
        return .ignore
      }
      isDelivering = true
      lastToken = context.token
      return .deliver(apply(event))
    }
    switch decision {
    case .ignore: return
    case .later:
      context.runAfterPropagation { self.emit(event) }
    case .deliver(var snapshot):
      var event = event
      context.deliveringDepth += 1
      defer { context.deliveringDepth -= 1 }
      while true {
        for entry in snapshot { entry.node.on(event) }
        let next = lock.locked { () -> (Event<Element>, ContiguousArray<Entry>)? in
          guard let next = queued.popFirst(), stopEvent == nil else {
            queued.removeAll()
            isDelivering = false
            return nil
          }
          return (next, apply(next))
        }
        guard let next else { return }
        (event, snapshot) = next
      }
    }
  }

  /// Records `event` in the replay state and returns the observers to deliver it to.
  ///
  /// Called with the lock held.
  private func apply(_ event: Event<Element>) -> ContiguousArray<Entry> {
    let snapshot = observers
    switch event {
    case .next(let value):
      switch policy {
      case .none: break
      case .latest:
        if replay.isEmpty { replay.append(value) } else { replay[replay.count - 1] = value }
      case .buffer(let size):
        replay.append(value)
        if replay.count > size { replay.removeFirst() }
      }
    case .error, .completed:
      stopEvent = event
      observers = []
    }
    return snapshot
  }

  /// Adds `node` as an observer, replays to it what the policy keeps, and returns the
  /// subscription.
  package func subscribe(node: ObserverNode<Element>) -> Disposable {
    let (id, values, stop) = lock.locked { () -> (Int?, [Element], Event<Element>?) in
      let values = replay.isEmpty ? [] : Array(replay)
      if let stopEvent { return (nil, values, stopEvent) }
      let id = nextID
      nextID += 1
      observers.append(Entry(id: id, node: node))
      return (id, values, nil)
    }
    for value in values { node.on(.next(value)) }
    if let stop { node.on(stop) }
    guard let id else { return Disposables.create() }
    return BroadcastSubscription(broadcast: self, id: id)
  }

  fileprivate func unsubscribe(id: Int) {
    let removed = lock.locked { () -> ObserverNode<Element>? in
      guard let index = observers.firstIndex(where: { $0.id == id }) else { return nil }
      return observers.remove(at: index).node
    }
    _ = removed
  }
}

// Every stored property is only touched under `lock`.
extension Broadcast: @unchecked Sendable where Element: Sendable {}

private final class BroadcastSubscription<Element>: Disposable {
  private let lock = Mutex(())
  private var broadcast: Broadcast<Element>?
  private let id: Int

  init(broadcast: Broadcast<Element>, id: Int) {
    self.broadcast = broadcast
    self.id = id
  }

  func dispose() {
    let broadcast = lock.locked { () -> Broadcast<Element>? in
      defer { self.broadcast = nil }
      return self.broadcast
    }
    broadcast?.unsubscribe(id: id)
  }
}
