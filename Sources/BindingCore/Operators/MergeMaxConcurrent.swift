extension ObservableType where Element: ObservableConvertibleType {
  /// Subscribes to at most `maxConcurrent` inner sequences at a time and emits the events of
  /// all of them as they come; inner sequences that arrive while that many are running wait,
  /// in order, for one to complete.
  ///
  /// ```swift
  /// downloads.merge(maxConcurrent: 2)   // at most two downloads at once, the rest queued
  /// ```
  ///
  /// Completes once this sequence and every inner sequence have completed. An error from any
  /// of them ends the result. `maxConcurrent` must be positive.
  public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
    precondition(maxConcurrent > 0, "maxConcurrent must be positive")
    return FlatMapObservable(source: asObservable(), maxConcurrent: maxConcurrent, overflow: .wait) {
      $0.asObservable()
    }
  }
}
