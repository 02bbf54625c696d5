/// The values of one key of a `groupBy`: an observable that knows its key.
///
/// ```swift
/// words.groupBy { $0.first! }
///   .subscribe(onNext: { group in
///     group.subscribe(onNext: { print(group.key, $0) })
///   })
/// ```
public struct GroupedObservable<Key, Element>: ObservableType {
  /// The key every value of this group shares.
  public let key: Key

  private let source: Observable<Element>

  /// A group of `key` whose values are those of `source`.
  public init(key: Key, source: Observable<Element>) {
    self.key = key
    self.source = source
  }

  /// Starts delivering the group's events to `observer`; dispose the result to stop.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    source.subscribe(observer)
  }

  /// The group's values as a plain ``Observable``.
  public func asObservable() -> Observable<Element> { source }
}
