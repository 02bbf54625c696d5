extension ObservableType {
  /// Subscribes closures that also receive `object`, held weakly.
  ///
  /// Once `object` is gone, the closures are no longer called: this saves the `[weak self]`
  /// and `guard` of each one.
  ///
  /// ```swift
  /// viewModel.name.subscribe(with: self, onNext: { owner, name in owner.title = name })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// `onDisposed` runs as in `subscribe(onNext:onError:onCompleted:onDisposed:)`, if
  /// `object` is still there.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onError: ((Object, any Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onNext: weaklyPassing(object, to: onNext), onError: weaklyPassing(object, to: onError),
      onCompleted: weaklyPassing(object, to: onCompleted),
      onDisposed: weaklyPassing(object, to: onDisposed))
  }

  /// Calls `onNext` for every value with `object`, held weakly.
  ///
  /// Once `object` is gone, `onNext` is no longer called.
  public func bind<Object: AnyObject>(
    with object: Object, onNext: @escaping (Object, Element) -> Void
  ) -> Disposable {
    subscribe(with: object, onNext: onNext)
  }
}
