extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Succeeds with `resultSelector` applied to the values of all `sources`, in order, once
  /// all have succeeded; fails as soon as one fails.
  ///
  /// ```swift
  /// Single.zip(ids.map(api.user)) { users in users.map(\.name) }
  /// ```
  ///
  /// An empty collection succeeds at once with `resultSelector([])`, computed anew for each
  /// subscriber; an error it throws fails the result.
  public static func zip<Sources: Collection, Result>(
    _ sources: Sources, resultSelector: @escaping ([Element]) throws -> Result
  ) -> Single<Result> where Sources.Element == Single<Element> {
    if sources.isEmpty {
      return Single<Result>.deferred { Single(raw: .just(try resultSelector([]))) }
    }
    return Single(
      raw: Observable.zip(sources.map { $0.asObservable() }, resultSelector: resultSelector))
  }

  /// Succeeds with the values of all `sources`, in order, once all have succeeded.
  ///
  /// Fails as soon as one fails. An empty collection succeeds at once with `[]`.
  ///
  /// ```swift
  /// Single.zip([api.user(id: 1), api.user(id: 2)])   // succeeds with both users
  /// ```
  public static func zip<Sources: Collection>(_ sources: Sources) -> Single<[Element]>
  where Sources.Element == Single<Element> {
    if sources.isEmpty { return Single(raw: .just([])) }
    return Single(raw: Observable.zip(sources.map { $0.asObservable() }))
  }
}
