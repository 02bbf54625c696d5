extension ControlEvent {
  /// The events as a ``Signal``: control events never fail, so nothing needs handling.
  public func asSignal() -> Signal<Element> {
    asObservable().asSignal(onErrorSignalWith: .empty())
  }

  /// The events as a ``Driver``, which replays the latest event to each new subscriber:
  /// control events never fail, so nothing needs handling.
  ///
  /// ```swift
  /// button.rx.tap.asDriver().map { "tapped" }.drive(label.rx.text)
  /// ```
  public func asDriver() -> Driver<Element> {
    asObservable().asDriver(onErrorDriveWith: .empty())
  }

  /// The events as an ``Infallible``: control events never fail, so nothing needs handling.
  public func asInfallible() -> Infallible<Element> {
    asInfallible(onErrorFallbackTo: .empty())
  }
}

extension ControlProperty {
  /// The property's values as a ``Driver``: control properties never fail.
  public func asDriver() -> Driver<PropertyType> {
    asObservable().asDriver(onErrorDriveWith: .empty())
  }
}
