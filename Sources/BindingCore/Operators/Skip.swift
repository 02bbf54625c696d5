extension ObservableType {
  /// Drops the first `count` values, then lets every later one through.
  ///
  /// ```swift
  /// numbers.skip(2)   // -1-2-3-4|   becomes   -----3-4|
  /// ```
  ///
  /// Errors and completion pass through at any time. A `count` of zero or less drops nothing.
  public func skip(_ count: Int) -> Observable<Element> {
    SkipObservable(source: asObservable(), count: count)
  }
}

final class SkipObservable<Element>: UnaryOperator<Element, Element> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = SkipSink<Element>.self

  let count: Int

  init(source: Observable<Element>, count: Int) {
    self.count = count
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> Sink<Element, Element> {
    sinkType.init(remaining: count, downstream: downstream)
  }
}

private final class SkipSink<Element>: Sink<Element, Element> {
  private var remaining: Int

  init(remaining: Int, downstream: ObserverNode<Element>) {
    self.remaining = remaining
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Element>) {
    if case .next = event, remaining > 0 {
      remaining -= 1
      return
    }
    forward(event)
  }
}
