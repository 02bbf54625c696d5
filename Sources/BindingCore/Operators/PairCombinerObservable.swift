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
  /// The class of the node of `subscribe(onNext:)`, looked up once for the same reason.
  private let handlerSinkType: NextHandlerSink<Result>.Type

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
    handlerSinkType = NextHandlerSink<Result>.self
    super.init(
      rank: max(a.rank, b.rank) + 1, sourceDepth: max(a.sourceDepth, b.sourceDepth) + 1)
  }

  deinit {
    let context = Propagation.current
    context.release(source: &a)
    context.release(source: &b)
  }

  package override func subscribe(node: ObserverNode<Result>) -> Disposable {
    start(downstream: node)
  }

  /// Subscribes `onNext` through a ``NextHandlerSink`` the combiner serves, as a broadcast's line
  /// serves its subscribers (see `Sink.deliverToUser`).
  ///
  /// The combiner emits only as the owner of its input state, one propagation at a time, so its
  /// values need no count, and it ends the delivery the sink holds open for it as that owner,
  /// after its last flush. Not while an inspector is attached, which taps the subscriber.
  override func subscribeFused(onNext: @escaping (Result) -> Void) -> DisposableNode? {
    if Inspection.isAttached { return nil }
    let sink = handlerSinkType.init(onNext)
    sink.serveByLine()
    sink.setUpstream(held: .object(start(downstream: sink)))
    return sink
  }

  /// Makes a combiner emitting to `downstream` and subscribes it to both sources.
  private func start(downstream: ObserverNode<Result>) -> PairCombiner<A, B, Result> {
    let combiner = combinerType.init(
      rule: rule, rank: rank, emitCombined: emission.combine, downstream: downstream)
    combiner.start(a, b, stores: (emission.storeA, emission.storeB), owner: self)
    return combiner
  }
}
