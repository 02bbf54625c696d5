/// A hot source that forwards each event to the observers subscribed at that moment.
///
/// Nothing is replayed to late subscribers, except a stop event.
///
/// ```swift
/// let taps = PublishSubject<Void>()
/// taps.subscribe(onNext: { print("tap") })
/// taps.onNext(())   // tap
/// ```
///
/// Thread-safe: events may be sent from any thread; observers are called one event at a time.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType {
  /// The observer type ``asObserver()`` returns: the subject itself, as RxSwift names it.
  public typealias SubjectObserverType = PublishSubject<Element>

  let broadcast = Broadcast<Element>(policy: .none)

  /// Creates a subject with no observers.
  public init() { super.init() }

  /// `true` while at least one observer is subscribed.
  public var hasObservers: Bool { broadcast.hasObservers }

  /// `true` once an error or completion was sent.
  public var isStopped: Bool { broadcast.stopped != nil }

  /// Sends `event` to every current observer.
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
  public func asObserver() -> PublishSubject<Element> { self }
}

// State lives in `broadcast`, which guards it with its lock.
extension PublishSubject: @unchecked Sendable where Element: Sendable {}
