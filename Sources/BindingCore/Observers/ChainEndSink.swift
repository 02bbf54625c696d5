/// An object that ends a chain and takes its events as method calls: what the interpreter's
/// derived cells are.
package protocol ChainEnd<Element>: AnyObject {
  associatedtype Element
  /// Receives one value.
  func receiveNext(_ value: Element)
  /// Receives the error or completion that ends the chain.
  func receiveEnd(_ event: Event<Element>)
}

/// The node by which a ``ChainEnd`` follows a chain: one object, where
/// `subscribe(onNext:onError:onCompleted:)` makes a sink and a closure for each kind of event.
///
/// Holds its end unowned: the end holds the subscription and disposes it before it goes. Like
/// the sink of `subscribe`, it stops after a stop event and once disposed.
package final class ChainEndSink<Element>: Sink<Element, Never> {
  private unowned let end: any ChainEnd<Element>

  /// Creates the node; subscribe it with `subscribe(node:)`, then give it the subscription
  /// with `setUpstream(_:)`.
  package init(_ end: any ChainEnd<Element>) {
    self.end = end
    super.init()
  }

  package override func onNext(_ value: Element) {
    if isDisposed { return }
    end.receiveNext(value)
  }

  package override func on(_ event: Event<Element>) {
    if isDisposed { return }
    if case .next(let value) = event {
      end.receiveNext(value)
    } else {
      end.receiveEnd(event)
    }
    if event.isStopEvent { dispose() }
  }
}
