/// The base of `combineLatest` and `zip` for any number of sources: counts, per input, what
/// arrived and which inputs are done, and leaves to the typed inputs (``IndexedInput``) where
/// their values wait.
///
/// The forms of every arity, from two sources to a collection, share this one implementation:
/// a front end builds one typed input per source and two closures, `take` (called under
/// ``Combiner/lock``: moves the values of one result out of the inputs) and `combine` (called
/// without it: the user's selector).
class IndexedCombiner<Snapshot, Result>: Combiner<Result> {
  /// Guarded by `lock`, as is all of this class's state.
  private var take: (() -> Snapshot)?
  private let combine: (Snapshot) throws -> Result
  /// How many values each input holds (at most one for `combineLatest`).
  final var held: [Int]
  final var done: [Bool]
  final var doneCount = 0
  /// How many inputs hold no value.
  final var emptyCount: Int
  final var stop: Event<Result>?

  init(
    count: Int, rank: Int, combine: @escaping (Snapshot) throws -> Result,
    downstream: ObserverNode<Result>
  ) {
    self.combine = combine
    held = Array(repeating: 0, count: count)
    done = Array(repeating: false, count: count)
    emptyCount = count
    super.init(rank: rank, downstream: downstream)
  }

  /// Subscribes `inputs` to their sources, reading results with `take`; call once.
  final func start(take: @escaping () -> Snapshot, subscriptions: [() -> Disposable]) {
    lock.locked { self.take = take }
    connect(subscriptions)
  }

  /// Records, under the lock, that input `index` received a value; `store` keeps it.
  final func receiveValue(at index: Int, _ store: () -> Void) {
    let changed = lock.locked { () -> Bool in
      guard stop == nil else { return false }
      store()
      if held[index] == 0 { emptyCount -= 1 }
      held[index] += 1
      return valueArrived(at: index)
    }
    if changed { inputChanged() }
  }

  /// Records input `index`'s stop event.
  final func receiveStop(at index: Int, _ event: Event<Never>) {
    let settled = lock.locked { () -> Bool in
      guard stop == nil else { return false }
      switch event {
      case .error(let error): stop = .error(error)
      case .completed, .next:
        if !done[index] {
          done[index] = true
          doneCount += 1
        }
        if doneCount == done.count { stop = .completed }
      }
      return stop != nil
    }
    if settled { inputChanged() } else if case .completed = event { disposeInput(index) }
  }

  /// Whether every input other than `index` is done.
  final func othersDone(than index: Int) -> Bool {
    doneCount - (done[index] ? 1 : 0) == done.count - 1
  }

  /// Updates the subclass's state after a value arrived at `index`; returns whether a flush
  /// is needed. Called with the lock held.
  func valueArrived(at index: Int) -> Bool { true }

  /// How many results the inputs hold now, taking their values as `take` reads them.
  /// Called with the lock held.
  func readyCount() -> Int { 0 }

  package override func produce(_ emit: (Event<Result>) -> Void) {
    let (snapshots, stop) = lock.locked { () -> ([Snapshot], Event<Result>?) in
      guard let take else { return ([], nil) }
      let ready = readyCount()
      return ((0..<ready).map { _ in take() }, self.stop)
    }
    for snapshot in snapshots {
      let result: Result
      do { result = try combine(snapshot) } catch {
        emit(.error(error))
        return
      }
      sendNext(result)
    }
    if let stop { emit(stop) }
  }

  package override func disposeResources() {
    lock.locked { take = nil }
  }
}

/// One typed input of an ``IndexedCombiner``: keeps the values of its source that wait to be
/// combined (the latest one for `combineLatest`, a queue for `zip`).
final class IndexedInput<Element, Snapshot, Result>: ObserverNode<Element> {
  private let combiner: IndexedCombiner<Snapshot, Result>
  private let index: Int
  private let keepsAll: Bool
  /// Guarded by the combiner's lock.
  private var values: [Element] = []
  private var first = 0

  init(_ combiner: IndexedCombiner<Snapshot, Result>, index: Int, keepsAll: Bool) {
    self.combiner = combiner
    self.index = index
    self.keepsAll = keepsAll
    super.init(chainDepth: combiner.inputDepth)
  }

  /// The value a result uses: the oldest one waiting for `zip`, the latest for
  /// `combineLatest`. Call with the combiner's lock held.
  var current: Element { values[first] }

  /// Removes the oldest value (`zip`). Call with the combiner's lock held.
  func removeCurrent() -> Element {
    let value = values[first]
    first += 1
    if first == values.count {
      values.removeAll(keepingCapacity: true)
      first = 0
    }
    return value
  }

  package override func onNext(_ value: Element) {
    combiner.receiveValue(at: index) {
      if keepsAll || values.isEmpty {
        values.append(value)
      } else {
        values[0] = value
      }
    }
  }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next(let value): onNext(value)
    case .error(let error): combiner.receiveStop(at: index, .error(error))
    case .completed: combiner.receiveStop(at: index, .completed)
    }
  }
}

/// Subscribes an ``IndexedCombiner`` to two sources, reading pairs with `read`.
func startIndexedCombiner<A, B, Result>(
  _ combiner: IndexedCombiner<(A, B), Result>, keepsAll: Bool,
  _ a: Observable<A>, _ b: Observable<B>,
  read: @escaping (IndexedInput<A, (A, B), Result>, IndexedInput<B, (A, B), Result>) -> (A, B)
) {
  let inputA = IndexedInput<A, (A, B), Result>(combiner, index: 0, keepsAll: keepsAll)
  let inputB = IndexedInput<B, (A, B), Result>(combiner, index: 1, keepsAll: keepsAll)
  combiner.start(
    take: { read(inputA, inputB) },
    subscriptions: [{ a.subscribe(node: inputA) }, { b.subscribe(node: inputB) }])
}

/// Subscribes an ``IndexedCombiner`` to every source of a collection.
func startIndexedCombiner<Element, Result>(
  _ combiner: IndexedCombiner<[Element], Result>, keepsAll: Bool, sources: [Observable<Element>],
  read: @escaping ([IndexedInput<Element, [Element], Result>]) -> [Element]
) {
  let inputs = sources.indices.map {
    IndexedInput<Element, [Element], Result>(combiner, index: $0, keepsAll: keepsAll)
  }
  combiner.start(
    take: { read(inputs) },
    subscriptions: zip(inputs, sources).map { input, source in { source.subscribe(node: input) } })
}

/// The observable of a `combineLatest` or `zip` of two sources: `connect` makes and starts
/// the combiner of one subscription.
final class IndexedCombinerObservable<Result>: Observable<Result> {
  private let connect: (ObserverNode<Result>, Int) -> Disposable

  init<A, B>(
    _ a: Observable<A>, _ b: Observable<B>,
    connect: @escaping (ObserverNode<Result>, Int) -> Disposable
  ) {
    self.connect = connect
    super.init(
      rank: max(a.rank, b.rank) + 1, sourceDepth: max(a.sourceDepth, b.sourceDepth) + 1)
  }

  package override func subscribe(node: ObserverNode<Result>) -> Disposable {
    connect(node, rank)
  }
}
