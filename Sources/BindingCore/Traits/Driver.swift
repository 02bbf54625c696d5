/// State for the UI: never fails, delivers on the main scheduler, shares one subscription
/// and replays the latest value to each new subscriber.
///
/// ```swift
/// let title: Driver<String> = viewModel.name.asDriver(onErrorJustReturn: "")
/// title.drive(onNext: { label.text = $0 }).disposed(by: disposeBag)
/// ```
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

extension ObservableConvertibleType {
  /// This sequence as a ``Driver`` that replaces an error with `onErrorJustReturn` and ends.
  public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
    Driver(
      asObservable().observe(on: DriverSharingStrategy.scheduler)
        .catchAndReturn(onErrorJustReturn))
  }

  /// This sequence as a ``Driver`` that continues with `onErrorDriveWith` after an error.
  public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
    Driver(
      asObservable().observe(on: DriverSharingStrategy.scheduler)
        .catch { _ in onErrorDriveWith.asObservable() })
  }

  /// This sequence as a ``Driver`` that continues with the driver `onErrorRecover` returns
  /// for the error.
  public func asDriver(onErrorRecover: @escaping (any Error) -> Driver<Element>) -> Driver<Element> {
    Driver(
      asObservable().observe(on: DriverSharingStrategy.scheduler)
        .catch { onErrorRecover($0).asObservable() })
  }
}

extension BehaviorRelay {
  /// The relay as a ``Driver``: relays never fail, so no error handling is needed.
  public func asDriver() -> Driver<Element> {
    Driver(observe(on: DriverSharingStrategy.scheduler))
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// This sequence as a ``Driver``.
  public func asDriver() -> Driver<Element> { asSharedSequence() }

  /// Delivers every value to `observers`.
  ///
  /// - Returns: The subscription; dispose it to stop driving.
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
  where Observer.Element == Element {
    asObservable().subscribe { event in observers.forEach { $0.on(event) } }
  }

  /// Delivers every value to `observers`, which take optionals.
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
  }

  /// Makes every value the value of `relays`.
  public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
    asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Sends every value to `relays`.
  public func drive(_ relays: PublishRelay<Element>...) -> Disposable {
    asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Calls the closures for each value, on completion and on disposal.
  public func drive(
    onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }
}
