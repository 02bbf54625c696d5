extension ObservableType {
  /// Lets the source's events through until `other` emits a value, then completes and
  /// disposes both.
  ///
  /// ```swift
  /// ticks.take(until: viewDidDisappear)   // -1-2-3-   with   ---x-   becomes   -1-2|
  /// ```
  ///
  /// An error from `other` ends the result with that error; `other` completing without a
  /// value changes nothing. `other` is subscribed to first, so when one change reaches both,
  /// the result completes before the source's value gets through.
  public func take<Other: ObservableConvertibleType>(until other: Other) -> Observable<Element> {
    TakeUntilObservable(source: asObservable(), other: other.asObservable())
  }
}

final class TakeUntilObservable<Element, Other>: TriggeredOperator<Element, Other> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = TakeUntilSink<Element, Other>.self

  init(source: Observable<Element>, other: Observable<Other>) {
    super.init(source: source, other: other, subscribesTriggerFirst: true)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> TriggeredSink<Element, Other> {
    sinkType.init(downstream: downstream)
  }
}

private final class TakeUntilSink<Element, Other>: TriggeredSink<Element, Other> {
  package override func on(_ event: Event<Element>) {
    send(event)
  }

  override func otherChanged(_ event: Event<Other>) {
    switch event {
    case .next: send(.completed)
    case .error(let error): send(.error(error))
    case .completed: trigger.dispose()
    }
  }
}
