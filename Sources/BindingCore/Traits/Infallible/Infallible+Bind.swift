// RxCocoa's `bind(to:)` for `Infallible`: as on an observable, but the sequence cannot fail, so
// a binding ends only by completion or disposal.

extension InfallibleType {
  /// Sends every value and the completion to `observers`.
  ///
  /// ```swift
  /// viewModel.title.asInfallible().bind(to: label.rx.text).disposed(by: disposeBag)
  /// ```
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    asObservable().subscribe { event in observers.forEach { $0.on(event) } }
  }

  /// Sends every value and the completion to `observers`, which take optionals.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
  }

  /// Hands this sequence to `binder`, which subscribes it, and returns what it returns.
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Hands this sequence to the curried `binder`, then `curriedArgument` to the function it
  /// returns.
  public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    binder(self)(curriedArgument)
  }

  /// Calls `onNext` for every value.
  public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
    asObservable().subscribe(onNext: onNext)
  }

  /// Makes every value the value of `relays`.
  public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
    asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Makes every value the value of `relays`, which take optionals.
  public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
    asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Sends every value to `relays`.
  public func bind(to relays: PublishRelay<Element>...) -> Disposable {
    asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Sends every value to `relays`, which take optionals.
  public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
    asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Sends every value to `relays`, which replay them to their own subscribers.
  public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
    asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Sends every value to `relays`, which take optionals and replay them.
  public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
    asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }
}
