extension ObservableType {
  /// Combines the latest values of two sources with `resultSelector`, each time one
  /// emits, once all have emitted.
  ///
  /// Glitch-free: when one change reaches several sources in the same propagation (a
  /// diamond), the result is computed once, from all the updated values.
  ///
  /// ```swift
  /// let full = Observable.combineLatest(first, last) { "\($0) \($1)" }
  /// ```
  ///
  /// Completes once every source has completed, or once a source emits while all the others
  /// have completed and one of them never emitted (no result can come any more); fails as
  /// soon as a source fails.
  @inlinable
  public static func combineLatest<A: ObservableConvertibleType, B: ObservableConvertibleType>(
    _ a: A, _ b: B, resultSelector: @escaping (A.Element, B.Element) throws -> Element
  ) -> Observable<Element> {
    combineLatest2Observable(a.asObservable(), b.asObservable(), resultSelector)
  }

  /// Combines the latest values of every source in `sources` with `resultSelector`, each time one
  /// emits, once all have emitted; completes and fails like
  /// ``combineLatest(_:_:resultSelector:)``.
  ///
  /// An empty collection emits `resultSelector([])`, then completes.
  public static func combineLatest<C: Collection>(
    _ sources: C, resultSelector: @escaping ([C.Element.Element]) throws -> Element
  ) -> Observable<Element> where C.Element: ObservableConvertibleType {
    CollectionCombinerObservable(
      sources.map { $0.asObservable() }, rule: .latest, combine: resultSelector)
  }

  /// Combines the latest values of every source in `sources` into an array, each time one
  /// emits, once all have emitted.
  public static func combineLatest<C: Collection>(_ sources: C) -> Observable<[Element]>
  where C.Element: ObservableConvertibleType, C.Element.Element == Element {
    CollectionCombinerObservable(
      sources.map { $0.asObservable() }, rule: .latest, combine: { $0 })
  }
}

extension Observable {
  /// Combines the latest values of two sources into a tuple; see
  /// ``ObservableType/combineLatest(_:_:resultSelector:)``.
  @inlinable
  public static func combineLatest<A: ObservableConvertibleType, B: ObservableConvertibleType>(
    _ a: A, _ b: B
  ) -> Observable<(A.Element, B.Element)> where Element == (A.Element, B.Element) {
    combineLatest2Observable(a.asObservable(), b.asObservable(), { ($0, $1) })
  }
}

/// The observable of `combineLatest` over two sources; the forms for more sources nest it.
@inlinable
func combineLatest2Observable<A, B, Result>(
  _ a: Observable<A>, _ b: Observable<B>, _ combine: @escaping (A, B) throws -> Result
) -> Observable<Result> {
  PairCombinerObservable(a, b, rule: .latest, emitCombined: pairEmission(combine))
}
