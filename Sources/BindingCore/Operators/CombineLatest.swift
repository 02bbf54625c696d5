extension ObservableType {
  /// Combines the latest values of two sources with `resultSelector`, each time one
  /// emits, once all have emitted.
  ///
  /// Glitch-free: when one change reaches several sources in the same propagation (a
  /// diamond), the result is computed once, from all the updated values.
  ///
  /// ```swift
  /// let full = Observable.combineLatest(first, last) { "\($0) \($1)" }
  /// ```
  ///
  /// Completes once every source has completed, or once a source emits while all the others
  /// have completed and one of them never emitted (no result can come any more); fails as
  /// soon as a source fails.
  public static func combineLatest<A: ObservableConvertibleType, B: ObservableConvertibleType>(
    _ a: A, _ b: B, resultSelector: @escaping (A.Element, B.Element) throws -> Element
  ) -> Observable<Element> {
    combineLatest2Observable(a.asObservable(), b.asObservable(), resultSelector)
  }

  /// Combines the latest values of every source in `sources` with `resultSelector`, each time one
  /// emits, once all have emitted; completes and fails like
  /// ``combineLatest(_:resultSelector:)-(_,(_)->Element)``.
  ///
  /// An empty collection emits `resultSelector([])`, then completes.
  public static func combineLatest<C: Collection>(
    _ sources: C, resultSelector: @escaping ([C.Element.Element]) throws -> Element
  ) -> Observable<Element> where C.Element: ObservableConvertibleType {
    CombineLatestArrayObservable(sources.map { $0.asObservable() }, resultSelector)
  }

  /// Combines the latest values of every source in `sources` into an array, each time one
  /// emits, once all have emitted.
  public static func combineLatest<C: Collection>(_ sources: C) -> Observable<[Element]>
  where C.Element: ObservableConvertibleType, C.Element.Element == Element {
    CombineLatestArrayObservable(sources.map { $0.asObservable() }, { $0 })
  }
}

extension Observable {
  /// Combines the latest values of two sources into a tuple; see
  /// ``ObservableType/combineLatest(_:resultSelector:)-(_,(_)->Element)``.
  public static func combineLatest<A: ObservableConvertibleType, B: ObservableConvertibleType>(
    _ a: A, _ b: B
  ) -> Observable<(A.Element, B.Element)> where Element == (A.Element, B.Element) {
    combineLatest2Observable(a.asObservable(), b.asObservable(), { ($0, $1) })
  }
}

/// The observable of `combineLatest` over two sources; the forms for more sources nest it.
func combineLatest2Observable<A, B, Result>(
  _ a: Observable<A>, _ b: Observable<B>, _ combine: @escaping (A, B) throws -> Result
) -> Observable<Result> {
  IndexedCombinerObservable(a, b) { node, rank in
    let combiner = CombineLatestCombiner(
      count: 2, rank: rank, combine: { (pair: (A, B)) in try combine(pair.0, pair.1) }, downstream: node)
    startIndexedCombiner(combiner, keepsAll: false, a, b) { a, b in (a.current, b.current) }
    return combiner
  }
}

final class CombineLatestArrayObservable<Element, Result>: Observable<Result> {
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
      do { node.onNext(try resultSelector([])) } catch {
        node.on(.error(error))
        return Disposables.create()
      }
      node.on(.completed)
      return Disposables.create()
    }
    let combiner = CombineLatestCombiner(
      count: sources.count, rank: rank, combine: resultSelector, downstream: node)
    startIndexedCombiner(combiner, keepsAll: false, sources: sources) { $0.map(\.current) }
    return combiner
  }
}

/// The running state of `combineLatest`: a result after each propagation that changed an
/// input, once every input has a value.
private final class CombineLatestCombiner<Snapshot, Result>: IndexedCombiner<Snapshot, Result> {
  /// Guarded by `lock`.
  private var changed = false

  override func valueArrived(at index: Int) -> Bool {
    if emptyCount > 0, othersDone(than: index) { stop = .completed }
    changed = true
    return true
  }

  override func readyCount() -> Int {
    defer { changed = false }
    return changed && emptyCount == 0 ? 1 : 0
  }
}
