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
  ///   - onError: Called once if the sequence fails.
  ///   - onCompleted: Called once if the sequence completes.
  ///   - onDisposed: Called once when the subscription ends for any reason.
  /// - Returns: The subscription; dispose it to stop.
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    // Inlined into the caller, where `Self` is usually known: the check then costs nothing.
    let handlers = EventHandlers(onNext: onNext, onError: onError, onCompleted: onCompleted)
    let subscription =
      if let observable = self as? Observable<Element> {
        observable.subscribe(handlers: handlers)
      } else {
        subscribe(handlers)
      }
    guard let onDisposed else { return subscription }
    return Disposables.create(subscription, Disposables.create(with: onDisposed))
  }

  /// Subscribes a closure that receives every event.
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
    subscribe(AnyObserver(eventHandler: on))
  }
}
