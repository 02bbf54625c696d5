extension ObservableType {
  /// Sends every event to `observers`: the one-way binding of RxCocoa.
  ///
  /// ```swift
  /// viewModel.title.bind(to: label.rx.text).disposed(by: disposeBag)
  /// ```
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    subscribe { event in observers.forEach { $0.on(event) } }
  }

  /// Sends every event to `observers`, which take optionals.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
  }

  /// Makes every value the value of `relays`.
  ///
  /// An error or completion ends the binding.
  public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
    subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Sends every value to `relays`.
  ///
  /// An error or completion ends the binding.
  public func bind(to relays: PublishRelay<Element>...) -> Disposable {
    subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Sends every value to `relays`.
  ///
  /// An error or completion ends the binding.
  public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
    subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Makes every value the value of `relays`, which take optionals.
  ///
  /// An error or completion ends the binding.
  public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
    subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Sends every value to `relays`, which take optionals.
  ///
  /// An error or completion ends the binding.
  public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
    subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Sends every value to `relays`, which take optionals.
  ///
  /// An error or completion ends the binding.
  public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
    subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
  }

  /// Hands this sequence to `binder`, which subscribes it, and returns what it returns.
  ///
  /// ```swift
  /// let subscription = names.bind { $0.subscribe(onNext: { print($0) }) }
  /// ```
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Hands this sequence to the curried `binder`, then `curriedArgument` to the function it
  /// returns.
  ///
  /// ```swift
  /// func show(_ names: Observable<String>) -> (UILabel) -> Disposable { ... }
  /// let subscription = names.bind(to: show, curriedArgument: label)
  /// ```
  public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    binder(self)(curriedArgument)
  }

  /// Calls `onNext` for every value.
  public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
    subscribe(onNext: onNext)
  }
}
