extension ObservableConvertibleType {
  /// The sequence as an ``Infallible`` that, when the source fails, emits `element` and
  /// completes.
  ///
  /// ```swift
  /// api.names().asInfallible(onErrorJustReturn: [])
  /// ```
  public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
    Infallible(raw: asObservable().catchAndReturn(element))
  }

  /// The sequence as an ``Infallible`` that, when the source fails, continues with
  /// `infallible`.
  public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>)
    -> Infallible<Element>
  {
    Infallible(raw: asObservable().catch { _ in infallible.asObservable() })
  }

  /// The sequence as an ``Infallible`` that, when the source fails, continues with the
  /// infallible `handler` returns for the error.
  public func asInfallible(onErrorRecover handler: @escaping (any Error) -> Infallible<Element>)
    -> Infallible<Element>
  {
    Infallible(raw: asObservable().catch { handler($0).asObservable() })
  }
}
