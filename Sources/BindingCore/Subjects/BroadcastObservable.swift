/// The observable side of a ``Broadcast`` that a node outside this module feeds from its own
/// subscription to a source (the shell's derived values).
///
/// It takes the rank of that source, so that a multi-input operator built on it still flushes
/// after everything the node depends on, and propagation through it stays glitch-free. Each
/// subscriber receives what the broadcast replays, then what it delivers. One may be made for
/// each subscriber: they all observe the same broadcast.
@usableFromInline
package final class BroadcastObservable<Element>: Observable<Element> {
  private let broadcast: Broadcast<Element>

  /// Observes `broadcast`, which relays what follows from a source of rank `rank`, with
  /// `sourceDepth` operators between this observable and its source.
  @usableFromInline
  package init(_ broadcast: Broadcast<Element>, rank: Int, sourceDepth: Int) {
    self.broadcast = broadcast
    super.init(rank: rank, sourceDepth: sourceDepth)
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    broadcast.subscribe(node: node)
  }

  package override func subscribeHeld(node: ObserverNode<Element>) -> Upstream {
    broadcast.subscribeHeld(node: node)
  }

  package override func subscribeFinal(sink: __owned Sink<Element, Never>) -> Disposable {
    broadcast.subscribeFinal(sink: sink)
  }
}

// State lives in `broadcast`, which guards it with its lock.
extension BroadcastObservable: @unchecked Sendable where Element: Sendable {}
