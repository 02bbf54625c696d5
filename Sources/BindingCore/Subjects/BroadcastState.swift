/// How many past values a hot source hands to each new subscriber.
package enum ReplayPolicy: Sendable {
  /// None: subscribers only see what is emitted after they subscribe.
  case none
  /// The latest value, which always exists (`BehaviorSubject`, `BehaviorRelay`).
  case latest
  /// Up to this many of the most recent values (`ReplaySubject`, `ReplayRelay`).
  case buffer(Int)
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
  var isDelivering = false
  var lastToken = -1
  var hasQueued = false
}

/// One observer of a ``Broadcast``: the node is an `ObserverNode<Element>`, stored without its
/// type so that the list's type does not depend on the element type (generic code would look
/// its metadata up at every delivery).
struct ObserverEntry {
  let id: Int
  let node: AnyObject
}
