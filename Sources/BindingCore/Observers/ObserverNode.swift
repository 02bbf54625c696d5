/// The internal receiving end of a subscription: every operator's sink and every wrapped user
/// observer is one.
///
/// Subclasses override ``on(_:)``, and ``onNext(_:)`` when they are on the hot path.
///
/// `chainDepth` counts the nodes between this one and the final observer; every
/// ``Propagation/checkpointInterval``-th node checks the stack before calling on.
@usableFromInline
package class ObserverNode<Element>: DisposableNode, ObserverType {
  /// In 32 bits: with the flag, and a sink's state after it, it fills the word after the
  /// object's header, which keeps a sink's fixed part at 40 bytes.
  private let storedChainDepth: Int32
  @usableFromInline
  package let isCheckpoint: Bool
  #if DEBUG
    private let resource: TrackedResource
  #endif

  /// The number of nodes between this one and the final observer.
  package final var chainDepth: Int { Int(storedChainDepth) }

  /// Creates a node `chainDepth` links from the final observer.
  init(chainDepth: Int) {
    self.storedChainDepth = Int32(clamping: chainDepth)
    self.isCheckpoint = chainDepth > 0 && chainDepth % Propagation.checkpointInterval == 0
    #if DEBUG
      resource = TrackedResource(isCounted: chainDepth >= 0)
    #endif
    super.init()
  }

  /// Creates a node that does the work of `links` consecutive links of a chain (a group of
  /// `map`s, ``MapGroupSink``), the farthest from the final observer `chainDepth` links away.
  ///
  /// It is a checkpoint when one of its links would have been, so that a chain checks the stack
  /// as often as it would without the group.
  init(chainDepth: Int, links: Int) {
    let interval = Propagation.checkpointInterval
    self.storedChainDepth = Int32(clamping: chainDepth)
    self.isCheckpoint = chainDepth > 0 && chainDepth / interval > (chainDepth - links) / interval
    #if DEBUG
      resource = TrackedResource(isCounted: chainDepth >= 0)
    #endif
    super.init()
  }

  /// Receives one event.
  ///
  /// The base class ignores it; it stands in for a released downstream.
  @usableFromInline
  package func on(_ event: Event<Element>) {}

  /// Receives one value: the same as `on(.next(value))`.
  ///
  /// Hot sources and the common operators call and override this so that a value travels
  /// without being wrapped in an `Event`: in code shared by every element type, building an
  /// `Event<Element>` costs a lookup of its type metadata.
  @usableFromInline
  package func onNext(_ value: Element) { on(.next(value)) }
}

/// The root of the observer nodes, without their element type: a sink handed to the next sink
/// as its upstream subscription is held as one (see ``Upstream``), which needs no lookup of
/// the sink's generic type.
@usableFromInline
package class DisposableNode: Disposable {
  /// Ends the node's subscription; sinks override this, other nodes have nothing to end.
  @usableFromInline
  package func dispose() {}

  /// Ends the delivery a sink served by a broadcast's line holds open for that line; called by
  /// the broadcast once no delivery of its line can reach the sink (see `Sink.deliverToUser`).
  package func endLineServedDelivery() {}

  /// Whether the node is a sink served by a broadcast's line (see `Sink.deliverToUser`).
  package var isLineServed: Bool { false }
}

/// The downstream of the nodes that end a chain (the user's observer): receives nothing, and is
/// shared so that each subscription does not allocate one.
///
/// Immutable, and its `on` does nothing, so sharing it across threads is safe.
///
/// Made by a function rather than statically: a statically initialized object of a generic
/// class is reached through `swift_initStaticObject` at each use (W5: 15 instructions a
/// subscription), a lazily initialized global through a check of its token.
nonisolated(unsafe) let finalObserverNode = makeFinalObserverNode()

@inline(never)
private func makeFinalObserverNode() -> ObserverNode<Never> { ObserverNode(chainDepth: -1) }
