extension ObservableType where Element: ObservableConvertibleType {
  /// Emits the events of the latest inner sequence only: each new inner sequence disposes
  /// the previous one.
  ///
  /// ```swift
  /// searches.switchLatest()   // results of the latest search only
  /// ```
  ///
  /// Completes once this sequence and the latest inner sequence have completed. An error
  /// from this sequence or the latest inner sequence ends the result. The same as
  /// `flatMapLatest { $0 }`.
  public func switchLatest() -> Observable<Element.Element> {
    FlatMapLatestObservable(source: asObservable()) { $0.asObservable() }
  }
}
