extension ObservableConvertibleType {
  /// Sets `targetKeyPath` of `target` to `sourceKeyPath` of each value, holding `target`
  /// weakly.
  ///
  /// ```swift
  /// user.bind(\.name, to: nameLabel, \.text)
  /// user.bind(\.colors.primary, to: header, \.backgroundColor)
  /// ```
  ///
  /// - Returns: The binding; it also ends by itself once `target` is gone.
  @discardableResult
  public func bind<Target: AnyObject, Value>(
    _ sourceKeyPath: KeyPath<Element, Value>, to target: Target,
    _ targetKeyPath: ReferenceWritableKeyPath<Target, Value>
  ) -> Disposable {
    bind(sourceKeyPath, to: target, targetKeyPath, transform: { $0 })
  }

  /// Sets the optional `targetKeyPath` of `target` to `sourceKeyPath` of each value.
  @discardableResult
  public func bind<Target: AnyObject, Value>(
    _ sourceKeyPath: KeyPath<Element, Value>, to target: Target,
    _ targetKeyPath: ReferenceWritableKeyPath<Target, Value?>
  ) -> Disposable {
    bind(sourceKeyPath, to: target, targetKeyPath, transform: { $0 })
  }

  /// Sets `targetKeyPath` of `target` to `transform` of `sourceKeyPath` of each value.
  ///
  /// ```swift
  /// user.bind(\.followersCount, to: followersLabel, \.text, transform: String.init)
  /// ```
  @discardableResult
  public func bind<Target: AnyObject, Value, Result>(
    _ sourceKeyPath: KeyPath<Element, Value>, to target: Target,
    _ targetKeyPath: ReferenceWritableKeyPath<Target, Result>,
    transform: @escaping (Value) -> Result
  ) -> Disposable {
    let subscription = SingleAssignmentDisposable()
    weak let weakTarget = target
    subscription.setDisposable(
      asObservable().subscribe(onNext: { value in
        guard let target = weakTarget else { return subscription.dispose() }
        target[keyPath: targetKeyPath] = transform(value[keyPath: sourceKeyPath])
      }))
    return subscription
  }

  /// Sets the optional `targetKeyPath` of `target` to `transform` of `sourceKeyPath` of each
  /// value.
  @discardableResult
  public func bind<Target: AnyObject, Value, Result>(
    _ sourceKeyPath: KeyPath<Element, Value>, to target: Target,
    _ targetKeyPath: ReferenceWritableKeyPath<Target, Result?>,
    transform: @escaping (Value) -> Result
  ) -> Disposable {
    bind(sourceKeyPath, to: target, targetKeyPath, transform: { Optional(transform($0)) })
  }
}
