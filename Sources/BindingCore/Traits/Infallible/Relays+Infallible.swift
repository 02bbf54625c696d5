// Sequences that cannot fail by construction, as `Infallible`, as RxRelay and RxCocoa offer.

extension BehaviorRelay {
  /// The relay as an ``Infallible``: it replays its value, then each new one; it never fails.
  ///
  /// ```swift
  /// let names: Infallible<String> = viewModel.name.asInfallible()
  /// ```
  public func asInfallible() -> Infallible<Element> { Infallible(raw: asObservable()) }
}

extension PublishRelay {
  /// The relay as an ``Infallible``: it delivers each accepted value; it never fails.
  public func asInfallible() -> Infallible<Element> { Infallible(raw: asObservable()) }
}

extension ReplayRelay {
  /// The relay as an ``Infallible``: it replays its buffer, then each new value; it never fails.
  public func asInfallible() -> Infallible<Element> { Infallible(raw: asObservable()) }
}

extension SharedSequence {
  /// The ``Driver`` or ``Signal`` as an ``Infallible``, keeping its sharing and its scheduler.
  public func asInfallible() -> Infallible<Element> { Infallible(raw: asObservable()) }
}
