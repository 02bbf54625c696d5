import DequeModule

extension ObservableType {
  /// Emits the last `count` values when the source completes, then completes.
  ///
  /// ```swift
  /// numbers.takeLast(2)   // -1-2-3-4|   becomes   --------(3,4)|
  /// ```
  ///
  /// Nothing is emitted before the source completes; an error drops the values held and is
  /// forwarded at once. A `count` of zero or less holds nothing.
  public func takeLast(_ count: Int) -> Observable<Element> {
    TakeLastObservable(source: asObservable(), count: count)
  }
}

final class TakeLastObservable<Element>: UnaryOperator<Element, Element> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = TakeLastSink<Element>.self

  let count: Int

  init(source: Observable<Element>, count: Int) {
    self.count = count
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> Sink<Element, Element> {
    sinkType.init(count: count, downstream: downstream)
  }
}

private final class TakeLastSink<Element>: Sink<Element, Element> {
  private let count: Int
  private var held = Deque<Element>()

  init(count: Int, downstream: ObserverNode<Element>) {
    self.count = max(count, 0)
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      guard count > 0 else { return }
      if held.count == count { held.removeFirst() }
      held.append(value)
    case .error:
      held.removeAll()
      forward(event)
    case .completed:
      let last = held
      held.removeAll()
      for value in last { forwardNext(value) }
      forward(.completed)
    }
  }
}
