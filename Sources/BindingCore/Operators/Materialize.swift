extension ObservableType {
  /// Emits each event of the source as a value: its values, then its error or completion as
  /// a last `Event` value, after which the result completes.
  ///
  /// ```swift
  /// request.materialize()   // -1-#   becomes   -next(1)-error(#)|
  /// ```
  ///
  /// The result never fails; `dematerialize()` turns it back into the source's events.
  public func materialize() -> Observable<Event<Element>> {
    MaterializeObservable(source: asObservable())
  }
}

final class MaterializeObservable<Element>: UnaryOperator<Element, Event<Element>> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = MaterializeSink<Element>.self

  package override func makeSink(downstream: ObserverNode<Event<Element>>) -> Sink<
    Element, Event<Element>
  > {
    sinkType.init(downstream: downstream)
  }
}

private final class MaterializeSink<Element>: Sink<Element, Event<Element>> {
  package override func on(_ event: Event<Element>) {
    forwardNext(event)
    if event.isStopEvent { forward(.completed) }
  }
}
