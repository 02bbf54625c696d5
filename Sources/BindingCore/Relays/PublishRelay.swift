/// A ``PublishSubject`` that can only emit values: it never errors or completes, so
/// subscriptions to it live until disposed.
///
/// ```swift
/// let refresh = PublishRelay<Void>()
/// refresh.subscribe(onNext: { reload() })
/// refresh.accept(())
/// ```
///
/// Thread-safe: `accept` may be called from any thread.
public final class PublishRelay<Element>: Observable<Element> {
  @usableFromInline
  let broadcast = Broadcast<Element>(policy: .none)

  /// Creates a relay with no subscribers.
  public init() { super.init() }

  /// Sends `element` to every current subscriber.
  ///
  /// Inlinable, so that the emission is picked for the element type in the caller's code
  /// (see `Broadcast.emitNext`).
  @inlinable
  public func accept(_ element: Element) { broadcast.emitNext(element) }

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
extension PublishRelay: @unchecked Sendable where Element: Sendable {}
