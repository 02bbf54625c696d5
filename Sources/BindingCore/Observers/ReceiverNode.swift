import Synchronization

/// The node by which a ``ChainReceiver`` follows a subject's or relay's broadcast for as long as
/// its owner wants: an observer without a sink's upstream and downstream (40 bytes, where a
/// ``ReceiverSink`` takes 48 and a ``ChainEndSink`` 56); the interpreter's states record their
/// own changes with one.
///
/// Its owner calls ``stop()`` before the receiver's references go (in its `deinit`): nothing
/// reaches the receiver afterwards, also from a delivery that had already begun.
package final class ReceiverNode<Receiver: ChainReceiver>: ObserverNode<Receiver.Element> {
  /// First, to fill the room the node's fields leave before the next word.
  private let isStopped = Atomic<Bool>(false)
  private let receiver: Receiver
  private let broadcast: BroadcastCore

  /// Creates the node and adds it to `broadcast`'s observers; what the broadcast replays
  /// arrives during this call.
  package init(_ receiver: Receiver, following broadcast: Broadcast<Receiver.Element>) {
    self.receiver = receiver
    self.broadcast = broadcast
    super.init(chainDepth: 0)
    _ = broadcast.subscribeHeld(node: self)
  }

  /// Leaves the broadcast's observers; the receiver gets nothing more.
  package func stop() {
    isStopped.store(true, ordering: .releasing)
    broadcast.unsubscribe(heldBy: self)
  }

  package override func onNext(_ value: Receiver.Element) {
    if isStopped.load(ordering: .acquiring) { return }
    receiver.receiveNext(value)
  }

  package override func on(_ event: Event<Receiver.Element>) {
    if isStopped.load(ordering: .acquiring) { return }
    if case .next(let value) = event {
      receiver.receiveNext(value)
    } else {
      receiver.receiveEnd(event)
    }
  }
}
