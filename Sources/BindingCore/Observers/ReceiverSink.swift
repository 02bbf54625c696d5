/// What a ``ReceiverSink`` keeps and calls: a value, stored inside the sink, that takes a
/// chain's events as method calls.
package protocol ChainReceiver<Element> {
  associatedtype Element
  /// Receives one value.
  func receiveNext(_ value: Element)
  /// Receives the error or completion that ends the chain.
  func receiveEnd(_ event: Event<Element>)
}

/// The node that ends a chain with a ``ChainReceiver`` kept inside it: one object where a
/// ``ChainEndSink`` and the object it calls are two (the interpreter's bindings into a cell).
///
/// Like the sink of `subscribe`, it stops after a stop event and once disposed; it is the
/// subscription to dispose.
package final class ReceiverSink<Receiver: ChainReceiver>: Sink<Receiver.Element, Never> {
  private let receiver: Receiver

  /// Creates the node and subscribes it to `source`; the first values arrive during this call.
  package init(_ receiver: Receiver, following source: Observable<Receiver.Element>) {
    self.receiver = receiver
    super.init()
    setUpstream(held: source.subscribeHeld(node: self))
  }

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
}
