/// A state holder: a current ``value`` that each new subscriber receives first, followed by every
/// later value.
///
/// Never errors or completes.
///
/// ```swift
/// let name = BehaviorRelay(value: "")
/// name.subscribe(onNext: { print("name: \($0)") })   // name:
/// name.accept("Ada")                                  // name: Ada
/// name.value                                          // "Ada"
/// ```
///
/// Thread-safe: `accept` may be called from any thread. Inside a subscriber, a value accepted
/// into a relay that is already part of the running propagation is delivered, and becomes
/// ``value``, once that propagation ends.
public final class BehaviorRelay<Element>: Observable<Element> {
  @usableFromInline
  let broadcast: Broadcast<Element>

  /// Creates a relay whose current value is `value`.
  public init(value: Element) {
    broadcast = Broadcast(policy: .latest, initial: value)
    super.init()
  }

  /// Creates a relay over `broadcast`, which another relay or its owner may share: what one
  /// does, every relay over the same broadcast does.
  @usableFromInline
  package init(sharing broadcast: Broadcast<Element>) {
    self.broadcast = broadcast
    super.init()
  }

  /// The current value.
  public var value: Element { broadcast.latest! }

  /// Makes `element` the current value and sends it to every subscriber.
  ///
  /// Inlinable, so that the emission is picked for the element type in the caller's code
  /// (see `Broadcast.emitNext`).
  @inlinable
  public func accept(_ element: Element) { broadcast.emitNext(element) }

  /// Accepts `element` as part of the running propagation even when this relay already
  /// delivered in it: for bindings that write back into a relay as a consequence of its own
  /// change (two-way binding), whose echo guards need the value delivered now rather than
  /// after the propagation ends.
  package func acceptContinuingPropagation(_ element: Element) {
    broadcast.forward(.next(element))
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
extension BehaviorRelay: @unchecked Sendable where Element: Sendable {}
