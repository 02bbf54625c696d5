extension ObservableType {
  /// Combines the latest values of two sources with `resultSelector`, each time either one
  /// emits, once both have emitted.
  ///
  /// Glitch-free: when one change reaches both sources in the same propagation (a diamond),
  /// the result is computed once, from both updated values.
  ///
  /// ```swift
  /// let full = Observable.combineLatest(first, last) { "\($0) \($1)" }
  /// ```
  ///
  /// Completes when both sources have completed, or when one completes without ever having
  /// emitted; fails as soon as either fails.
  public static func combineLatest<A: ObservableConvertibleType, B: ObservableConvertibleType>(
    _ a: A, _ b: B, resultSelector: @escaping (A.Element, B.Element) throws -> Element
  ) -> Observable<Element> {
    CombineLatest2Observable(a.asObservable(), b.asObservable(), resultSelector)
  }

  /// Combines the latest values of every source in `sources` with `resultSelector`, each time one
  /// emits, once all have emitted.
  ///
  /// An empty collection completes at once.
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
  /// ``ObservableType/combineLatest(_:_:resultSelector:)``.
  public static func combineLatest<A: ObservableConvertibleType, B: ObservableConvertibleType>(
    _ a: A, _ b: B
  ) -> Observable<(A.Element, B.Element)> where Element == (A.Element, B.Element) {
    CombineLatest2Observable(a.asObservable(), b.asObservable(), { ($0, $1) })
  }
}

final class CombineLatest2Observable<A, B, Result>: Observable<Result> {
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
    let combiner = CombineLatest2<A, B, Result>(
      rank: rank, resultSelector: resultSelector, downstream: node)
    let depth = combiner.inputDepth
    combiner.connect([
      { self.a.subscribe(node: CombinerInput(depth: depth) { combiner.receiveA($0) }) },
      { self.b.subscribe(node: CombinerInput(depth: depth) { combiner.receiveB($0) }) },
    ])
    return combiner
  }
}

private final class CombineLatest2<A, B, Result>: Combiner<Result> {
  private let resultSelector: (A, B) throws -> Result
  private var a: A?
  private var b: B?
  private var aDone = false
  private var bDone = false
  private var changed = false
  private var stop: Event<Result>?

  init(rank: Int, resultSelector: @escaping (A, B) throws -> Result, downstream: ObserverNode<Result>) {
    self.resultSelector = resultSelector
    super.init(rank: rank, downstream: downstream)
  }

  func receiveA(_ event: Event<A>) {
    lock.locked {
      switch event {
      case .next(let value): a = value; changed = true
      case .error(let error): stop = stop ?? .error(error)
      case .completed:
        aDone = true
        if a == nil || bDone { stop = stop ?? .completed }
      }
    }
    inputChanged()
  }

  func receiveB(_ event: Event<B>) {
    lock.locked {
      switch event {
      case .next(let value): b = value; changed = true
      case .error(let error): stop = stop ?? .error(error)
      case .completed:
        bDone = true
        if b == nil || aDone { stop = stop ?? .completed }
      }
    }
    inputChanged()
  }

  override func produce(_ emit: (Event<Result>) -> Void) {
    let (values, stop) = lock.locked { () -> ((A, B)?, Event<Result>?) in
      defer { changed = false }
      guard changed, let a, let b else { return (nil, self.stop) }
      return ((a, b), self.stop)
    }
    if let (a, b) = values {
      do { emit(.next(try resultSelector(a, b))) } catch { emit(.error(error)) }
    }
    if let stop { emit(stop) }
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
    let combiner = CombineLatestArray(
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

private final class CombineLatestArray<Element, Result>: Combiner<Result> {
  private let resultSelector: ([Element]) throws -> Result
  private var values: [Element?]
  private var missing: Int
  private var done: [Bool]
  private var doneCount = 0
  private var changed = false
  private var stop: Event<Result>?

  init(
    count: Int, rank: Int, resultSelector: @escaping ([Element]) throws -> Result,
    downstream: ObserverNode<Result>
  ) {
    self.resultSelector = resultSelector
    values = Array(repeating: nil, count: count)
    done = Array(repeating: false, count: count)
    missing = count
    super.init(rank: rank, downstream: downstream)
  }

  func receive(_ event: Event<Element>, at index: Int) {
    lock.locked {
      switch event {
      case .next(let value):
        if values[index] == nil { missing -= 1 }
        values[index] = value
        changed = true
      case .error(let error): stop = stop ?? .error(error)
      case .completed:
        if !done[index] {
          done[index] = true
          doneCount += 1
        }
        if values[index] == nil || doneCount == done.count { stop = stop ?? .completed }
      }
    }
    inputChanged()
  }

  override func produce(_ emit: (Event<Result>) -> Void) {
    let (snapshot, stop) = lock.locked { () -> ([Element]?, Event<Result>?) in
      defer { changed = false }
      guard changed, missing == 0 else { return (nil, self.stop) }
      return (values.map { $0! }, self.stop)
    }
    if let snapshot {
      do { emit(.next(try resultSelector(snapshot))) } catch { emit(.error(error)) }
    }
    if let stop { emit(stop) }
  }
}
