extension ObservableType {
  /// Combines the values of two sources in order, the first of each together, then
  /// the second, and so on, and emits `resultSelector`'s result for each.
  ///
  /// ```swift
  /// Observable.zip(questions, answers) { "\($0) \($1)" }
  /// // -q1---q2-  and  ---a1-a2-   become   ---q1 a1-q2 a2-
  /// ```
  ///
  /// Glitch-free: when one change reaches several sources in the same propagation, their
  /// values make one result, after all have arrived. Values wait in a queue until their
  /// partners arrive. Completes once every source has completed; fails as soon as one fails.
  public static func zip<A: ObservableConvertibleType, B: ObservableConvertibleType>(
    _ a: A, _ b: B, resultSelector: @escaping (A.Element, B.Element) throws -> Element
  ) -> Observable<Element> {
    zip2Observable(a.asObservable(), b.asObservable(), resultSelector)
  }

  /// Combines the values of every source in `sources` in order, the n-th of each together, with
  /// `resultSelector`.
  ///
  /// Completes once every source has completed, or once a source emits a value that can never
  /// be paired because all the others have completed. An empty collection completes at once.
  public static func zip<C: Collection>(
    _ sources: C, resultSelector: @escaping ([C.Element.Element]) throws -> Element
  ) -> Observable<Element> where C.Element: ObservableConvertibleType {
    ZipArrayObservable(sources.map { $0.asObservable() }, resultSelector)
  }

  /// Combines the values of every source in `sources` in order, the n-th of each together, into an
  /// array; completes like ``zip(_:resultSelector:)-(C,_)``.
  public static func zip<C: Collection>(_ sources: C) -> Observable<[Element]>
  where C.Element: ObservableConvertibleType, C.Element.Element == Element {
    ZipArrayObservable(sources.map { $0.asObservable() }, { $0 })
  }
}

extension Observable {
  /// Combines the values of two sources in order into tuples; see
  /// ``ObservableType/zip(_:resultSelector:)-(_,(_)->Element)``.
  public static func zip<A: ObservableConvertibleType, B: ObservableConvertibleType>(
    _ a: A, _ b: B
  ) -> Observable<(A.Element, B.Element)> where Element == (A.Element, B.Element) {
    zip2Observable(a.asObservable(), b.asObservable(), { ($0, $1) })
  }
}

/// The observable of `zip` over two sources; the forms for more sources nest it.
func zip2Observable<A, B, Result>(
  _ a: Observable<A>, _ b: Observable<B>, _ combine: @escaping (A, B) throws -> Result
) -> Observable<Result> {
  IndexedCombinerObservable(a, b) { node, rank in
    let combiner = ZipCombiner(
      count: 2, completesWhenUnpairable: false, rank: rank,
      combine: { (pair: (A, B)) in try combine(pair.0, pair.1) }, downstream: node)
    startIndexedCombiner(combiner, keepsAll: true, a, b) { a, b in (a.removeCurrent(), b.removeCurrent()) }
    return combiner
  }
}

final class ZipArrayObservable<Element, Result>: Observable<Result> {
  let sources: [Observable<Element>]
  let resultSelector: ([Element]) throws -> Result

  init(_ sources: [Observable<Element>], _ resultSelector: @escaping ([Element]) throws -> Result) {
    self.sources = sources
    self.resultSelector = resultSelector
    super.init(
      rank: (sources.map(\.rank).max() ?? 0) + 1,
      sourceDepth: (sources.map(\.sourceDepth).max() ?? 0) + 1)
  }

  package override func subscribe(node: ObserverNode<Result>) -> Disposable {
    if sources.isEmpty {
      node.on(.completed)
      return Disposables.create()
    }
    let combiner = ZipCombiner(
      count: sources.count, completesWhenUnpairable: true, rank: rank, combine: resultSelector,
      downstream: node)
    startIndexedCombiner(combiner, keepsAll: true, sources: sources) {
      $0.map { $0.removeCurrent() }
    }
    return combiner
  }
}

/// The running state of `zip`: a result for each set of values, one from every input.
///
/// The collection form also completes when a value arrives that can never be paired (every
/// other input completed without a value waiting), as RxSwift's does; the forms with a fixed
/// number of sources complete only once all have completed.
private final class ZipCombiner<Snapshot, Result>: IndexedCombiner<Snapshot, Result> {
  private let completesWhenUnpairable: Bool

  init(
    count: Int, completesWhenUnpairable: Bool, rank: Int,
    combine: @escaping (Snapshot) throws -> Result, downstream: ObserverNode<Result>
  ) {
    self.completesWhenUnpairable = completesWhenUnpairable
    super.init(count: count, rank: rank, combine: combine, downstream: downstream)
  }

  override func valueArrived(at index: Int) -> Bool {
    guard emptyCount > 0 else { return true }
    guard completesWhenUnpairable, othersDone(than: index) else { return false }
    stop = .completed
    return true
  }

  override func readyCount() -> Int {
    let ready = held.min() ?? 0
    guard ready > 0 else { return 0 }
    for index in held.indices {
      held[index] -= ready
      if held[index] == 0 { emptyCount += 1 }
    }
    return ready
  }
}
