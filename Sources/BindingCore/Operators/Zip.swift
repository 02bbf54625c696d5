extension ObservableType {
  /// Combines the values of two sources in order, the first of each together, then
  /// the second, and so on, and emits `resultSelector`'s result for each.
  ///
  /// ```swift
  /// Observable.zip(questions, answers) { "\($0) \($1)" }
  /// // -q1---q2-  and  ---a1-a2-   become   ---q1 a1-q2 a2-
  /// ```
  ///
  /// Glitch-free: when one change reaches several sources in the same propagation, their
  /// values make one result, after all have arrived. Values wait in a queue until their
  /// partners arrive. Completes once every source has completed; fails as soon as one fails.
  @inlinable
  public static func zip<A: ObservableConvertibleType, B: ObservableConvertibleType>(
    _ a: A, _ b: B, resultSelector: @escaping (A.Element, B.Element) throws -> Element
  ) -> Observable<Element> {
    zip2Observable(a.asObservable(), b.asObservable(), resultSelector)
  }

  /// Combines the values of every source in `sources` in order, the n-th of each together, with
  /// `resultSelector`.
  ///
  /// Completes once every source has completed, or once a source emits a value that can never
  /// be paired because all the others have completed. An empty collection completes at once.
  public static func zip<C: Collection>(
    _ sources: C, resultSelector: @escaping ([C.Element.Element]) throws -> Element
  ) -> Observable<Element> where C.Element: ObservableConvertibleType {
    CollectionCombinerObservable(
      sources.map { $0.asObservable() }, rule: .zipCollection, combine: resultSelector)
  }

  /// Combines the values of every source in `sources` in order, the n-th of each together, into an
  /// array; completes like ``zip(_:resultSelector:)-(C,_)``.
  public static func zip<C: Collection>(_ sources: C) -> Observable<[Element]>
  where C.Element: ObservableConvertibleType, C.Element.Element == Element {
    CollectionCombinerObservable(
      sources.map { $0.asObservable() }, rule: .zipCollection, combine: { $0 })
  }
}

extension Observable {
  /// Combines the values of two sources in order into tuples; see
  /// ``ObservableType/zip(_:_:resultSelector:)``.
  @inlinable
  public static func zip<A: ObservableConvertibleType, B: ObservableConvertibleType>(
    _ a: A, _ b: B
  ) -> Observable<(A.Element, B.Element)> where Element == (A.Element, B.Element) {
    zip2Observable(a.asObservable(), b.asObservable(), { ($0, $1) })
  }
}

/// The observable of `zip` over two sources; the forms for more sources nest it.
@inlinable
func zip2Observable<A, B, Result>(
  _ a: Observable<A>, _ b: Observable<B>, _ combine: @escaping (A, B) throws -> Result
) -> Observable<Result> {
  PairCombinerObservable(a, b, rule: .zip, emitCombined: pairEmission(combine))
}
