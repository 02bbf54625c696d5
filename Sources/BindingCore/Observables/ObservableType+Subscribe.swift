extension ObservableType {
  /// Subscribes with a closure per kind of event; any closure may be left out.
  ///
  /// ```swift
  /// relay.subscribe(onNext: { print($0) }, onDisposed: { print("done") })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Called with each value.
  ///   - onError: Called once if the sequence fails. Without it, the error goes to
  ///     ``Hooks/defaultErrorHandler``, as in RxSwift.
  ///   - onCompleted: Called once if the sequence completes.
  ///   - onDisposed: Called once when the subscription ends: after `onError` or `onCompleted`,
  ///     or when it is disposed.
  /// - Returns: The subscription; dispose it to stop.
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    // Inlined into the caller, where `Self` is usually known: the check then costs nothing.
    // With `onNext` alone (and no call stack to record), the sink holds that closure only.
    if onError == nil, onCompleted == nil, onDisposed == nil, !Hooks.recordCallStackOnError,
      let observable = self as? Observable<Element>
    {
      return observable.subscribeNextHandler(onNext)
    }
    // Without `onDisposed`, the handlers are the caller's closures as they are.
    let onError = onError ?? Hooks.unhandledErrorReporter()
    guard let onDisposed else {
      return subscribeHandlers(
        EventHandlers(onNext: onNext, onError: onError, onCompleted: onCompleted))
    }
    return subscribeCallingOnDisposed(onDisposed) { afterStop in
      subscribeHandlers(
        EventHandlers(
          onNext: onNext,
          onError: { error in
            onError(error)
            afterStop?.dispose()
          },
          onCompleted: {
            onCompleted?()
            afterStop?.dispose()
          }))
    }
  }

  /// Subscribes the closures of `subscribe(onNext:onError:onCompleted:onDisposed:)`.
  @inlinable
  func subscribeHandlers(_ handlers: EventHandlers<Element>) -> Disposable {
    if let observable = self as? Observable<Element> {
      observable.subscribe(handlers: handlers)
    } else {
      subscribe(handlers)
    }
  }

  /// Subscribes a closure that receives every event.
  ///
  /// As the closures of `subscribe(onNext:onError:onCompleted:onDisposed:)`, it is let go of
  /// when the subscription ends (it stops, or is disposed), so what it captures may hold the
  /// subscription.
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
    subscribeHandlers(
      EventHandlers(
        onNext: { on(.next($0)) }, onError: { on(.error($0)) }, onCompleted: { on(.completed) }))
  }
}

extension Observable {
  /// Subscribes `onNext` alone: an error goes to ``Hooks/defaultErrorHandler`` when it comes.
  @inlinable
  final func subscribeNextHandler(_ onNext: ((Element) -> Void)?) -> Disposable {
    // Not `onNext ?? { _ in }`: through the generic `??`, a closure with a context is wrapped
    // in two reabstraction thunks, each allocated and kept with the sink.
    if let onNext {
      if let fused = subscribeFused(onNext: onNext) { return fused }
      return subscribe(finalSink: NextHandlerSink(onNext))
    } else {
      return subscribe(finalSink: NextHandlerSink({ _ in }))
    }
  }
}
