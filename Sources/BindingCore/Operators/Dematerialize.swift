extension ObservableType where Element: EventConvertible {
  /// Turns a sequence of events (as `materialize()` makes) back into those events: each
  /// `next` value is emitted, the first `error` or `completed` value ends the result.
  ///
  /// ```swift
  /// events.dematerialize()   // -next(1)-error(#)-   becomes   -1-#
  /// ```
  ///
  /// An error or completion of the sequence itself also ends the result.
  public func dematerialize() -> Observable<Element.Element> {
    DematerializeObservable(source: asObservable())
  }
}

final class DematerializeObservable<Source: EventConvertible>: UnaryOperator<
  Source, Source.Element
>
{
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = DematerializeSink<Source>.self

  package override func makeSink(downstream: ObserverNode<Source.Element>) -> Sink<
    Source, Source.Element
  > {
    sinkType.init(downstream: downstream)
  }
}

private final class DematerializeSink<Source: EventConvertible>: Sink<Source, Source.Element> {
  package override func on(_ event: Event<Source>) {
    switch event {
    case .next(let wrapped): forward(wrapped.event)
    case .error(let error): forward(.error(error))
    case .completed: forward(.completed)
    }
  }
}
