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
      {
        self.a.subscribe(
          node: CombinerInput(depth: depth, onNext: { combiner.receiveA($0) }) {
            combiner.receiveA($0)
          })
      },
      {
        self.b.subscribe(
          node: CombinerInput(depth: depth, onNext: { combiner.receiveB($0) }) {
            combiner.receiveB($0)
          })
      },
    ])
    return combiner
  }
}

/// The running state of `combineLatest` of two sources.
///
/// The latest values live in slots allocated once and the flags behind a pointer: code shared
/// by every element type would otherwise look up the metadata of `A?` and `B?`, and check the
/// class's stored properties for exclusive access, at every value.
private final class CombineLatest2<A, B, Result>: Combiner<Result> {
  private struct State {
    var hasA = false
    var hasB = false
    var aDone = false
    var bDone = false
    var changed = false
    var isStopping = false
  }

  private let resultSelector: (A, B) throws -> Result
  private let a = UnsafeMutablePointer<A>.allocate(capacity: 1)
  private let b = UnsafeMutablePointer<B>.allocate(capacity: 1)
  private let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
  private var stop: Event<Result>?

  init(rank: Int, resultSelector: @escaping (A, B) throws -> Result, downstream: ObserverNode<Result>) {
    self.resultSelector = resultSelector
    state.initialize(to: State())
    super.init(rank: rank, downstream: downstream)
  }

  deinit {
    if state.pointee.hasA { a.deinitialize(count: 1) }
    if state.pointee.hasB { b.deinitialize(count: 1) }
    a.deallocate()
    b.deallocate()
    state.deallocate()
  }

  func receiveA(_ value: A) {
    lock.locked {
      if state.pointee.hasA { a.pointee = value } else { a.initialize(to: value) }
      state.pointee.hasA = true
      state.pointee.changed = true
    }
    inputChanged()
  }

  func receiveB(_ value: B) {
    lock.locked {
      if state.pointee.hasB { b.pointee = value } else { b.initialize(to: value) }
      state.pointee.hasB = true
      state.pointee.changed = true
    }
    inputChanged()
  }

  func receiveA(_ event: Event<A>) {
    switch event {
    case .next(let value): receiveA(value)
    case .error(let error): receiveStop(.error(error))
    case .completed:
      let stops = lock.locked { () -> Bool in
        state.pointee.aDone = true
        return !state.pointee.hasA || state.pointee.bDone
      }
      if stops { receiveStop(.completed) } else { inputChanged() }
    }
  }

  func receiveB(_ event: Event<B>) {
    switch event {
    case .next(let value): receiveB(value)
    case .error(let error): receiveStop(.error(error))
    case .completed:
      let stops = lock.locked { () -> Bool in
        state.pointee.bDone = true
        return !state.pointee.hasB || state.pointee.aDone
      }
      if stops { receiveStop(.completed) } else { inputChanged() }
    }
  }

  private func receiveStop(_ event: Event<Result>) {
    lock.locked {
      if stop == nil { stop = event }
      state.pointee.isStopping = true
    }
    inputChanged()
  }

  override func produce(_ emit: (Event<Result>) -> Void) {
    let isStopping = withUnsafeTemporaryAllocation(of: A.self, capacity: 1) { aCopy in
      withUnsafeTemporaryAllocation(of: B.self, capacity: 1) { bCopy in
        let (isReady, isStopping) = lock.locked { () -> (Bool, Bool) in
          let isReady = state.pointee.changed && state.pointee.hasA && state.pointee.hasB
          state.pointee.changed = false
          if isReady {
            aCopy.baseAddress!.initialize(to: a.pointee)
            bCopy.baseAddress!.initialize(to: b.pointee)
          }
          return (isReady, state.pointee.isStopping)
        }
        if isReady { combine(aCopy.baseAddress!.move(), bCopy.baseAddress!.move(), emit) }
        return isStopping
      }
    }
    if isStopping { emitStop(emit) }
  }

  /// Out of line, so that reading the stop event does not cost every value a lookup of its
  /// type's metadata.
  @inline(never)
  private func emitStop(_ emit: (Event<Result>) -> Void) {
    if let stop = lock.locked({ stop }) { emit(stop) }
  }

  private func combine(_ a: A, _ b: B, _ emit: (Event<Result>) -> Void) {
    let result: Result
    do { result = try resultSelector(a, b) } catch {
      fail(error, emit)
      return
    }
    sendNext(result)
  }

  /// Out of line, so that building the event does not cost every value a lookup of its type's
  /// metadata.
  @inline(never)
  private func fail(_ error: any Error, _ emit: (Event<Result>) -> Void) { emit(.error(error)) }
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
