extension ObservableType {
  /// Maps a value to an observable with `selector` only when no inner sequence is running,
  /// and emits that sequence's events; values arriving meanwhile are dropped.
  ///
  /// ```swift
  /// refreshTaps.flatMapFirst { _ in api.reload() }   // taps during a reload are ignored
  /// ```
  ///
  /// Completes once the source and the running inner sequence have completed. An error from
  /// either, or thrown by `selector`, ends the result.
  public func flatMapFirst<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    FlatMapObservable(source: asObservable(), maxConcurrent: 1, overflow: .drop) {
      try selector($0).asObservable()
    }
  }
}
