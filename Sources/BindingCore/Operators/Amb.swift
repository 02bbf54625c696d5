extension ObservableType {
  /// Mirrors whichever of this sequence and `right` sends an event first (a value, an error
  /// or the completion), and disposes the other.
  ///
  /// ```swift
  /// primary.amb(mirror)   // --a--b|   and   -x--y--|   become   -x--y--|
  /// ```
  ///
  /// Both are subscribed at once, this sequence first. When one change reaches both in the
  /// same propagation, this sequence wins.
  public func amb<Right: ObservableType>(_ right: Right) -> Observable<Element>
  where Right.Element == Element {
    AmbObservable(left: asObservable(), right: right.asObservable())
  }

  /// Mirrors whichever of `sources` sends an event first, and disposes the others; never
  /// ends for an empty collection.
  ///
  /// ```swift
  /// Observable.amb([mirrorA, mirrorB, mirrorC])
  /// ```
  public static func amb<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    sources.reduce(Observable<Element>.never()) { $0.amb($1) }
  }
}

final class AmbObservable<Element>: Observable<Element> {
  private var left: Observable<Element>
  private var right: Observable<Element>

  init(left: Observable<Element>, right: Observable<Element>) {
    self.left = left
    self.right = right
    super.init(
      rank: max(left.rank, right.rank) + 1,
      sourceDepth: max(left.sourceDepth, right.sourceDepth) + 1)
  }

  deinit {
    let context = Propagation.current
    context.release(source: &left)
    context.release(source: &right)
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    let combiner = Amb<Element>(rank: rank, downstream: node)
    let depth = combiner.inputDepth
    combiner.connect([
      {
        self.left.subscribe(node: CombinerInput(depth: depth) { combiner.receive($0, from: 0) }, by: self)
      },
      {
        self.right.subscribe(node: CombinerInput(depth: depth) { combiner.receive($0, from: 1) }, by: self)
      },
    ])
    return combiner
  }
}

private final class Amb<Element>: Combiner<Element> {
  // Guarded by `lock`.
  /// The input (0 for the left, 1 for the right) whose events are mirrored, once one sent any.
  private var winner: Int?
  private var pending: [Event<Element>] = []

  func receive(_ event: Event<Element>, from input: Int) {
    let isElection = lock.locked { () -> Bool? in
      if let winner, winner != input { return nil }
      defer { winner = input }
      pending.append(event)
      return winner == nil
    }
    guard let isElection else { return }
    if isElection { disposeInput(1 - input) }
    inputChanged()
  }

  override func produce(_ emit: (Event<Element>) -> Void) {
    let events = lock.locked { () -> [Event<Element>] in
      defer { pending = [] }
      return pending
    }
    for event in events {
      emit(event)
      if event.isStopEvent { return }
    }
  }
}
