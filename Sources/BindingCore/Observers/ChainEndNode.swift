import Synchronization

/// The node that ends a chain with a ``ChainReceiver`` kept inside it: one object where
/// `subscribe(onNext:onError:onCompleted:)` makes a sink and a closure for each kind of event.
///
/// It ends the chain, so it keeps no downstream, and holds its subscription in one word: with a
/// receiver of one word it takes 40 bytes (48 from `malloc`, where a sink of `subscribe` takes
/// 64). A script's derived values, the recordings of its states and its bindings each follow
/// their source through one. It stops after a stop event and once disposed; disposing it leaves
/// the source.
///
/// ```swift
/// let node = ChainEndNode(receiver, following: source)
/// node.dispose()
/// ```
@usableFromInline
package final class ChainEndNode<Receiver: ChainReceiver>: ObserverNode<Receiver.Element> {
  /// `disposedBit` and `handedOverBit`; first, to fill the room the node's fields leave before
  /// the next word.
  private let state = Atomic<UInt8>(0)
  /// Written by ``setUpstream(held:)`` before it sets `handedOverBit`, then owned by whichever
  /// of it and ``dispose()`` sets its bit second, as in a sink.
  @exclusivity(unchecked) private var upstream = Upstream.unset
  private let receiver: Receiver

  /// Creates the node; subscribe it with `subscribeHeld(node:)`, then give it the subscription
  /// with ``setUpstream(held:)``.
  @usableFromInline
  package init(_ receiver: Receiver) {
    self.receiver = receiver
    super.init(chainDepth: 0)
  }

  /// Creates the node and subscribes it to `source`; the first values arrive during this call.
  @usableFromInline
  package convenience init(_ receiver: Receiver, following source: Observable<Receiver.Element>) {
    self.init(receiver)
    follow(source)
  }

  /// Creates the node and adds it to `broadcast`'s observers; what the broadcast replays
  /// arrives during this call.
  @usableFromInline
  package convenience init(_ receiver: Receiver, following broadcast: Broadcast<Receiver.Element>) {
    self.init(receiver)
    setUpstream(held: broadcast.subscribeHeld(node: self))
  }

  /// `true` once disposed, by its owner or after a stop event.
  package var isDisposed: Bool { state.load(ordering: .relaxed) & disposedBit != 0 }

  package override func onNext(_ value: Receiver.Element) {
    if isDisposed { return }
    receiver.receiveNext(value)
  }

  package override func on(_ event: Event<Receiver.Element>) {
    if isDisposed { return }
    if case .next(let value) = event {
      receiver.receiveNext(value)
    } else {
      receiver.receiveEnd(event)
    }
    if event.isStopEvent { dispose() }
  }

  /// Subscribes the node, made with ``init(_:)``, to `source`, and keeps the subscription; the
  /// first values arrive during this call.
  @usableFromInline
  package func follow(_ source: Observable<Receiver.Element>) {
    setUpstream(held: source.subscribeHeld(node: self))
  }

  /// Keeps the subscription to the source, to dispose with this node.
  ///
  /// Call once. Disposes the subscription at once if this node is already disposed.
  package func setUpstream(held: consuming Upstream) {
    upstream = consume held
    let previous = state.bitwiseOr(handedOverBit, ordering: .acquiringAndReleasing).oldValue
    assert(previous & handedOverBit == 0, "setUpstream(held:) called twice")
    if previous & disposedBit != 0 { disposeUpstream() }
  }

  /// Stops passing events on and disposes the subscription to the source.
  @usableFromInline
  package override func dispose() {
    let previous = state.bitwiseOr(disposedBit, ordering: .acquiringAndReleasing).oldValue
    if previous & disposedBit != 0 { return }
    // Not handed over yet: `setUpstream(held:)` disposes it when it comes.
    if previous & handedOverBit != 0 { disposeUpstream() }
  }

  /// Moves the subscription out and disposes it; only while it is this frame's to take.
  private func disposeUpstream() {
    let taken = upstream
    upstream = .unset
    taken.dispose(heldBy: self)
  }
}

/// Set in a node's state once it is disposed.
///
/// Outside the generic class, whose static members would be reached through its metadata.
private let disposedBit: UInt8 = 1
/// Set in a node's state once its upstream subscription is stored.
private let handedOverBit: UInt8 = 2
