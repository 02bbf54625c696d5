/// A type-erased observer: forwards every event to a closure or to a wrapped observer.
///
/// ```swift
/// let printer = AnyObserver<Int> { event in print(event) }
/// Observable.of(1, 2).subscribe(printer)
/// ```
public struct AnyObserver<Element>: ObserverType {
  /// The closure that receives each event.
  public typealias EventHandler = (Event<Element>) -> Void

  /// The closure every event is forwarded to.
  public let eventHandler: EventHandler

  /// Creates an observer that calls `eventHandler` for each event.
  public init(eventHandler: @escaping EventHandler) {
    self.eventHandler = eventHandler
  }

  /// Creates an observer that forwards to `observer`.
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    self.eventHandler = observer.on
  }

  /// Forwards `event` to the wrapped handler.
  public func on(_ event: Event<Element>) { eventHandler(event) }

  /// Returns `self`.
  public func asObserver() -> AnyObserver<Element> { self }
}
