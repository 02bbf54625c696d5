extension ObservableType {
  /// A ``Single`` of all the source's values, in order, delivered when it completes.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).toArray()   // succeeds with [1, 2, 3]
  /// Observable<Int>.empty().toArray()  // succeeds with []
  /// ```
  ///
  /// An error from the source fails the ``Single`` and drops the values collected.
  public func toArray() -> Single<[Element]> {
    Single(
      raw: ReduceObservable(
        source: asObservable(), seed: [], accumulator: { $0.append($1) }, mapResult: { $0 }))
  }
}
