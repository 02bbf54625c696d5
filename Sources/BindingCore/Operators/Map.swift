extension ObservableType {
  /// Transforms each value with `transform`; an error thrown by `transform` ends the
  /// sequence with that error.
  ///
  /// ```swift
  /// celsius.map { $0 * 9 / 5 + 32 }   // -0-100-   becomes   -32-212-
  /// ```
  public func map<Result>(_ transform: @escaping (Element) throws -> Result)
    -> Observable<Result>
  {
    MapObservable(source: asObservable(), transform: transform)
  }
}

final class MapObservable<Source, Result>: UnaryOperator<Source, Result> {
  let transform: (Source) throws -> Result
  /// The sink's class, looked up once.
  ///
  /// Code shared by every element type would otherwise look the generic type up at each
  /// subscription (about 330 instructions). One compiled for the element types when BindingCore
  /// has one (``compiledMapStage(_:)``).
  private let sinkType: MapStage<Source, Result>.Type

  init(source: Observable<Source>, transform: @escaping (Source) throws -> Result) {
    self.transform = transform
    sinkType = compiledMapStage(MapSink<Source, Result>.self)
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Result>) -> Sink<Source, Result> {
    sinkType.init(transform: transform, downstream: downstream)
  }
}

/// The `map` stage of one subscription, for any element types.
private final class MapSink<Source, Result>: MapStage<Source, Result> {
  package override func onNext(_ value: Source) { transformAndForward(value) }
}

/// What the `map` stage of one subscription holds and does, for ``MapSink`` and the classes
/// of `MapSink+Compiled.swift`, which compile ``onNext(_:)`` for common element types.
class MapStage<Source, Result>: Sink<Source, Result> {
  let transform: (Source) throws -> Result

  required init(transform: @escaping (Source) throws -> Result, downstream: ObserverNode<Result>) {
    self.transform = transform
    super.init(downstream: downstream)
  }

  /// Transforms `value` and sends the result downstream, or the error `transform` threw.
  ///
  /// Inlined into each subclass's ``onNext(_:)``, where it is compiled for its element types.
  /// The result goes straight into the call downstream: kept in a local first, code shared by
  /// every result type would copy it through one more buffer of the type's size.
  @inline(__always)
  final func transformAndForward(_ value: Source) {
    do { try forwardNext(transform(value)) } catch { fail(error) }
  }

  /// Kept out of line: building the error event would otherwise cost every value a lookup of
  /// its type's metadata.
  @inline(never)
  private final func fail(_ error: any Error) { forward(.error(error)) }

  package final override func on(_ event: Event<Source>) {
    switch event {
    case .next(let value): onNext(value)
    case .error(let error): forward(.error(error))
    case .completed: forward(.completed)
    }
  }
}
