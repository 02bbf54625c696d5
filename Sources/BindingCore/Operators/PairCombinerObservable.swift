/// The observable of a `combineLatest` or `zip` of two sources.
@usableFromInline
final class PairCombinerObservable<A, B, Result>: Observable<Result> {
  private var a: Observable<A>
  private var b: Observable<B>
  private let rule: CombineRule
  private let emission: PairEmission<A, B, Result>
  /// The class of the combiner, looked up once, here rather than in code shared by every element
  /// type, which would look the generic class up at every subscription.
  private let combinerType: PairCombiner<A, B, Result>.Type

  /// - Parameter emitCombined: Built by ``pairEmission(_:)`` in the caller's code.
  @usableFromInline
  init(
    _ a: Observable<A>, _ b: Observable<B>, rule: CombineRule,
    emitCombined: PairEmission<A, B, Result>
  ) {
    self.a = a
    self.b = b
    self.rule = rule
    emission = emitCombined
    combinerType = PairCombiner<A, B, Result>.self
    super.init(
      rank: max(a.rank, b.rank) + 1, sourceDepth: max(a.sourceDepth, b.sourceDepth) + 1)
  }

  deinit {
    let context = Propagation.current
    context.release(source: &a)
    context.release(source: &b)
  }

  package override func subscribe(node: ObserverNode<Result>) -> Disposable {
    let combiner = combinerType.init(
      rule: rule, rank: rank, emitCombined: emission.combine, downstream: node)
    combiner.start(a, b, stores: (emission.storeA, emission.storeB), owner: self)
    return combiner
  }
}
