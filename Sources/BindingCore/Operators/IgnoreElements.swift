extension ObservableType {
  /// Drops every value and keeps only the source's end: its completion or error.
  ///
  /// ```swift
  /// upload.ignoreElements()   // -25%-50%-100%-|   becomes   ------------|
  /// ```
  ///
  /// The result's element type is `Never`; `asCompletable()` makes it a ``Completable``.
  public func ignoreElements() -> Observable<Never> {
    IgnoreElementsObservable(source: asObservable())
  }
}

final class IgnoreElementsObservable<Element>: UnaryOperator<Element, Never> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = IgnoreElementsSink<Element>.self

  package override func makeSink(downstream: ObserverNode<Never>) -> Sink<Element, Never> {
    sinkType.init(downstream: downstream)
  }
}

private final class IgnoreElementsSink<Element>: Sink<Element, Never> {
  package override func onNext(_ value: Element) {}

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next: return
    case .error(let error): forward(.error(error))
    case .completed: forward(.completed)
    }
  }
}
