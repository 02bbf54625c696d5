// RxSwift's filtering operators on `Infallible`, with non-throwing closures so that the result
// cannot fail.

extension InfallibleType {
  /// Drops values whose key, given by `keySelector`, equals the key of the value before.
  public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
    -> Infallible<Element>
  {
    Infallible(raw: asInfallible().source.distinctUntilChanged(keySelector))
  }

  /// Drops values that `comparer` says equal the value before.
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
    -> Infallible<Element>
  {
    Infallible(raw: asInfallible().source.distinctUntilChanged(comparer))
  }

  /// Drops values whose key, given by `keySelector`, `comparer` says equals the key of the
  /// value before.
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool
  ) -> Infallible<Element> {
    Infallible(
      raw: asInfallible().source.distinctUntilChanged(keySelector, comparer: comparer))
  }

  /// Drops values whose property at `keyPath` equals that of the value before.
  public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
    -> Infallible<Element>
  {
    Infallible(raw: asInfallible().source.distinctUntilChanged(at: keyPath))
  }

  /// Lets values through until `other` emits a value, then completes.
  public func take(until other: some InfallibleType) -> Infallible<Element> {
    Infallible(raw: asInfallible().source.take(until: other.asObservable()))
  }

  /// Lets values through until `other` emits a value, then completes; an error of `other`
  /// ends the result with a completion.
  public func take(until other: some ObservableType) -> Infallible<Element> {
    Infallible(
      raw: asInfallible().source.take(until: other.asObservable().map { _ in () }.catchAndReturn(())))
  }

  /// Lets values through until one satisfies `predicate`, then completes; with `.inclusive`
  /// that value is let through first.
  public func take(
    until predicate: @escaping (Element) -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Infallible<Element> {
    Infallible(raw: asInfallible().source.take(until: predicate, behavior: behavior))
  }

  /// Lets values through while they satisfy `predicate`, then completes; with `.inclusive`
  /// the first value that does not is let through first.
  public func take(
    while predicate: @escaping (Element) -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Infallible<Element> {
    Infallible(raw: asInfallible().source.take(while: predicate, behavior: behavior))
  }

  /// Lets values through for `duration` after subscription, then completes.
  public func take(for duration: RxTimeInterval, scheduler: any SchedulerType)
    -> Infallible<Element>
  {
    Infallible(raw: asInfallible().source.take(for: duration, scheduler: scheduler))
  }

  /// Drops values while they satisfy `predicate`, then lets every value through.
  public func skip(while predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
    Infallible(raw: asInfallible().source.skip(while: predicate))
  }

  /// Drops values until `other` emits a value, then lets every later one through.
  ///
  /// See `Observable.skip(until:)`. An error of `other` leaves the values dropped, and never
  /// fails the result.
  public func skip(until other: some ObservableType) -> Infallible<Element> {
    Infallible(
      raw: asInfallible().source.skip(until: other.asObservable().map { _ in () }.catch { _ in .never() }))
  }
}
