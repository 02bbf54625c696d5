extension ObservableConvertibleType {
  /// A publisher of this observable's values, which subscribes to it when its subscriber
  /// first asks for a value.
  ///
  /// ```swift
  /// let count = BehaviorRelay(value: 1)
  /// let cancellable = count.asPublisher()
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })   // 1
  /// count.accept(2)                                                     // 2
  /// ```
  ///
  /// Demand is honoured: a subscriber that asks for two values gets two. Values the
  /// observable emits while there is no demand wait, in order, until the subscriber asks
  /// for more (a subscriber that stops asking while a hot source keeps emitting makes that
  /// buffer grow: cancel it, or drop values upstream). `completed` finishes the publisher
  /// and an error fails it, after the waiting values. Values are delivered on the thread
  /// the observable emits them on, or, when they waited, on the thread that asked for
  /// them; never two at once. Cancelling disposes the subscription to the observable.
  public func asPublisher() -> ObservablePublisher<Element> {
    ObservablePublisher(asObservable())
  }
}

/// A publisher of an observable's events: what ``ObservableConvertibleType/asPublisher()``
/// returns.
public struct ObservablePublisher<Element>: Publisher {
  /// The observable's element.
  public typealias Output = Element
  /// Any error the observable fails with.
  public typealias Failure = any Error

  private let source: Observable<Element>

  init(_ source: Observable<Element>) {
    self.source = source
  }

  /// Attaches `subscriber`; the observable is subscribed once it asks for a value.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == any Error {
    let subscription = ObservableSubscription(source: source, subscriber: subscriber)
    subscriber.receive(subscription: subscription)
  }
}
