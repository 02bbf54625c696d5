extension ObservableType {
  /// The sequence as a ``Single``: its one value, delivered when it completes.
  ///
  /// ```swift
  /// Observable.of(1).asSingle()      // succeeds with 1
  /// Observable<Int>.empty().asSingle()   // fails with RxError.noElements
  /// ```
  ///
  /// Fails with ``RxError/noElements`` when the source completes without a value, and with
  /// ``RxError/moreThanOneElement`` as soon as it emits a second one.
  public func asSingle() -> Single<Element> {
    Single(raw: AtMostOneObservable(source: asObservable(), allowsEmpty: false))
  }

  /// The sequence as a ``Maybe``: its value, if any, delivered when it completes.
  ///
  /// Fails with ``RxError/moreThanOneElement`` as soon as the source emits a second value.
  public func asMaybe() -> Maybe<Element> {
    Maybe(raw: AtMostOneObservable(source: asObservable(), allowsEmpty: true))
  }

  /// A ``Single`` of the sequence's first value, or `nil` when it completes without one;
  /// the source is disposed after its first value.
  public func first() -> Single<Element?> {
    Single(raw: take(1).map { Optional($0) }.ifEmpty(default: nil))
  }
}

extension ObservableType where Element == Never {
  /// The sequence as a ``Completable``: it has no values, so it only completes or fails.
  ///
  /// ```swift
  /// upload.ignoreElements().asCompletable()
  /// ```
  public func asCompletable() -> Completable {
    Completable(raw: asObservable())
  }
}
