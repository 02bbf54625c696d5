extension ObservableType {
  /// Folds the values into `seed` with `accumulator` and emits the result when the source
  /// completes.
  ///
  /// ```swift
  /// numbers.reduce(0, accumulator: +)   // -1-2-3|   becomes   ------6|
  /// ```
  ///
  /// An empty source gives `seed`. Nothing is emitted before the source completes; an error,
  /// from the source or thrown by `accumulator`, ends the sequence with that error.
  public func reduce<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> {
    reduce(seed, accumulator: accumulator) { $0 }
  }

  /// Folds the values into `seed` with `accumulator` and, when the source completes, emits
  /// what `mapResult` makes of the result.
  ///
  /// ```swift
  /// scores.reduce(0, accumulator: +, mapResult: { "total \($0)" })
  /// // -1-2-3|   becomes   ------"total 6"|
  /// ```
  ///
  /// An error thrown by `accumulator` or `mapResult` ends the sequence with that error.
  public func reduce<Accumulate, Result>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
    mapResult: @escaping (Accumulate) throws -> Result
  ) -> Observable<Result> {
    ReduceObservable(
      source: asObservable(), seed: seed,
      accumulator: { result, element in result = try accumulator(result, element) },
      mapResult: mapResult)
  }
}

/// Folds in place, so that collecting into an array (`toArray()`) does not copy it per value.
final class ReduceObservable<Source, Accumulate, Result>: UnaryOperator<Source, Result> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = ReduceSink<Source, Accumulate, Result>.self

  typealias Accumulator = (inout Accumulate, Source) throws -> Void

  let seed: Accumulate
  let accumulator: Accumulator
  let mapResult: (Accumulate) throws -> Result

  init(
    source: Observable<Source>, seed: Accumulate, accumulator: @escaping Accumulator,
    mapResult: @escaping (Accumulate) throws -> Result
  ) {
    self.seed = seed
    self.accumulator = accumulator
    self.mapResult = mapResult
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Result>) -> Sink<Source, Result> {
    sinkType.init(operator: self, downstream: downstream)
  }
}

private final class ReduceSink<Source, Accumulate, Result>: Sink<Source, Result> {
  private var accumulate: Accumulate
  private let accumulator: ReduceObservable<Source, Accumulate, Result>.Accumulator
  private let mapResult: (Accumulate) throws -> Result

  init(operator: ReduceObservable<Source, Accumulate, Result>, downstream: ObserverNode<Result>) {
    accumulate = `operator`.seed
    accumulator = `operator`.accumulator
    mapResult = `operator`.mapResult
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Source>) {
    switch event {
    case .next(let value):
      do { try accumulator(&accumulate, value) } catch { forward(.error(error)) }
    case .error(let error): forward(.error(error))
    case .completed:
      let result: Result
      do { result = try mapResult(accumulate) } catch {
        forward(.error(error))
        return
      }
      forwardNext(result)
      forward(.completed)
    }
  }
}
