/// The internal receiving end of a subscription: every operator's sink and every wrapped user
/// observer is one.
///
/// Subclasses override ``on(_:)``.
///
/// `chainDepth` counts the nodes between this one and the final observer; every
/// ``Propagation/checkpointInterval``-th node checks the stack before calling on.
package class ObserverNode<Element>: ObserverType {
  package let chainDepth: Int
  package let isCheckpoint: Bool

  init(chainDepth: Int) {
    self.chainDepth = chainDepth
    self.isCheckpoint = chainDepth > 0 && chainDepth % Propagation.checkpointInterval == 0
  }

  /// Receives one event.
  ///
  /// The base class ignores it; it stands in for a released downstream.
  package func on(_ event: Event<Element>) {}
}
