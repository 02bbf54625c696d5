/// The guarantee of a ``Single``: exactly one value, or an error.
public enum SingleTrait {}

/// A sequence that emits exactly one value, or fails: a request, a computation.
///
/// ```swift
/// let answer = Single<Int>.create { observer in
///   observer(.success(42))
///   return Disposables.create()
/// }
/// answer.subscribe(onSuccess: { print($0) }, onFailure: { print("failed", $0) })
/// ```
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a ``Single`` ends with: its value, or an error.
public typealias SingleEvent<Element> = Result<Element, any Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The closure a ``Single`` created with `create` reports its outcome to.
  public typealias SingleObserver = (SingleEvent<Element>) -> Void

  /// A single that runs `subscribe` for each subscriber; the first outcome it reports ends
  /// the subscription, later ones are dropped.
  ///
  /// The returned disposable is disposed when the subscription ends.
  public static func create(
    subscribe: @escaping (@escaping SingleObserver) -> Disposable
  ) -> Single<Element> {
    Single(
      raw: Observable.create { observer in
        subscribe { result in
          switch result {
          case .success(let value):
            observer.onNext(value)
            observer.onCompleted()
          case .failure(let error): observer.onError(error)
          }
        }
      })
  }

  /// Subscribes a closure that receives the outcome, once: the value as soon as it arrives,
  /// or the error.
  public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
    var isDone = false
    return primitiveSequence.source.subscribe { event in
      if isDone { return }
      isDone = true
      switch event {
      case .next(let value): observer(.success(value))
      case .error(let error): observer(.failure(error))
      case .completed: observer(.failure(RxError.noElements))
      }
    }
  }

  /// Subscribes closures for the value and the error; any may be left out.
  ///
  /// - Parameters:
  ///   - onSuccess: Called with the value.
  ///   - onFailure: Called with the error; without it, the error goes to
  ///     ``Hooks/defaultErrorHandler``.
  ///   - onDisposed: Called once when the subscription ends: after the outcome, or when it is
  ///     disposed.
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onFailure: ((any Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let onFailure = onFailure ?? Hooks.unhandledErrorReporter()
    return subscribeCallingOnDisposed(onDisposed) { afterStop in
      subscribe { result in
        switch result {
        case .success(let value): onSuccess?(value)
        case .failure(let error): onFailure(error)
        }
        afterStop?.dispose()
      }
    }
  }

  /// A single that succeeds with `element`.
  public static func just(_ element: Element) -> Single<Element> {
    Single(raw: .just(element))
  }

  /// A single that succeeds with `element` on `scheduler`.
  public static func just(_ element: Element, scheduler: any ImmediateSchedulerType)
    -> Single<Element>
  {
    Single(raw: .just(element, scheduler: scheduler))
  }

  /// A single that fails at once with `error`.
  public static func error(_ error: any Error) -> Single<Element> {
    Single(raw: .error(error))
  }

  /// A single that never ends.
  public static func never() -> Single<Element> {
    Single(raw: .never())
  }

  /// The single as a ``Maybe`` that succeeds with the same value.
  public func asMaybe() -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source)
  }

  /// A ``Completable`` that completes when this single succeeds, dropping the value.
  public func asCompletable() -> Completable {
    Completable(raw: primitiveSequence.source.ignoreElements())
  }
}
