/// The guarantee of a ``Maybe``: at most one value, then completion; or an error.
public enum MaybeTrait {}

/// A sequence that emits one value, completes empty, or fails: a cache lookup, an optional
/// result.
///
/// ```swift
/// cache.entry(for: key).subscribe(
///   onSuccess: { show($0) }, onError: { report($0) }, onCompleted: { fetch() })
/// ```
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a ``Maybe`` ends with: its value, an error, or completion without a value.
public enum MaybeEvent<Element> {
  /// The value.
  case success(Element)
  /// The failure.
  case error(any Error)
  /// The end, without a value.
  case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The closure a ``Maybe`` created with `create` reports its outcome to.
  public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

  /// A maybe that runs `subscribe` for each subscriber; the first outcome it reports ends
  /// the subscription, later ones are dropped.
  public static func create(
    subscribe: @escaping (@escaping MaybeObserver) -> Disposable
  ) -> Maybe<Element> {
    Maybe(
      raw: Observable.create { observer in
        subscribe { event in
          switch event {
          case .success(let value):
            observer.onNext(value)
            observer.onCompleted()
          case .error(let error): observer.onError(error)
          case .completed: observer.onCompleted()
          }
        }
      })
  }

  /// Subscribes a closure that receives the outcome, once: the value as soon as it arrives,
  /// the error, or the completion without a value.
  public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
    var isDone = false
    return primitiveSequence.source.subscribe { event in
      if isDone { return }
      isDone = true
      switch event {
      case .next(let value): observer(.success(value))
      case .error(let error): observer(.error(error))
      case .completed: observer(.completed)
      }
    }
  }

  /// Subscribes closures for the value, the error and an empty completion; any may be left
  /// out.
  ///
  /// - Parameters:
  ///   - onSuccess: Called with the value.
  ///   - onError: Called with the error.
  ///   - onCompleted: Called when the maybe completes without a value.
  ///   - onDisposed: Called once when the subscription ends: after the outcome, or when it is
  ///     disposed.
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let onError = onError ?? Hooks.unhandledErrorReporter()
    return subscribeCallingOnDisposed(onDisposed) { afterStop in
      subscribe { event in
        switch event {
        case .success(let value): onSuccess?(value)
        case .error(let error): onError(error)
        case .completed: onCompleted?()
        }
        afterStop?.dispose()
      }
    }
  }

  /// A maybe that succeeds with `element`.
  public static func just(_ element: Element) -> Maybe<Element> {
    Maybe(raw: .just(element))
  }

  /// A maybe that succeeds with `element` on `scheduler`.
  public static func just(_ element: Element, scheduler: any ImmediateSchedulerType)
    -> Maybe<Element>
  {
    Maybe(raw: .just(element, scheduler: scheduler))
  }

  /// A maybe that completes at once without a value.
  public static func empty() -> Maybe<Element> {
    Maybe(raw: .empty())
  }

  /// A maybe that fails at once with `error`.
  public static func error(_ error: any Error) -> Maybe<Element> {
    Maybe(raw: .error(error))
  }

  /// A maybe that never ends.
  public static func never() -> Maybe<Element> {
    Maybe(raw: .never())
  }

  /// A ``Completable`` that completes when this maybe ends without failing, dropping the
  /// value.
  public func asCompletable() -> Completable {
    Completable(raw: primitiveSequence.source.ignoreElements())
  }
}
