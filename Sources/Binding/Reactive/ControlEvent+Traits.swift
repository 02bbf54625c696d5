extension ControlEvent {
  /// The events as a ``Signal``: control events never fail, so nothing needs handling.
  public func asSignal() -> Signal<Element> {
    asObservable().asSignal(onErrorSignalWith: .empty())
  }
}

extension ControlProperty {
  /// The property's values as a ``Driver``: control properties never fail.
  public func asDriver() -> Driver<PropertyType> {
    asObservable().asDriver(onErrorDriveWith: .empty())
  }
}
