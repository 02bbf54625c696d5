import Synchronization

/// ``ChainEndSink`` in 40 bytes (48 from `malloc`, where the sink takes 64): the node by which
/// a ``ChainEnd`` of a known type follows a chain.
///
/// It ends the chain, so it keeps no downstream, and it holds its end in one word, where
/// `any ChainEnd<Element>` takes two; a script's derived values each follow their source
/// through one. Like the sink, it holds its end unowned (the end holds the subscription and
/// disposes it before it goes), and stops after a stop event and once disposed.
package final class ChainEndNode<End: ChainEnd>: ObserverNode<End.Element> {
  /// `disposedBit` and `handedOverBit`, in the room the node's fields leave before the next
  /// word.
  private let state = Atomic<UInt8>(0)
  /// Written by ``setUpstream(held:)`` before it sets `handedOverBit`, then owned by whichever
  /// of it and ``dispose()`` sets its bit second, as in a sink.
  @exclusivity(unchecked) private var upstream = Upstream.unset
  private unowned let end: End

  /// Creates the node; subscribe it with `subscribeHeld(node:)`, then give it the subscription
  /// with ``setUpstream(held:)``.
  package init(_ end: End) {
    self.end = end
    super.init(chainDepth: 0)
  }

  /// `true` once disposed, by its end or after a stop event.
  package var isDisposed: Bool { state.load(ordering: .relaxed) & disposedBit != 0 }

  package override func onNext(_ value: End.Element) {
    if isDisposed { return }
    end.receiveNext(value)
  }

  package override func on(_ event: Event<End.Element>) {
    if isDisposed { return }
    if case .next(let value) = event {
      end.receiveNext(value)
    } else {
      end.receiveEnd(event)
    }
    if event.isStopEvent { dispose() }
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
