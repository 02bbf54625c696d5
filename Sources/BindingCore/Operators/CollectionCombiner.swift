/// The `combineLatest` or `zip` of a collection of sources.
final class CollectionCombiner<Element, Result>: IndexedCombiner<Result> {
  private let combine: ([Element]) throws -> Result
  private var inputs: [IndexedInput<Element, Result>] = []

  init(
    count: Int, rule: CombineRule, rank: Int, combine: @escaping ([Element]) throws -> Result,
    downstream: ObserverNode<Result>
  ) {
    self.combine = combine
    super.init(count: count, rule: rule, rank: rank, downstream: downstream)
  }

  /// Subscribes to `sources` for `owner` (the observable subscribed); call once, right after
  /// init.
  func start(_ sources: [Observable<Element>], owner: AnyObject) {
    let store = indexedStore(Element.self)
    let inputs = sources.indices.map { IndexedInput<Element, Result>(self, index: $0, store: store) }
    lock.locked { self.inputs = inputs }
    connect(zip(inputs, sources).map { input, source in { source.subscribe(node: input, by: owner) } })
  }

  override func takeResult(_ emit: (Event<Result>) -> Void) -> CombinerTaking {
    guard !inputs.isEmpty else { return .ended }
    let (isReady, next) = takeReady()
    guard isReady else { return next }
    let values = inputs.map { input in
      withUnsafeTemporaryAllocation(of: Element.self, capacity: 1) { value in
        input.take(into: value.baseAddress!)
        return value.baseAddress!.move()
      }
    }
    do { sendNextExclusively(try combine(values)) } catch {
      emit(.error(error))
      return .ended
    }
    return next
  }

  package override func disposeResources() {
    runAsOwner { [self] in
      let released = inputs
      inputs = []
      dropInputs { withExtendedLifetime(released) {} }
    }
  }
}
