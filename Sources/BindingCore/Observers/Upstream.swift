/// A sink's upstream subscription, held in one word rather than in a 40-byte `Disposable?`
/// existential, whose copies and destruction also go through the runtime's generic witnesses.
///
/// The subscriptions a sink usually gets (to a subject or relay, or to the sink of the operator
/// before it) are recognised by their type without a cast; any other is kept as a class
/// reference, boxed if it is a value. Every payload is one reference, so the case goes in the
/// reference's spare bits.
package enum Upstream {
  /// Nothing handed over yet, or already taken for disposal.
  case unset
  /// A subscription with nothing to dispose.
  case empty
  /// The holder's own subscription to a subject's or relay's broadcast, made by
  /// `subscribeHeld(node:)`: the broadcast finds it by the holder, without an id.
  case broadcast(BroadcastCore)
  /// The sink of the operator before (or another node): disposed by a class method call,
  /// without a protocol witness.
  case node(DisposableNode)
  /// Any other subscription: an object conforming to `Disposable`, held without its witness
  /// table (a second word), which ``dispose(heldBy:)`` finds by a cast.
  case object(AnyObject)

  /// Holds `subscription`.
  init<Subscription: Disposable>(_ subscription: Subscription) {
    if Subscription.self is DisposableNode.Type {
      self = .node(unsafeDowncast(unsafeBitCast(subscription, to: AnyObject.self), to: DisposableNode.self))
    } else if Subscription.self == NopDisposable.self {
      self = .empty
    } else if Subscription.self is AnyObject.Type,
      let object = subscription as? any AnyObject & Disposable
    {
      self = .object(object)
    } else {
      self = .object(DisposableBox(subscription))
    }
  }

  /// Disposes the subscription held by `holder`, if any; `servedByLine` when `holder` is a sink
  /// served by its broadcast's line (see `Sink.deliverToUser`).
  func dispose(heldBy holder: DisposableNode, servedByLine: Bool = false) {
    switch self {
    case .unset, .empty: break
    case .broadcast(let core):
      if servedByLine {
        core.unsubscribe(servedByLine: holder)
      } else {
        core.unsubscribe(heldBy: holder)
      }
    case .node(let node): node.dispose()
    case .object(let object): Self.disposeObject(object)
    }
  }

  /// Out of line: the cast looks up the object's conformance, which the other cases skip.
  @inline(never)
  private static func disposeObject(_ object: AnyObject) {
    (object as! any Disposable).dispose()
  }
}

/// A subscription of a value type, kept by reference in an ``Upstream``.
private final class DisposableBox: Disposable {
  let disposable: Disposable

  init(_ disposable: Disposable) { self.disposable = disposable }

  func dispose() { disposable.dispose() }
}
