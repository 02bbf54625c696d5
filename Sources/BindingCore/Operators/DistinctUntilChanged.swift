extension ObservableType where Element: Equatable {
  /// Drops each value equal to the one before it.
  ///
  /// ```swift
  /// numbers.distinctUntilChanged()   // -1-1-2-2-1-   becomes   -1---2---1-
  /// ```
  public func distinctUntilChanged() -> Observable<Element> {
    distinctUntilChanged({ $0 }, comparer: ==)
  }
}

extension ObservableType {
  /// Drops each value whose key, computed by `keySelector`, equals the previous value's key.
  ///
  /// ```swift
  /// users.distinctUntilChanged { $0.id }
  /// ```
  public func distinctUntilChanged<Key: Equatable>(
    _ keySelector: @escaping (Element) throws -> Key
  ) -> Observable<Element> {
    distinctUntilChanged(keySelector, comparer: ==)
  }

  /// Drops each value that `comparer` finds equal to the value before it.
  ///
  /// ```swift
  /// prices.distinctUntilChanged { abs($0 - $1) < 0.01 }
  /// ```
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
    -> Observable<Element>
  {
    distinctUntilChanged({ $0 }, comparer: comparer)
  }

  /// Drops each value whose key, computed by `keySelector`, `comparer` finds equal to the previous
  /// value's key.
  ///
  /// An error thrown by either closure ends the sequence with it.
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) throws -> Key,
    comparer: @escaping (Key, Key) throws -> Bool
  ) -> Observable<Element> {
    DistinctUntilChangedObservable(
      source: asObservable(), keySelector: keySelector, comparer: comparer)
  }

  /// Drops each value whose property at `keyPath` equals the previous value's.
  ///
  /// ```swift
  /// users.distinctUntilChanged(at: \.name)
  /// ```
  public func distinctUntilChanged<Property: Equatable>(
    at keyPath: KeyPath<Element, Property>
  ) -> Observable<Element> {
    distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: ==)
  }
}

final class DistinctUntilChangedObservable<Element, Key>: UnaryOperator<Element, Element> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = DistinctUntilChangedSink<Element, Key>.self

  let keySelector: (Element) throws -> Key
  let comparer: (Key, Key) throws -> Bool

  init(
    source: Observable<Element>, keySelector: @escaping (Element) throws -> Key,
    comparer: @escaping (Key, Key) throws -> Bool
  ) {
    self.keySelector = keySelector
    self.comparer = comparer
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> Sink<Element, Element> {
    sinkType.init(keySelector: keySelector, comparer: comparer, downstream: downstream)
  }
}

private final class DistinctUntilChangedSink<Element, Key>: Sink<Element, Element> {
  private let keySelector: (Element) throws -> Key
  private let comparer: (Key, Key) throws -> Bool
  private var previousKey: Key?

  init(
    keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool,
    downstream: ObserverNode<Element>
  ) {
    self.keySelector = keySelector
    self.comparer = comparer
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      do {
        let key = try keySelector(value)
        if let previousKey, try comparer(previousKey, key) { return }
        previousKey = key
        forward(event)
      } catch {
        forward(.error(error))
      }
    case .error, .completed: forward(event)
    }
  }
}
