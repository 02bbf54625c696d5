extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Transforms the value; an error thrown by `transform` fails the result.
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
    Maybe(raw: primitiveSequence.source.map(transform))
  }

  /// Keeps the value if `predicate` holds for it; completes empty otherwise.
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source.filter(predicate))
  }

  /// The transformed value, or an empty completion when `transform` returns `nil`.
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
    -> Maybe<Result>
  {
    Maybe(raw: primitiveSequence.source.compactMap(transform))
  }

  /// Continues with the maybe `selector` returns for the value; completes empty if this one
  /// does.
  public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>)
    -> Maybe<Result>
  {
    Maybe(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
  }

  /// A ``Single`` that succeeds with this maybe's value, or with `default` when it completes
  /// empty.
  ///
  /// ```swift
  /// cache.entry(for: key).ifEmpty(default: .placeholder)
  /// ```
  public func ifEmpty(default: Element) -> Single<Element> {
    Single(raw: primitiveSequence.source.ifEmpty(default: `default`))
  }

  /// Continues with `other` when this maybe completes empty.
  public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.asObservable()))
  }

  /// Continues with `other` when this maybe completes empty: the result always has a value.
  public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
    Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.asObservable()))
  }

  /// Succeeds with `element` when this maybe fails.
  public func catchAndReturn(_ element: Element) -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source.catchAndReturn(element))
  }

  /// Runs side effects at points of the maybe's life without changing it.
  ///
  /// - Parameters:
  ///   - onNext: Called with the value, before it is delivered.
  ///   - afterNext: Called with the value, after it is delivered.
  ///   - onError: Called with the error, before it is delivered.
  ///   - afterError: Called with the error, after it is delivered.
  ///   - onCompleted: Called on completion, before it is delivered.
  ///   - afterCompleted: Called on completion, after it is delivered.
  ///   - onSubscribe: Called before each subscription.
  ///   - onSubscribed: Called after each subscription.
  ///   - onDispose: Called once when a subscription ends.
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onError: ((any Error) throws -> Void)? = nil,
    afterError: ((any Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Maybe<Element> {
    Maybe(
      raw: primitiveSequence.source.do(
        onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
        onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe,
        onSubscribed: onSubscribed, onDispose: onDispose))
  }
}
