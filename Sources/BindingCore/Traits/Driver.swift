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

  /// Makes every value the value of `relays`, which take optionals.
  public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
    asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Sends every value to `relays`, which take optionals.
  public func drive(_ relays: PublishRelay<Element?>...) -> Disposable {
    asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Sends every value to `relays`, which replay them to their own subscribers.
  public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
    asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Sends every value to `relays`, which take optionals and replay them.
  public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
    asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Hands the driver, as an ``Observable``, to `transformation`, which subscribes it.
  ///
  /// ```swift
  /// let subscription = driver.drive { $0.subscribe(onNext: { print($0) }) }
  /// ```
  public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
    transformation(asObservable())
  }

  /// Hands the driver, as an ``Observable``, to the curried binder `with`, then
  /// `curriedArgument` to the function it returns.
  public func drive<R1, R2>(
    _ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1
  ) -> R2 {
    with(asObservable())(curriedArgument)
  }

  /// Subscribes and ignores every value: keeps the shared source running.
  public func drive() -> Disposable {
    drive(onNext: nil, onCompleted: nil, onDisposed: nil)
  }

  /// Calls the closures for each value, on completion and on disposal.
  public func drive(
    onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }
}
