/// Events for the UI: never fails, delivers on the main scheduler, shares one subscription
/// and replays nothing: only subscribers present when an event happens receive it.
///
/// ```swift
/// let alerts: Signal<String> = errors.asSignal(onErrorJustReturn: "Unknown error")
/// alerts.emit(onNext: { showAlert($0) }).disposed(by: disposeBag)
/// ```
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension ObservableConvertibleType {
  /// This sequence as a ``Signal`` that replaces an error with `onErrorJustReturn` and ends.
  public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
    Signal(
      asObservable().observe(on: SignalSharingStrategy.scheduler)
        .catchAndReturn(onErrorJustReturn))
  }

  /// This sequence as a ``Signal`` that continues with `onErrorSignalWith` after an error.
  public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
    Signal(
      asObservable().observe(on: SignalSharingStrategy.scheduler)
        .catch { _ in onErrorSignalWith.asObservable() })
  }

  /// This sequence as a ``Signal`` that continues with the signal `onErrorRecover` returns
  /// for the error.
  public func asSignal(onErrorRecover: @escaping (any Error) -> Signal<Element>) -> Signal<Element> {
    Signal(
      asObservable().observe(on: SignalSharingStrategy.scheduler)
        .catch { onErrorRecover($0).asObservable() })
  }
}

extension PublishRelay {
  /// The relay as a ``Signal``: relays never fail, so no error handling is needed.
  public func asSignal() -> Signal<Element> {
    Signal(observe(on: SignalSharingStrategy.scheduler))
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// This sequence as a ``Signal``.
  public func asSignal() -> Signal<Element> { asSharedSequence() }

  /// Delivers every event to `observers`.
  ///
  /// - Returns: The subscription; dispose it to stop.
  public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    asObservable().subscribe { event in observers.forEach { $0.on(event) } }
  }

  /// Sends every event to `relays`.
  public func emit(to relays: PublishRelay<Element>...) -> Disposable {
    asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Makes every event the value of `relays`.
  public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
    asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Delivers every event to `observers`, which take optionals.
  public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    asObservable().map { $0 as Element? }.subscribe { event in
      observers.forEach { $0.on(event) }
    }
  }

  /// Sends every event to `relays`, which take optionals.
  public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
    asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Makes every event the value of `relays`, which take optionals.
  public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
    asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Sends every event to `relays`, which replay them to their own subscribers.
  public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
    asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Sends every event to `relays`, which take optionals and replay them.
  public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
    asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Subscribes and ignores every event: keeps the shared source running.
  public func emit() -> Disposable {
    emit(onNext: nil, onCompleted: nil, onDisposed: nil)
  }

  /// Calls the closures for each event, on completion and on disposal.
  public func emit(
    onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }
}
