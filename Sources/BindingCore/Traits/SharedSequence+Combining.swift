// RxCocoa's operators that combine whole collections of drivers or signals, and those that
// flatten a driver or signal of them.

extension SharedSequence {
  /// Merges the values of every sequence in `sources`.
  ///
  /// ```swift
  /// let anyTap = Signal.merge([saveTaps, doneTaps])
  /// ```
  public static func merge<C: Collection>(_ sources: C) -> SharedSequence<SharingStrategy, Element>
  where C.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Follows each sequence of `sources` to its end, one after another.
  public static func concat<S: Sequence>(_ sources: S) -> SharedSequence<SharingStrategy, Element>
  where S.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.concat(sources.map { $0.asObservable() }))
  }

  /// Combines the latest values of every sequence in `sources` with `resultSelector`, each
  /// time one emits, once all have emitted.
  ///
  /// ```swift
  /// let total = Driver.combineLatest(prices) { $0.reduce(0, +) }
  /// ```
  public static func combineLatest<C: Collection, Result>(
    _ sources: C, resultSelector: @escaping ([Element]) -> Result
  ) -> SharedSequence<SharingStrategy, Result>
  where C.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Result>(
      Observable<Result>.combineLatest(
        sources.map { $0.asObservable() }, resultSelector: resultSelector))
  }

  /// Combines the latest values of every sequence in `sources` into an array.
  public static func combineLatest<C: Collection>(_ sources: C)
    -> SharedSequence<SharingStrategy, [Element]>
  where C.Element == SharedSequence<SharingStrategy, Element> {
    combineLatest(sources) { $0 }
  }

  /// Combines the n-th values of every sequence in `sources` with `resultSelector`.
  public static func zip<C: Collection, Result>(
    _ sources: C, resultSelector: @escaping ([Element]) -> Result
  ) -> SharedSequence<SharingStrategy, Result>
  where C.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Result>(
      Observable<Result>.zip(sources.map { $0.asObservable() }, resultSelector: resultSelector))
  }

  /// Combines the n-th values of every sequence in `sources` into an array.
  public static func zip<C: Collection>(_ sources: C) -> SharedSequence<SharingStrategy, [Element]>
  where C.Element == SharedSequence<SharingStrategy, Element> {
    zip(sources) { $0 }
  }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
  /// Follows the latest inner sequence, dropping the previous one; the result shares as the
  /// inner sequences do.
  ///
  /// ```swift
  /// let results: Driver<[Item]> = queries.map { api.search($0).asDriver(onErrorJustReturn: []) }
  ///   .switchLatest()
  /// ```
  public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence<Element.SharingStrategy, Element.Element>(
      asObservable().map { $0.asObservable() }.switchLatest())
  }

  /// Merges the values of every inner sequence; the result shares as the inner sequences do.
  public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence<Element.SharingStrategy, Element.Element>(
      asObservable().flatMap { $0.asObservable() })
  }

  /// Merges the values of the inner sequences, following at most `maxConcurrent` at a time;
  /// the others wait their turn in order.
  public func merge(maxConcurrent: Int)
    -> SharedSequence<Element.SharingStrategy, Element.Element>
  {
    SharedSequence<Element.SharingStrategy, Element.Element>(
      asObservable().map { $0.asObservable() }.merge(maxConcurrent: maxConcurrent))
  }
}
