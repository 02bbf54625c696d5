import Synchronization

/// A subject that emits only its last value, and only once it completes: then every
/// subscriber, also one arriving later, receives that value and the completion.
///
/// ```swift
/// let result = AsyncSubject<Int>()
/// result.subscribe(onNext: { print($0) })
/// result.onNext(1)
/// result.onNext(2)
/// result.onCompleted()   // 2
/// ```
///
/// An error is passed on alone, without a value, to present and later subscribers.
///
/// Thread-safe: events may be sent from any thread; observers are called one event at a time.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType {
  /// The observer type ``asObserver()`` returns: the subject itself, as RxSwift names it.
  public typealias SubjectObserverType = AsyncSubject<Element>

  /// Delivers the outcome, and replays it to later subscribers.
  private let broadcast = Broadcast<Element>(policy: .buffer(1))
  private let lock = Mutex(())
  // Guarded by `lock`.
  private var last: Element?
  private var isStopped = false

  /// Creates a subject with no value yet.
  public init() { super.init() }

  /// `true` while at least one observer is subscribed.
  public var hasObservers: Bool { broadcast.hasObservers }

  /// Keeps a value as the last one, or ends the subject.
  ///
  /// On completion it sends the last value and the completion, on error the error; events
  /// after either are ignored.
  public func on(_ event: Event<Element>) {
    let outcome = lock.locked { () -> (value: Element?, end: Event<Element>)? in
      if isStopped { return nil }
      switch event {
      case .next(let value):
        last = value
        return nil
      case .error:
        isStopped = true
        return (nil, event)
      case .completed:
        isStopped = true
        return (last, event)
      }
    }
    guard let outcome else { return }
    if let value = outcome.value { broadcast.emitNext(value) }
    broadcast.emit(outcome.end)
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

  /// Returns `self`.
  public func asObserver() -> AsyncSubject<Element> { self }
}

// `last` and `isStopped` are only touched under `lock`; the rest lives in `broadcast`.
extension AsyncSubject: @unchecked Sendable where Element: Sendable {}
