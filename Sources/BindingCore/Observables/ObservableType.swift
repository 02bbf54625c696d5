/// Anything that can be turned into an ``Observable``: observables themselves, relays,
/// ``Driver`` and ``Signal``.
public protocol ObservableConvertibleType<Element> {
  /// The type of value the sequence produces.
  associatedtype Element

  /// This sequence as a plain ``Observable``.
  func asObservable() -> Observable<Element>
}

/// A sequence of events that observers can subscribe to.
///
/// Every operator (`map`, `filter`, `combineLatest`...) is defined on this protocol, so it
/// works on observables, subjects and relays alike.
public protocol ObservableType<Element>: ObservableConvertibleType {
  /// Starts delivering events to `observer`; dispose the result to stop.
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element
}

extension ObservableType {
  /// This sequence as a plain ``Observable``.
  public func asObservable() -> Observable<Element> {
    if let observable = self as? Observable<Element> { return observable }
    return Observable.create { observer in self.subscribe(observer) }
  }
}
