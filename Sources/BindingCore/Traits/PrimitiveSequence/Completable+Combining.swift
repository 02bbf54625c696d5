extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// A completable that runs `second` once this one completes; an error of this one skips it.
  ///
  /// ```swift
  /// api.clearCache().concat(api.logOut())   // logs out after the cache is cleared
  /// ```
  public func concat(_ second: Completable) -> Completable {
    Completable.concat(primitiveSequence, second)
  }

  /// A completable that runs `sources` one after another and completes after the last.
  ///
  /// An error of any ends it. The sequence is read lazily, one completable at a time.
  public static func concat<Sources: Sequence>(_ sources: Sources) -> Completable
  where Sources.Element == Completable {
    Completable(raw: Observable.concat(sources.lazy.map { $0.asObservable() }))
  }

  /// A completable that runs `sources` one after another and completes after the last; an
  /// error of any ends it.
  public static func concat<Sources: Collection>(_ sources: Sources) -> Completable
  where Sources.Element == Completable {
    Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
  }

  /// A completable that runs `sources` one after another and completes after the last; an
  /// error of any ends it.
  ///
  /// ```swift
  /// Completable.concat(migrate(), warmCache(), announceReady())
  /// ```
  public static func concat(_ sources: Completable...) -> Completable {
    concat(sources)
  }

  /// A completable that runs `sources` at once and completes when all have completed.
  ///
  /// An error of any ends it. For completables `zip` and `merge` are the same.
  public static func zip<Sources: Collection>(_ sources: Sources) -> Completable
  where Sources.Element == Completable {
    Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
  }

  /// A completable that runs `sources` at once and completes when all have completed; an
  /// error of any ends it.
  public static func zip(_ sources: [Completable]) -> Completable {
    Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
  }

  /// A completable that runs `sources` at once and completes when all have completed; an
  /// error of any ends it.
  ///
  /// ```swift
  /// Completable.zip(upload(photo), upload(thumbnail))   // completes when both are uploaded
  /// ```
  public static func zip(_ sources: Completable...) -> Completable {
    zip(sources)
  }
}
