extension ObservableType {
  /// Lets through only the values for which `isIncluded` returns `true`.
  ///
  /// ```swift
  /// numbers.filter { $0.isMultiple(of: 2) }   // -1-2-3-4-   becomes   ---2---4-
  /// ```
  public func filter(_ isIncluded: @escaping (Element) throws -> Bool) -> Observable<Element> {
    FilterObservable(source: asObservable(), isIncluded: isIncluded)
  }
}

final class FilterObservable<Element>: UnaryOperator<Element, Element> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = FilterSink<Element>.self

  let isIncluded: (Element) throws -> Bool

  init(source: Observable<Element>, isIncluded: @escaping (Element) throws -> Bool) {
    self.isIncluded = isIncluded
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> Sink<Element, Element> {
    sinkType.init(isIncluded: isIncluded, downstream: downstream)
  }
}

private final class FilterSink<Element>: Sink<Element, Element> {
  let isIncluded: (Element) throws -> Bool

  init(isIncluded: @escaping (Element) throws -> Bool, downstream: ObserverNode<Element>) {
    self.isIncluded = isIncluded
    super.init(downstream: downstream)
  }

  package override func onNext(_ value: Element) {
    do {
      if try isIncluded(value) { forwardNext(value) }
    } catch {
      fail(error)
    }
  }

  /// Kept out of line: building the error event would otherwise cost every value a lookup of
  /// its type's metadata.
  @inline(never)
  private func fail(_ error: any Error) { forward(.error(error)) }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next(let value): onNext(value)
    case .error, .completed: forward(event)
    }
  }
}
