/// A hot source with a current value: each new subscriber first receives that value, then
/// every later event.
///
/// A subscriber arriving after the subject completed or failed receives only that completion
/// or error, as in RxSwift.
///
/// ```swift
/// let count = BehaviorSubject(value: 0)
/// count.subscribe(onNext: { print($0) })   // 0
/// count.onNext(1)                           // 1
/// ```
///
/// Thread-safe: events may be sent from any thread; observers are called one event at a time.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType {
  /// The observer type ``asObserver()`` returns: the subject itself, as RxSwift names it.
  public typealias SubjectObserverType = BehaviorSubject<Element>

  let broadcast: Broadcast<Element>

  /// Creates a subject whose current value is `value`.
  public init(value: Element) {
    broadcast = Broadcast(policy: .latest, initial: value, replaysLatestAfterStop: false)
    super.init()
  }

  /// `true` while at least one observer is subscribed.
  public var hasObservers: Bool { broadcast.hasObservers }

  /// `true` once an error or completion was sent.
  public var isStopped: Bool { broadcast.stopped != nil }

  /// The current value; throws the error the subject failed with.
  ///
  /// Inside a subscriber, a value sent to this subject is only current once the running
  /// propagation ends (see ``transaction(_:)``).
  public func value() throws -> Element {
    if case .error(let error) = broadcast.stopped { throw error }
    return broadcast.latest!
  }

  /// Sends `event` to every current observer and, for `next`, makes it the current value.
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
  public func asObserver() -> BehaviorSubject<Element> { self }
}

// State lives in `broadcast`, which guards it with its lock.
extension BehaviorSubject: @unchecked Sendable where Element: Sendable {}
