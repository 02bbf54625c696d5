extension ObservableType {
  /// Lets through the first `count` values, then completes and disposes the source.
  ///
  /// ```swift
  /// numbers.take(2)   // -1-2-3-4|   becomes   -1-2|
  /// ```
  ///
  /// `take(0)` completes at once without subscribing to the source. `count` must not be
  /// negative.
  public func take(_ count: Int) -> Observable<Element> {
    precondition(count >= 0, "take count must not be negative")
    if count == 0 { return .empty() }
    return TakeObservable(source: asObservable(), count: count)
  }
}

final class TakeObservable<Element>: UnaryOperator<Element, Element> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = TakeSink<Element>.self

  let count: Int

  init(source: Observable<Element>, count: Int) {
    self.count = count
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> Sink<Element, Element> {
    sinkType.init(remaining: count, downstream: downstream)
  }
}

private final class TakeSink<Element>: Sink<Element, Element> {
  private var remaining: Int

  init(remaining: Int, downstream: ObserverNode<Element>) {
    self.remaining = remaining
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next:
      guard remaining > 0 else { return }
      remaining -= 1
      forward(event)
      if remaining == 0 { forward(.completed) }
    case .error, .completed: forward(event)
    }
  }
}
