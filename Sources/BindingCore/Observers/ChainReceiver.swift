/// What a ``ChainEndNode`` keeps and calls: a value, stored inside the node, that takes a
/// chain's events as method calls (the interpreter's derived cells, states and bindings).
///
/// A receiver that refers to an object its owner keeps holds it `unowned`: the owner disposes
/// the node before it goes.
@usableFromInline
package protocol ChainReceiver<Element> {
  associatedtype Element
  /// Receives one value.
  func receiveNext(_ value: Element)
  /// Receives the error or completion that ends the chain.
  func receiveEnd(_ event: Event<Element>)
}
