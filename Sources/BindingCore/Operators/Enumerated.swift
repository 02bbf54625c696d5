extension ObservableType {
  /// Pairs each value with its position in the sequence, counting from zero.
  ///
  /// ```swift
  /// letters.enumerated()   // -"a"-"b"-   becomes   -(0, "a")-(1, "b")-
  /// ```
  ///
  /// Each subscription counts from zero again.
  public func enumerated() -> Observable<(index: Int, element: Element)> {
    EnumeratedObservable(source: asObservable())
  }
}

final class EnumeratedObservable<Element>: UnaryOperator<Element, (index: Int, element: Element)> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = EnumeratedSink<Element>.self

  package override func makeSink(downstream: ObserverNode<(index: Int, element: Element)>)
    -> Sink<Element, (index: Int, element: Element)>
  {
    sinkType.init(downstream: downstream)
  }
}

private final class EnumeratedSink<Element>: Sink<Element, (index: Int, element: Element)> {
  private var nextIndex = 0

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      let index = nextIndex
      nextIndex += 1
      forwardNext((index, value))
    case .error(let error): forward(.error(error))
    case .completed: forward(.completed)
    }
  }
}
