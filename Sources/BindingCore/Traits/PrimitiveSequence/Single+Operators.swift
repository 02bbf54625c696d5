extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Transforms the value; an error thrown by `transform` fails the result.
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
    Single(raw: primitiveSequence.source.map(transform))
  }

  /// Continues with the single `selector` returns for the value.
  ///
  /// ```swift
  /// api.user(id: 7).flatMap { user in api.avatar(of: user) }
  /// ```
  public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>)
    -> Single<Result>
  {
    Single(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
  }

  /// Continues with the maybe `selector` returns for the value.
  public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>)
    -> Maybe<Result>
  {
    Maybe(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
  }

  /// Continues with the completable `selector` returns for the value.
  public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable)
    -> Completable
  {
    Completable(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
  }

  /// A ``Maybe`` that succeeds with the value if `predicate` holds for it, and completes
  /// empty otherwise.
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source.filter(predicate))
  }

  /// A ``Maybe`` of the transformed value, empty when `transform` returns `nil`.
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
    -> Maybe<Result>
  {
    Maybe(raw: primitiveSequence.source.compactMap(transform))
  }

  /// Succeeds with `element` when this single fails.
  public func catchAndReturn(_ element: Element) -> Single<Element> {
    Single(raw: primitiveSequence.source.catchAndReturn(element))
  }

  /// Runs side effects at points of the single's life without changing it.
  ///
  /// - Parameters:
  ///   - onSuccess: Called with the value, before it is delivered.
  ///   - afterSuccess: Called with the value, after it is delivered.
  ///   - onError: Called with the error, before it is delivered.
  ///   - afterError: Called with the error, after it is delivered.
  ///   - onSubscribe: Called before each subscription.
  ///   - onSubscribed: Called after each subscription.
  ///   - onDispose: Called once when a subscription ends.
  public func `do`(
    onSuccess: ((Element) throws -> Void)? = nil,
    afterSuccess: ((Element) throws -> Void)? = nil,
    onError: ((any Error) throws -> Void)? = nil,
    afterError: ((any Error) throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Single<Element> {
    Single(
      raw: primitiveSequence.source.do(
        onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }
}
