import DequeModule

extension ObservableType {
  /// Pairs the values of two sources in order, the first of one with the first of the other
  /// and so on, and emits `resultSelector`'s result for each pair.
  ///
  /// ```swift
  /// Observable.zip(questions, answers) { "\($0) \($1)" }
  /// // -q1---q2-  and  ---a1-a2-   become   ---q1 a1-q2 a2-
  /// ```
  ///
  /// Glitch-free: when one change reaches both sources in the same propagation, the pair is
  /// emitted once, after both values have arrived. Values wait in a queue until their partner
  /// arrives. Completes once both sources have completed; fails as soon as either fails.
  public static func zip<A: ObservableConvertibleType, B: ObservableConvertibleType>(
    _ a: A, _ b: B, resultSelector: @escaping (A.Element, B.Element) throws -> Element
  ) -> Observable<Element> {
    Zip2Observable(a.asObservable(), b.asObservable(), resultSelector)
  }

  /// Combines the values of every source in `sources` in order, the n-th of each together, with
  /// `resultSelector`.
  ///
  /// An empty collection completes at once.
  public static func zip<C: Collection>(
    _ sources: C, resultSelector: @escaping ([C.Element.Element]) throws -> Element
  ) -> Observable<Element> where C.Element: ObservableConvertibleType {
    ZipArrayObservable(sources.map { $0.asObservable() }, resultSelector)
  }

  /// Combines the values of every source in `sources` in order, the n-th of each together, into an
  /// array.
  ///
  /// An empty collection completes at once.
  public static func zip<C: Collection>(_ sources: C) -> Observable<[Element]>
  where C.Element: ObservableConvertibleType, C.Element.Element == Element {
    ZipArrayObservable(sources.map { $0.asObservable() }, { $0 })
  }
}

extension Observable {
  /// Pairs the values of two sources in order into tuples; see
  /// ``ObservableType/zip(_:_:resultSelector:)``.
  public static func zip<A: ObservableConvertibleType, B: ObservableConvertibleType>(
    _ a: A, _ b: B
  ) -> Observable<(A.Element, B.Element)> where Element == (A.Element, B.Element) {
    Zip2Observable(a.asObservable(), b.asObservable(), { ($0, $1) })
  }
}

final class Zip2Observable<A, B, Result>: Observable<Result> {
  let a: Observable<A>
  let b: Observable<B>
  let resultSelector: (A, B) throws -> Result

  init(_ a: Observable<A>, _ b: Observable<B>, _ resultSelector: @escaping (A, B) throws -> Result) {
    self.a = a
    self.b = b
    self.resultSelector = resultSelector
    super.init(
      rank: max(a.rank, b.rank) + 1, sourceDepth: max(a.sourceDepth, b.sourceDepth) + 1)
  }

  package override func subscribe(node: ObserverNode<Result>) -> Disposable {
    let combiner = Zip2<A, B, Result>(rank: rank, resultSelector: resultSelector, downstream: node)
    let depth = combiner.inputDepth
    combiner.connect([
      { self.a.subscribe(node: CombinerInput(depth: depth) { combiner.receiveA($0) }) },
      { self.b.subscribe(node: CombinerInput(depth: depth) { combiner.receiveB($0) }) },
    ])
    return combiner
  }
}

private final class Zip2<A, B, Result>: Combiner<Result> {
  private let resultSelector: (A, B) throws -> Result
  private var a: Deque<A> = []
  private var b: Deque<B> = []
  private var aDone = false
  private var bDone = false
  private var stop: Event<Result>?

  init(
    rank: Int, resultSelector: @escaping (A, B) throws -> Result, downstream: ObserverNode<Result>
  ) {
    self.resultSelector = resultSelector
    super.init(rank: rank, downstream: downstream)
  }

  func receiveA(_ event: Event<A>) {
    lock.locked {
      switch event {
      case .next(let value): a.append(value)
      case .error(let error): stop = stop ?? .error(error)
      case .completed:
        aDone = true
        if bDone { stop = stop ?? .completed }
      }
    }
    inputChanged()
  }

  func receiveB(_ event: Event<B>) {
    lock.locked {
      switch event {
      case .next(let value): b.append(value)
      case .error(let error): stop = stop ?? .error(error)
      case .completed:
        bDone = true
        if aDone { stop = stop ?? .completed }
      }
    }
    inputChanged()
  }

  override func produce(_ emit: (Event<Result>) -> Void) {
    let (pairs, stop) = lock.locked { () -> ([(A, B)], Event<Result>?) in
      var pairs: [(A, B)] = []
      while let first = a.first, let second = b.first {
        a.removeFirst()
        b.removeFirst()
        pairs.append((first, second))
      }
      return (pairs, self.stop)
    }
    for (a, b) in pairs {
      do { emit(.next(try resultSelector(a, b))) } catch {
        emit(.error(error))
        return
      }
    }
    if let stop { emit(stop) }
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
    let combiner = ZipArray(
      count: sources.count, rank: rank, resultSelector: resultSelector, downstream: node)
    if sources.isEmpty {
      node.on(.completed)
      return combiner
    }
    let depth = combiner.inputDepth
    combiner.connect(
      sources.enumerated().map { index, source in
        { source.subscribe(node: CombinerInput(depth: depth) { combiner.receive($0, at: index) }) }
      })
    return combiner
  }
}

private final class ZipArray<Element, Result>: Combiner<Result> {
  private let resultSelector: ([Element]) throws -> Result
  private var queues: [Deque<Element>]
  private var done: [Bool]
  private var doneCount = 0
  private var stop: Event<Result>?

  init(
    count: Int, rank: Int, resultSelector: @escaping ([Element]) throws -> Result,
    downstream: ObserverNode<Result>
  ) {
    self.resultSelector = resultSelector
    queues = Array(repeating: [], count: count)
    done = Array(repeating: false, count: count)
    super.init(rank: rank, downstream: downstream)
  }

  func receive(_ event: Event<Element>, at index: Int) {
    lock.locked {
      switch event {
      case .next(let value): queues[index].append(value)
      case .error(let error): stop = stop ?? .error(error)
      case .completed:
        if !done[index] {
          done[index] = true
          doneCount += 1
        }
        if doneCount == done.count { stop = stop ?? .completed }
      }
    }
    inputChanged()
  }

  override func produce(_ emit: (Event<Result>) -> Void) {
    let (rows, stop) = lock.locked { () -> ([[Element]], Event<Result>?) in
      var rows: [[Element]] = []
      while queues.allSatisfy({ !$0.isEmpty }) {
        rows.append(queues.indices.map { queues[$0].removeFirst() })
      }
      return (rows, self.stop)
    }
    for row in rows {
      do { emit(.next(try resultSelector(row))) } catch {
        emit(.error(error))
        return
      }
    }
    if let stop { emit(stop) }
  }
}
