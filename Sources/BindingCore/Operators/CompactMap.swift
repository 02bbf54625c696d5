extension ObservableType {
  /// Transforms each value with `transform` and lets through the non-`nil` results; an error
  /// thrown by `transform` ends the sequence with that error.
  ///
  /// ```swift
  /// texts.compactMap { Int($0) }   // -"1"-"x"-"3"-   becomes   -1-----3-
  /// ```
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
    -> Observable<Result>
  {
    CompactMapObservable(source: asObservable(), transform: transform)
  }
}

final class CompactMapObservable<Source, Result>: UnaryOperator<Source, Result> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = CompactMapSink<Source, Result>.self

  let transform: (Source) throws -> Result?

  init(source: Observable<Source>, transform: @escaping (Source) throws -> Result?) {
    self.transform = transform
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Result>) -> Sink<Source, Result> {
    sinkType.init(transform: transform, downstream: downstream)
  }
}

private final class CompactMapSink<Source, Result>: Sink<Source, Result> {
  let transform: (Source) throws -> Result?

  init(transform: @escaping (Source) throws -> Result?, downstream: ObserverNode<Result>) {
    self.transform = transform
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Source>) {
    switch event {
    case .next(let value):
      do {
        if let result = try transform(value) { forward(.next(result)) }
      } catch {
        forward(.error(error))
      }
    case .error(let error): forward(.error(error))
    case .completed: forward(.completed)
    }
  }
}
