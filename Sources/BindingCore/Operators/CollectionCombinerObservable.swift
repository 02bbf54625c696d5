/// The observable of a `combineLatest` or `zip` of a collection of sources.
final class CollectionCombinerObservable<Element, Result>: Observable<Result> {
  private var sources: [Observable<Element>]
  private let rule: CombineRule
  private let combine: ([Element]) throws -> Result

  init(
    _ sources: [Observable<Element>], rule: CombineRule,
    combine: @escaping ([Element]) throws -> Result
  ) {
    self.sources = sources
    self.rule = rule
    self.combine = combine
    super.init(
      rank: (sources.map { $0.rank }.max() ?? 0) + 1,
      sourceDepth: (sources.map { $0.sourceDepth }.max() ?? 0) + 1)
  }

  deinit {
    let previous = sources
    sources = []
    Propagation.current.release(consume previous)
  }

  package override func subscribe(node: ObserverNode<Result>) -> Disposable {
    guard !sources.isEmpty else { return emitForNoSources(to: node) }
    let combiner = CollectionCombiner(
      count: sources.count, rule: rule, rank: rank, combine: combine, downstream: node)
    combiner.start(sources, owner: self)
    return combiner
  }

  /// An empty collection: `combineLatest` emits the selector's result for `[]`, then
  /// completes (as RxSwift's); `zip` completes.
  private func emitForNoSources(to node: ObserverNode<Result>) -> Disposable {
    if case .latest = rule {
      do { node.onNext(try combine([])) } catch {
        node.on(.error(error))
        return Disposables.create()
      }
    }
    node.on(.completed)
    return Disposables.create()
  }
}
