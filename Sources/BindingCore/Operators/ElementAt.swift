extension ObservableType {
  /// Emits only the value at `index` (counting from 0), then completes and disposes the
  /// source.
  ///
  /// ```swift
  /// numbers.element(at: 2)   // -1-2-3-4|   becomes   -----(3|)
  /// ```
  ///
  /// If the source completes before that value, the result fails with
  /// ``RxError/argumentOutOfRange``; an error from the source passes through. `index` must not
  /// be negative.
  public func element(at index: Int) -> Observable<Element> {
    precondition(index >= 0, "element(at:) index must not be negative")
    return skip(index).take(1).ifEmpty(switchTo: Observable.error(RxError.argumentOutOfRange))
  }
}
