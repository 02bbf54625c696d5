/// A ``ReplaySubject`` that can only emit values: replays up to `bufferSize` of its latest
/// values to each new subscriber, never errors or completes.
///
/// ```swift
/// let recent = ReplayRelay<Int>.create(bufferSize: 3)
/// (1...5).forEach(recent.accept)
/// recent.subscribe(onNext: { print($0) })   // 3, 4, 5
/// ```
///
/// Thread-safe: `accept` may be called from any thread.
public final class ReplayRelay<Element>: Observable<Element> {
  @usableFromInline
  let broadcast: Broadcast<Element>

  private init(bufferSize: Int) {
    precondition(bufferSize >= 0, "bufferSize must not be negative")
    broadcast = Broadcast(policy: .buffer(bufferSize))
    super.init()
  }

  /// Creates a relay that replays up to `bufferSize` values.
  public static func create(bufferSize: Int) -> ReplayRelay<Element> {
    ReplayRelay(bufferSize: bufferSize)
  }

  /// Creates a relay that replays every value it ever received.
  public static func createUnbound() -> ReplayRelay<Element> {
    ReplayRelay(bufferSize: .max)
  }

  /// Records `element` for replay and sends it to every current subscriber.
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
extension ReplayRelay: @unchecked Sendable where Element: Sendable {}
