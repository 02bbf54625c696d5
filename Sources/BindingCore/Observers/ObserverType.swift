/// Something that receives the events of a sequence.
///
/// Events arrive one at a time, never concurrently, in the order `next* (error | completed)`.
public protocol ObserverType<Element> {
  /// The type of value this observer receives.
  associatedtype Element

  /// Receives one event.
  func on(_ event: Event<Element>)
}

extension ObserverType {
  /// Sends a `next` event.
  public func onNext(_ element: Element) { on(.next(element)) }

  /// Sends a `completed` event.
  public func onCompleted() { on(.completed) }

  /// Sends an `error` event.
  public func onError(_ error: any Error) { on(.error(error)) }

  /// Wraps this observer in an ``AnyObserver``.
  public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

  /// An observer that transforms each value with `transform` before handing it to this one.
  ///
  /// ```swift
  /// let labelText: AnyObserver<String> = ...
  /// let count: AnyObserver<Int> = labelText.mapObserver { "\($0) items" }
  /// ```
  public func mapObserver<Source>(_ transform: @escaping (Source) throws -> Element)
    -> AnyObserver<Source>
  {
    AnyObserver { event in self.on(event.map(transform)) }
  }
}
