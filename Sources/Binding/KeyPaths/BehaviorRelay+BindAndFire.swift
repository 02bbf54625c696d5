extension BehaviorRelay {
  /// Calls `listener` with the current value at once, then with every later value.
  ///
  /// ```swift
  /// viewModel.$count.bindAndFire { label.text = "\($0)" }   // the label is right at once
  /// ```
  public func bindAndFire(_ listener: @escaping (Element) -> Void) -> Disposable {
    subscribe(onNext: listener)
  }

  /// Calls `listener` with every value accepted from now on, but not the current one.
  ///
  /// ```swift
  /// viewModel.$count.bindChanges { print("changed to", $0) }
  /// ```
  public func bindChanges(_ listener: @escaping (Element) -> Void) -> Disposable {
    skip(1).subscribe(onNext: listener)
  }
}
