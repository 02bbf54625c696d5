extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Runs `second` once this completable completes; an error of this one skips it.
  ///
  /// ```swift
  /// api.logIn(credentials).andThen(api.profile())   // the profile, after logging in
  /// ```
  public func andThen<Result>(_ second: Single<Result>) -> Single<Result> {
    Single(raw: then(second))
  }

  /// Runs `second` once this completable completes; an error of this one skips it.
  public func andThen<Result>(_ second: Maybe<Result>) -> Maybe<Result> {
    Maybe(raw: then(second))
  }

  /// Runs `second` once this completable completes; an error of this one skips it.
  public func andThen(_ second: Completable) -> Completable {
    Completable(raw: then(second))
  }

  /// Emits `second`'s events once this completable completes; an error of this one skips it.
  public func andThen<Result>(_ second: Observable<Result>) -> Observable<Result> {
    then(second)
  }

  private func then<Second: ObservableConvertibleType>(_ second: Second)
    -> Observable<Second.Element>
  {
    let first = primitiveSequence.source.map { (never: Never) -> Second.Element in }
    return first.concat(second)
  }
}
