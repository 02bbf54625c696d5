/// A sink's upstream subscription, held in two words rather than in a 40-byte `Disposable?`
/// existential, whose copies and destruction also go through the runtime's generic witnesses.
///
/// The subscriptions a sink usually gets (to a subject or relay, or to the sink of the operator
/// before it) are recognised by their type without a cast; any other is kept as a class
/// reference, boxed if it is a value.
enum Upstream {
  /// Nothing handed over yet, or already taken for disposal.
  case unset
  /// A subscription with nothing to dispose.
  case empty
  /// Observer `id` of a subject's or relay's broadcast.
  case broadcast(BroadcastCore, id: Int)
  /// The sink of the operator before (or another node): disposed by a class method call,
  /// without a protocol witness.
  case node(DisposableNode)
  /// Any other subscription.
  case object(any AnyObject & Disposable)

  /// Holds `subscription`.
  init<Subscription: Disposable>(_ subscription: Subscription) {
    if Subscription.self == BroadcastSubscription.self {
      let broadcast = unsafeBitCast(subscription, to: BroadcastSubscription.self)
      self = .broadcast(broadcast.core, id: broadcast.id)
    } else if Subscription.self is DisposableNode.Type {
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

  /// Disposes the subscription held, if any.
  func dispose() {
    switch self {
    case .unset, .empty: break
    case .broadcast(let core, let id): core.unsubscribe(id: id)
    case .node(let node): node.dispose()
    case .object(let object): object.dispose()
    }
  }
}

/// A subscription of a value type, kept by reference in an ``Upstream``.
private final class DisposableBox: Disposable {
  let disposable: Disposable

  init(_ disposable: Disposable) { self.disposable = disposable }

  func dispose() { disposable.dispose() }
}
