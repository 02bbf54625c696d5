/// A hot source that replays up to `bufferSize` of its latest values to each new
/// subscriber, then forwards every later event.
///
/// ```swift
/// let log = ReplaySubject<String>.create(bufferSize: 2)
/// log.onNext("a"); log.onNext("b"); log.onNext("c")
/// log.subscribe(onNext: { print($0) })   // b, c
/// ```
///
/// Thread-safe: events may be sent from any thread; observers are called one event at a time.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType {
  /// The observer type ``asObserver()`` returns: the subject itself, as RxSwift names it.
  public typealias SubjectObserverType = ReplaySubject<Element>

  let broadcast: Broadcast<Element>

  private init(bufferSize: Int) {
    precondition(bufferSize >= 0, "bufferSize must not be negative")
    broadcast = Broadcast(policy: .buffer(bufferSize))
    super.init()
  }

  /// Creates a subject that replays up to `bufferSize` values.
  public static func create(bufferSize: Int) -> ReplaySubject<Element> {
    ReplaySubject(bufferSize: bufferSize)
  }

  /// Creates a subject that replays every value it ever received.
  public static func createUnbounded() -> ReplaySubject<Element> {
    ReplaySubject(bufferSize: .max)
  }

  /// `true` while at least one observer is subscribed.
  public var hasObservers: Bool { broadcast.hasObservers }

  /// Sends `event` to every current observer and records a `next` for replay.
  public func on(_ event: Event<Element>) { broadcast.emit(event) }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    broadcast.subscribe(node: node)
  }

  package override func subscribeHeld(node: ObserverNode<Element>) -> Upstream {
    broadcast.subscribeHeld(node: node)
  }

  package override func subscribeFinal(sink: __owned Sink<Element, Never>) -> Disposable {
    broadcast.subscribeFinal(sink: sink)
  }

  /// Returns `self`.
  public func asObserver() -> ReplaySubject<Element> { self }
}

// State lives in `broadcast`, which guards it with its lock.
extension ReplaySubject: @unchecked Sendable where Element: Sendable {}
