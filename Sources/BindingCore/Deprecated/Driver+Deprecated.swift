// RxCocoa 6 withdrew `withUnretained` from `Driver` (its `Signal` keeps it): calling it is an
// error with RxCocoa's message, which points to `drive(with:)`.

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Not available on a `Driver`, as in RxCocoa 6: use
  /// `drive(with:onNext:onCompleted:onDisposed:)`.
  ///
  /// ```swift
  /// title.drive(with: self, onNext: { owner, title in owner.show(title) })
  /// ```
  @available(
    *, unavailable,
    message:
      "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead"
  )
  public func withUnretained<Object: AnyObject, Out>(
    _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> SharedSequence<SharingStrategy, Out> {
    SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector))
  }

  /// Not available on a `Driver`, as in RxCocoa 6: use
  /// `drive(with:onNext:onCompleted:onDisposed:)`.
  ///
  /// ```swift
  /// title.drive(with: self, onNext: { owner, title in owner.show(title) })
  /// ```
  @available(
    *, unavailable,
    message:
      "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead"
  )
  public func withUnretained<Object: AnyObject>(_ obj: Object)
    -> SharedSequence<SharingStrategy, (Object, Element)>
  {
    SharedSequence(asObservable().withUnretained(obj))
  }
}
