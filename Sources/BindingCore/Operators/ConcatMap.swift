extension ObservableType {
  /// Maps each value to an observable with `selector` and emits the events of one inner
  /// sequence after another: the next is subscribed when the previous completes.
  ///
  /// ```swift
  /// saves.concatMap { draft in api.save(draft) }   // one save at a time, in order
  /// ```
  ///
  /// `selector` runs as each value arrives; the sequences it returns wait their turn.
  /// Completes once the source and every inner sequence have completed. An error from any of
  /// them, or thrown by `selector`, ends the result.
  public func concatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    FlatMapObservable(source: asObservable(), maxConcurrent: 1, overflow: .wait) {
      try selector($0).asObservable()
    }
  }
}
