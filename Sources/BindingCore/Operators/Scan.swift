extension ObservableType {
  /// Emits each intermediate result of folding the values into `seed` with `accumulator`,
  /// which mutates the running result in place.
  ///
  /// ```swift
  /// words.scan(into: [String]()) { all, word in all.append(word) }
  /// // -"a"-"b"-   becomes   -["a"]-["a","b"]-
  /// ```
  ///
  /// Each subscription starts again from `seed`. An error thrown by `accumulator` ends the
  /// sequence with that error.
  public func scan<Accumulate>(
    into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void
  ) -> Observable<Accumulate> {
    ScanObservable(source: asObservable(), seed: seed, accumulator: accumulator)
  }

  /// Emits each intermediate result of folding the values into `seed` with `accumulator`.
  ///
  /// ```swift
  /// numbers.scan(0) { $0 + $1 }   // -1-2-3-   becomes   -1-3-6-
  /// ```
  ///
  /// Each subscription starts again from `seed`. An error thrown by `accumulator` ends the
  /// sequence with that error.
  public func scan<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> {
    ScanObservable(source: asObservable(), seed: seed) { result, element in
      result = try accumulator(result, element)
    }
  }
}

final class ScanObservable<Source, Accumulate>: UnaryOperator<Source, Accumulate> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = ScanSink<Source, Accumulate>.self

  let seed: Accumulate
  let accumulator: (inout Accumulate, Source) throws -> Void

  init(
    source: Observable<Source>, seed: Accumulate,
    accumulator: @escaping (inout Accumulate, Source) throws -> Void
  ) {
    self.seed = seed
    self.accumulator = accumulator
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Accumulate>)
    -> Sink<Source, Accumulate>
  {
    sinkType.init(seed: seed, accumulator: accumulator, downstream: downstream)
  }
}

private final class ScanSink<Source, Accumulate>: Sink<Source, Accumulate> {
  private var accumulate: Accumulate
  private let accumulator: (inout Accumulate, Source) throws -> Void

  init(
    seed: Accumulate, accumulator: @escaping (inout Accumulate, Source) throws -> Void,
    downstream: ObserverNode<Accumulate>
  ) {
    accumulate = seed
    self.accumulator = accumulator
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Source>) {
    switch event {
    case .next(let value):
      do {
        try accumulator(&accumulate, value)
        forward(.next(accumulate))
      } catch {
        forward(.error(error))
      }
    case .error(let error): forward(.error(error))
    case .completed: forward(.completed)
    }
  }
}
