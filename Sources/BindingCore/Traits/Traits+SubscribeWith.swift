// The `with:` forms of the traits' subscriptions: each closure also receives the object,
// held weakly, and is no longer called once it is gone.

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Calls the closures with `object`, held weakly, for each value, on completion and on
  /// disposal.
  ///
  /// ```swift
  /// viewModel.title.drive(with: self, onNext: { owner, title in owner.label.text = title })
  /// ```
  public func drive<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Calls the closures with `object`, held weakly, for each value, on completion and on
  /// disposal.
  public func emit<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }
}

extension InfallibleType {
  /// Subscribes closures that also receive `object`, held weakly.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onNext: weaklyPassing(object, to: onNext),
      onCompleted: weaklyPassing(object, to: onCompleted),
      onDisposed: weaklyPassing(object, to: onDisposed))
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Subscribes closures that also receive `object`, held weakly.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onFailure: ((Object, any Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onSuccess: weaklyPassing(object, to: onSuccess),
      onFailure: weaklyPassing(object, to: onFailure),
      onDisposed: weaklyPassing(object, to: onDisposed))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Subscribes closures that also receive `object`, held weakly.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onError: ((Object, any Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onSuccess: weaklyPassing(object, to: onSuccess), onError: weaklyPassing(object, to: onError),
      onCompleted: weaklyPassing(object, to: onCompleted),
      onDisposed: weaklyPassing(object, to: onDisposed))
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Subscribes closures that also receive `object`, held weakly.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onCompleted: ((Object) -> Void)? = nil,
    onError: ((Object, any Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onCompleted: weaklyPassing(object, to: onCompleted),
      onError: weaklyPassing(object, to: onError),
      onDisposed: weaklyPassing(object, to: onDisposed))
  }
}
