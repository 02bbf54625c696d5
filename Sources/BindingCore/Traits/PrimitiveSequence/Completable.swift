/// The guarantee of a ``Completable``: no value; it completes or fails.
public enum CompletableTrait {}

/// A sequence that emits no value and only completes or fails: a save, an upload.
///
/// ```swift
/// api.save(draft).subscribe(onCompleted: { close() }, onError: { report($0) })
/// ```
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

/// What a ``Completable`` ends with: completion or an error.
public enum CompletableEvent: Sendable {
  /// The failure.
  case error(any Error)
  /// The end.
  case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// The closure a ``Completable`` created with `create` reports its outcome to.
  public typealias CompletableObserver = (CompletableEvent) -> Void

  /// A completable that runs `subscribe` for each subscriber; the first outcome it reports
  /// ends the subscription, later ones are dropped.
  public static func create(
    subscribe: @escaping (@escaping CompletableObserver) -> Disposable
  ) -> Completable {
    Completable(
      raw: Observable.create { observer in
        subscribe { event in
          switch event {
          case .error(let error): observer.onError(error)
          case .completed: observer.onCompleted()
          }
        }
      })
  }

  /// Subscribes a closure that receives the outcome.
  public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
    primitiveSequence.source.subscribe { event in
      switch event {
      case .error(let error): observer(.error(error))
      case .completed: observer(.completed)
      }
    }
  }

  /// Subscribes closures for the completion and the error; any may be left out.
  ///
  /// - Parameters:
  ///   - onCompleted: Called when the completable completes.
  ///   - onError: Called with the error.
  ///   - onDisposed: Called once when the subscription ends: after the outcome, or when it is
  ///     disposed.
  public func subscribe(
    onCompleted: (() -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let onError = onError ?? Hooks.unhandledErrorReporter()
    return subscribeCallingOnDisposed(onDisposed) { afterStop in
      subscribe { event in
        switch event {
        case .error(let error): onError(error)
        case .completed: onCompleted?()
        }
        afterStop?.dispose()
      }
    }
  }

  /// A completable that completes at once.
  public static func empty() -> Completable {
    Completable(raw: .empty())
  }

  /// A completable that fails at once with `error`.
  public static func error(_ error: any Error) -> Completable {
    Completable(raw: .error(error))
  }

  /// A completable that never ends.
  public static func never() -> Completable {
    Completable(raw: .never())
  }

  /// Runs side effects at points of the completable's life without changing it.
  ///
  /// - Parameters:
  ///   - onError: Called with the error, before it is delivered.
  ///   - afterError: Called with the error, after it is delivered.
  ///   - onCompleted: Called on completion, before it is delivered.
  ///   - afterCompleted: Called on completion, after it is delivered.
  ///   - onSubscribe: Called before each subscription.
  ///   - onSubscribed: Called after each subscription.
  ///   - onDispose: Called once when a subscription ends.
  public func `do`(
    onError: ((any Error) throws -> Void)? = nil,
    afterError: ((any Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Completable {
    Completable(
      raw: primitiveSequence.source.do(
        onError: onError, afterError: afterError, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose))
  }
}
