import DequeModule
import Synchronization

/// Which operator's rules an ``IndexedCombiner`` follows.
enum CombineRule {
  /// `combineLatest`: a result after each propagation that changed an input, once all have a
  /// value; completes when all completed, or when a value arrives that can never be combined
  /// (every other input completed, one of them without a value).
  case latest
  /// `zip` of a fixed number of sources: a result for each set of values, one from every
  /// input; completes when all completed.
  case zip
  /// `zip` of a collection, as RxSwift's: also completes when a value arrives that can never
  /// be paired (every other input completed).
  case zipCollection
}

/// The counts that ``IndexedCombiner`` decides by, in a type that does not depend on the
/// element types, so that code shared by every element type reads them without metadata.
struct CombineCounts {
  let rule: CombineRule
  /// How many values each input holds (at most one under `latest`).
  private var held: [Int]
  private var done: [Bool]
  private var doneCount = 0
  /// How many inputs hold no value.
  private var emptyCount: Int
  private var changed = false
  /// Whether a flush is scheduled that has not started yet: a value arriving meanwhile waits
  /// for that flush rather than scheduling one.
  var isFlushScheduled = false
  /// Set once the result is to end: the stop event is kept by the combiner.
  private(set) var isStopping = false

  init(count: Int, rule: CombineRule) {
    self.rule = rule
    held = Array(repeating: 0, count: count)
    done = Array(repeating: false, count: count)
    emptyCount = count
  }

  /// Counts a value arriving at `index`; returns whether a flush is needed and whether the
  /// result now completes.
  @inline(__always)
  mutating func valueArrived(at index: Int) -> (flush: Bool, completes: Bool) {
    changed = true
    // The usual case, a new latest value once every input has one: nothing else changes, and
    // the arrays are not written, which would check their buffers for uniqueness. Inlined into
    // the inputs; the rest out of line.
    if emptyCount == 0 && rule == .latest { return (true, false) }
    return countArrival(at: index)
  }

  @inline(never)
  private mutating func countArrival(at index: Int) -> (flush: Bool, completes: Bool) {
    if held[index] == 0 { emptyCount -= 1 }
    held[index] = rule == .latest ? 1 : held[index] + 1
    guard emptyCount > 0 else { return (true, false) }
    let othersDone = doneCount - (done[index] ? 1 : 0) == done.count - 1
    if othersDone && rule != .zip {
      isStopping = true
      return (true, true)
    }
    return (rule == .latest, false)
  }

  /// Counts input `index` as completed; returns whether the result now completes.
  mutating func completed(at index: Int) -> Bool {
    if !done[index] {
      done[index] = true
      doneCount += 1
    }
    if doneCount == done.count { isStopping = true }
    return isStopping
  }

  /// Records that the result ends with an error.
  mutating func failed() { isStopping = true }

  /// Whether a result is ready, then counted as taken.
  @inline(__always)
  mutating func takeReady() -> Bool {
    guard emptyCount == 0 else {
      changed = false
      return false
    }
    if rule == .latest {
      defer { changed = false }
      return changed
    }
    for index in held.indices {
      held[index] -= 1
      if held[index] == 0 { emptyCount += 1 }
    }
    return true
  }

  /// Whether ``takeReady()`` would return `true`.
  var hasReady: Bool { emptyCount == 0 && (rule != .latest || changed) }
}

/// What one call of ``IndexedCombiner/takeResult(_:)`` did.
enum CombinerTaking {
  /// Emitted one result; `hasMore`: another was ready too; `isStopping`: the result ends
  /// once none is.
  case emitted(hasMore: Bool, isStopping: Bool)
  /// Found no result ready; `isStopping`: the result ends now.
  case nothingReady(isStopping: Bool)
  /// Emitted the selector's error, or found the combiner disposed: nothing more to emit.
  case ended
}

/// The base of `combineLatest` and `zip` for any number of sources: one implementation of
/// their rules (``CombineRule``: when a result is ready, when the result completes), whatever
/// the number of sources and however their values are stored.
///
/// Inputs (``IndexedInput``) keep their values and report each arrival and stop event here by
/// index. A subclass only reads one result out of the inputs, ``takeResult(_:)``: for two
/// sources (``PairCombiner``) or a collection (``CollectionCombiner``); the forms for three to
/// eight sources nest the two-source one.
///
/// The input state (the counts, the inputs' values, the stop event, the inputs themselves) is
/// not guarded by the lock but *owned* by one propagation at a time: the first input to receive
/// a value in a propagation claims it with one compare-and-swap of ``owner`` and schedules a
/// flush; the other inputs of that propagation, on the same thread, find it theirs with a load
/// and write without any atomic operation; the flush reads the values, emits, and gives the state
/// back with one compare-and-swap. Emissions happen only in the owner's flush, one thread at a
/// time, so they need no delivery line either. A thread that finds the state owned by another
/// propagation (another thread's) leaves its work in ``mailbox``, under the lock, and marks
/// ``owner`` so that the owner's compare-and-swap fails: the owner then does the work and emits
/// its results before it lets go, one propagation's work at a time. No lock is held while user
/// code runs, and no thread waits for another: the owner only keeps the state across the user
/// code of its own propagation (the other branches of a diamond, the subscriber).
class IndexedCombiner<Result>: Combiner<Result> {
  let rule: CombineRule
  /// Owned by ``owner``'s propagation; behind a pointer, where accesses are not checked for
  /// exclusivity at run time as a class's stored properties are.
  private let counts: UnsafeMutablePointer<CombineCounts>
  /// Owned by ``owner``'s propagation.
  @exclusivity(unchecked) private var stop: Event<Result>?
  /// The token of the propagation that owns the input state (``Propagation/token``), `0` when
  /// none does; with ``contendedBit`` when work waits in ``mailbox`` for it.
  private let owner = Atomic<Int>(0)
  /// Work that other propagations left for the owner, with their tokens, in order; guarded by
  /// the lock.
  private var mailbox: [(token: Int, work: () -> Void)] = []

  init(count: Int, rule: CombineRule, rank: Int, downstream: ObserverNode<Result>) {
    self.rule = rule
    counts = .allocate(capacity: 1)
    counts.initialize(to: CombineCounts(count: count, rule: rule))
    super.init(rank: rank, downstream: downstream)
  }

  deinit {
    counts.deinitialize(count: 1)
    counts.deallocate()
  }

  /// Whether `context`'s propagation owns the input state, claiming it (and scheduling a flush,
  /// which gives it back) if no one does; `false` when another propagation owns it or none runs
  /// on this thread: the caller then goes through ``runAsOwner(_:)``.
  @inline(__always)
  final func ownsInputs(in context: Propagation) -> Bool {
    guard context.isActive else { return false }
    let token = context.token
    let current = owner.load(ordering: .relaxed)
    if current == token { return true }
    guard current == 0,
      owner.compareExchange(expected: 0, desired: token, ordering: .acquiringAndReleasing).exchanged
    else { return false }
    counts.pointee.isFlushScheduled = true
    scheduleFlush(in: context)
    return true
  }

  /// Records that input `index` received a value, which `store` keeps, when this propagation
  /// owns the input state; otherwise calls `elsewhere`, which hands the same to
  /// ``runAsOwner(_:)`` with ``recordValue(at:_:)``.
  @inline(__always)
  final func receiveValue(at index: Int, _ store: () -> Void, elsewhere: () -> Void) {
    Propagation.withCurrent { context in
      guard ownsInputs(in: context) else { return elsewhere() }
      if recordValue(at: index, store) && !counts.pointee.isFlushScheduled {
        counts.pointee.isFlushScheduled = true
        scheduleFlush(in: context)
      }
    }
  }

  /// Stores and counts a value of input `index`; returns whether a flush is needed.
  ///
  /// Call as the owner.
  @inline(__always)
  final func recordValue(at index: Int, _ store: () -> Void) -> Bool {
    if counts.pointee.isStopping { return false }
    store()
    let (flush, completes) = counts.pointee.valueArrived(at: index)
    if completes { recordCompletion() }
    return flush
  }

  /// Records that the result completes; called as the owner.
  ///
  /// Out of line, so that naming the stop event does not cost every value a lookup of its
  /// type's metadata.
  @inline(never)
  private func recordCompletion() { stop = .completed }

  /// Records input `index`'s stop event.
  final func receiveStop(at index: Int, _ event: Event<Never>) {
    runAsOwner { [self] in
      if counts.pointee.isStopping { return }
      if case .error(let error) = event {
        counts.pointee.failed()
        stop = .error(error)
      } else if counts.pointee.completed(at: index) {
        stop = .completed
      } else {
        disposeInput(index)
      }
    }
  }

  /// Runs `work` on the input state as its owner: now, if this thread's propagation owns it or
  /// can claim it (opening a propagation if none runs), then makes sure a flush is scheduled;
  /// otherwise leaves it for the owning propagation, which runs it, and emits what follows from
  /// it, before it lets go of the state.
  @inline(never)
  final func runAsOwner(_ work: @escaping () -> Void) {
    let context = Propagation.current
    guard context.isActive else {
      context.propagate { runAsOwner(work) }
      return
    }
    let token = context.token
    let runsNow = lock.locked { () -> Bool in
      var current = owner.load(ordering: .relaxed)
      while true {
        if current & ~contendedBit == token { return true }
        let desired = current == 0 ? token : current | contendedBit
        let (exchanged, original) = owner.compareExchange(
          expected: current, desired: desired, ordering: .acquiringAndReleasing)
        if !exchanged {
          current = original
          continue
        }
        if current == 0 { return true }
        mailbox.append((token, work))
        return false
      }
    }
    guard runsNow else { return }
    work()
    if !counts.pointee.isFlushScheduled {
      counts.pointee.isFlushScheduled = true
      scheduleFlush(in: context)
    }
  }

  /// Emits what the inputs have settled to, then gives the input state back (see the type).
  package final override func flush() {
    counts.pointee.isFlushScheduled = false
    if !isDisposed { produce { sendExclusively($0) } }
    Propagation.withCurrent { context in
      if counts.pointee.isFlushScheduled { return }
      if !context.hasWaitingCalls
        && owner.compareExchange(
          expected: context.token, desired: 0, ordering: .acquiringAndReleasing
        ).exchanged
      {
        return
      }
      releaseOwnership(in: context)
    }
  }

  /// Gives the input state back, after the work other propagations left meanwhile.
  ///
  /// Not while a flush is scheduled (it will), nor while part of the emission waits at the top
  /// of the stack (a deep chain downstream): then once that has run, so that another thread's
  /// emission cannot overtake it. The work left is run one propagation's at a time, emitting
  /// after each.
  @inline(never)
  private func releaseOwnership(in context: Propagation) {
    let token = context.token
    while true {
      if counts.pointee.isFlushScheduled { return }
      if context.hasWaitingCalls {
        context.afterWaitingCalls { [self] in releaseOwnership(in: .current) }
        return
      }
      if owner.compareExchange(expected: token, desired: 0, ordering: .acquiringAndReleasing)
        .exchanged
      {
        return
      }
      runMailbox(in: context, token: token)
    }
  }

  /// Runs the work of the first propagation waiting in the mailbox, and emits what follows.
  @inline(never)
  private func runMailbox(in context: Propagation, token: Int) {
    let work = lock.locked { () -> [() -> Void] in
      guard let first = mailbox.first?.token else {
        owner.store(token, ordering: .relaxed)
        return []
      }
      let count = mailbox.prefix { $0.token == first }.count
      let work = mailbox.prefix(count).map(\.work)
      mailbox.removeFirst(count)
      if mailbox.isEmpty { owner.store(token, ordering: .relaxed) }
      return work
    }
    for item in work { item() }
    if !isDisposed { produce { sendExclusively($0) } }
  }

  /// Emits one result if one is ready (``takeReady()``), called as the owner.
  ///
  /// Reads its values out of the inputs (taking them, for `zip`), then combines them and emits
  /// the result with ``Combiner/sendNextExclusively(_:)``, or the selector's error with `emit`.
  ///
  /// Subclasses override this.
  func takeResult(_ emit: (Event<Result>) -> Void) -> CombinerTaking { .ended }

  /// Whether a result is ready, then counted as taken; what is to happen next, if one is;
  /// call as the owner.
  @inline(__always)
  final func takeReady() -> (isReady: Bool, next: CombinerTaking) {
    let isReady = counts.pointee.takeReady()
    let isStopping = counts.pointee.isStopping
    if !isReady { return (false, .nothingReady(isStopping: isStopping)) }
    return (true, .emitted(hasMore: counts.pointee.hasReady, isStopping: isStopping))
  }

  package override func produce(_ emit: (Event<Result>) -> Void) {
    produce(emit) { takeResult(emit) }
  }

  /// Takes results with `take` (which emits them with `emit`) while one is ready, then emits the stop event if the result
  /// ends; inlined, so that a subclass's own `take` is called directly.
  @inline(__always)
  final func produce(
    _ emit: (Event<Result>) -> Void,
    taking take: () -> CombinerTaking
  ) {
    while true {
      switch take() {
      case .emitted(hasMore: true, _): continue
      case .ended: return
      case .emitted(hasMore: false, let isStopping), .nothingReady(let isStopping):
        if isStopping { emitStop(emit) }
        return
      }
    }
  }

  /// Out of line, so that reading the stop event does not cost every value a lookup of its
  /// type's metadata.
  @inline(never)
  final func emitStop(_ emit: (Event<Result>) -> Void) {
    if let stop { emit(stop) }
  }
}

/// The bit of ``IndexedCombiner``'s owner that says work waits in its mailbox.
///
/// Outside the generic type, whose static members are reached through its metadata. Tokens stay
/// below it.
private let contendedBit = 1 << 62

/// One input of an ``IndexedCombiner``: keeps the values of its source that wait to be
/// combined, the latest one under ``CombineRule/latest``, all of them under `zip`.
///
/// The latest value lives in a slot allocated once: code shared by every element type would
/// otherwise look up the metadata of `Element?` at every value.
///
/// Its `onNext` is ``AnyIndexedInput``'s, or that of a class compiled for common element types
/// (`PairCombiner+Compiled.swift`, ``CompiledClass``).
class IndexedInput<Element, Result>: ObserverNode<Element> {
  private let combiner: IndexedCombiner<Result>
  private let index: Int
  private let keepsAll: Bool
  private let latest = UnsafeMutablePointer<Element>.allocate(capacity: 1)
  /// Owned by the combiner's owner, which makes the run-time exclusivity check redundant.
  @exclusivity(unchecked) private var hasLatest = false
  @exclusivity(unchecked) private var queue: Deque<Element> = []

  required init(_ combiner: IndexedCombiner<Result>, index: Int) {
    self.combiner = combiner
    self.index = index
    keepsAll = combiner.rule != .latest
    super.init(chainDepth: combiner.inputDepth)
  }

  deinit {
    if hasLatest { latest.deinitialize(count: 1) }
    latest.deallocate()
  }

  /// Copies the value a result uses into `destination`: the latest one, or under `zip` the
  /// oldest one waiting, which it removes.
  ///
  /// Call as the combiner's owner, once the combiner counted a value here.
  func take(into destination: UnsafeMutablePointer<Element>) {
    if keepsAll {
      destination.initialize(to: queue.removeFirst())
    } else {
      destination.initialize(to: latest.pointee)
    }
  }

  /// Keeps `value` and reports it to the combiner; inlined into each subclass's `onNext`.
  @inline(__always)
  final func receive(_ value: Element) {
    combiner.receiveValue(at: index, { store(value) }, elsewhere: { receiveElsewhere(value) })
  }

  /// Keeps `value`; called as the combiner's owner.
  @inline(__always)
  private func store(_ value: Element) {
    if keepsAll {
      queue.append(value)
    } else if hasLatest {
      latest.pointee = value
    } else {
      latest.initialize(to: value)
      hasLatest = true
    }
  }

  /// `value` arrived while another propagation owns the combiner's state, or outside a
  /// propagation.
  @inline(never)
  private func receiveElsewhere(_ value: Element) {
    combiner.runAsOwner { [self] in _ = combiner.recordValue(at: index) { store(value) } }
  }

  package final override func on(_ event: Event<Element>) {
    switch event {
    case .next(let value): onNext(value)
    case .error(let error): combiner.receiveStop(at: index, .error(error))
    case .completed: combiner.receiveStop(at: index, .completed)
    }
  }
}

/// An ``IndexedInput`` for any element types.
final class AnyIndexedInput<Element, Result>: IndexedInput<Element, Result> {
  package override func onNext(_ value: Element) { receive(value) }
}

/// The `combineLatest` or `zip` of two sources.
///
/// Its ``takeResult(_:)`` is ``AnyPairCombiner``'s, or that of a class compiled for common
/// element types (`PairCombiner+Compiled.swift`, ``CompiledClass``).
class PairCombiner<A, B, Result>: IndexedCombiner<Result> {
  private let combine: (A, B) throws -> Result
  /// The two inputs, retained from ``start(_:_:)`` until ``disposeResources()``.
  ///
  /// Unmanaged, so that reading them at each result does not retain and release them: a
  /// strong reference loaded from memory that a call might change is retained around the call.
  /// Of a type that needs no metadata, which code shared by every element type would look up.
  /// Owned by the combiner's owner, which makes the run-time exclusivity check redundant.
  @exclusivity(unchecked) private var inputs: (a: Unmanaged<AnyObject>, b: Unmanaged<AnyObject>)?

  /// Takes the selector in a generic struct, whose stored closure keeps the form code shared by
  /// every element type calls: taken as a closure, the compiled subclasses' inherited
  /// initializer converted it to their types and back, through two thunks at every result (34
  /// instructions a push in benchmark W4).
  required init(
    rule: CombineRule, rank: Int, selector: PairSelector<A, B, Result>,
    downstream: ObserverNode<Result>
  ) {
    self.combine = selector.combine
    super.init(count: 2, rule: rule, rank: rank, downstream: downstream)
  }

  /// Subscribes to `a` and `b` through inputs of the classes given; call once, right after init.
  final func start(
    _ a: Observable<A>, _ b: Observable<B>,
    inputs inputTypes: (a: IndexedInput<A, Result>.Type, b: IndexedInput<B, Result>.Type)
  ) {
    let inputA = inputTypes.a.init(self, index: 0)
    let inputB = inputTypes.b.init(self, index: 1)
    lock.locked { inputs = (.passRetained(inputA), .passRetained(inputB)) }
    connect([{ a.subscribe(node: inputA) }, { b.subscribe(node: inputB) }])
  }

  /// Takes the values, combines them and emits the result; called as the owner.
  ///
  /// Inlined into each subclass's ``takeResult(_:)``, where it is compiled for its element types.
  @inline(__always)
  final func takePair(_ emit: (Event<Result>) -> Void) -> CombinerTaking {
    guard let inputs else { return .ended }
    let (isReady, next) = takeReady()
    guard isReady else { return next }
    // The values are read in closures that return no generic value: a generic result would
    // cost a lookup of `Result`'s metadata at each value in code shared by every element type.
    return withUnsafeTemporaryAllocation(of: A.self, capacity: 1) { a in
      withUnsafeTemporaryAllocation(of: B.self, capacity: 1) { b in
        inputs.a._withUnsafeGuaranteedRef {
          unsafeDowncast($0, to: IndexedInput<A, Result>.self).take(into: a.baseAddress!)
        }
        inputs.b._withUnsafeGuaranteedRef {
          unsafeDowncast($0, to: IndexedInput<B, Result>.self).take(into: b.baseAddress!)
        }
        let a = a.baseAddress!.move(), b = b.baseAddress!.move()
        let result: Result
        do { result = try combine(a, b) } catch {
          fail(error, emit)
          return .ended
        }
        sendNextExclusively(result)
        return next
      }
    }
  }

  /// ``IndexedCombiner/produce(_:)`` with ``takePair(_:)`` inlined, for each subclass's
  /// `produce`: no virtual call of ``takeResult(_:)`` at each result.
  @inline(__always)
  final func producePairs(_ emit: (Event<Result>) -> Void) {
    produce(emit) { takePair(emit) }
  }

  /// Out of line, so that building the event does not cost every value a lookup of its type's
  /// metadata.
  @inline(never)
  private final func fail(_ error: any Error, _ emit: (Event<Result>) -> Void) { emit(.error(error)) }

  package final override func disposeResources() {
    runAsOwner { [self] in
      let released = inputs
      inputs = nil
      released?.a.release()
      released?.b.release()
    }
  }

  deinit {
    inputs?.a.release()
    inputs?.b.release()
  }
}

/// The selector of a ``PairCombiner``; see its initializer.
struct PairSelector<A, B, Result> {
  let combine: (A, B) throws -> Result
}

/// A ``PairCombiner`` for any element types.
final class AnyPairCombiner<A, B, Result>: PairCombiner<A, B, Result> {
  override func takeResult(_ emit: (Event<Result>) -> Void) -> CombinerTaking { takePair(emit) }
  override func produce(_ emit: (Event<Result>) -> Void) { producePairs(emit) }
}

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

  /// Subscribes to `sources`; call once, right after init.
  func start(_ sources: [Observable<Element>]) {
    let inputType = compiledIndexedInput(AnyIndexedInput<Element, Result>.self)
    let inputs = sources.indices.map { inputType.init(self, index: $0) }
    lock.locked { self.inputs = inputs }
    connect(zip(inputs, sources).map { input, source in { source.subscribe(node: input) } })
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
    runAsOwner { [self] in inputs = [] }
  }
}

/// The observable of a `combineLatest` or `zip` of two sources.
final class PairCombinerObservable<A, B, Result>: Observable<Result> {
  private var a: Observable<A>
  private var b: Observable<B>
  private let rule: CombineRule
  private let combine: (A, B) throws -> Result
  /// The classes of the combiner and its inputs, looked up once: compiled for the element types
  /// when BindingCore has such classes, and named here rather than in code shared by every
  /// element type, which would look each generic class up at every subscription.
  private let combinerType: PairCombiner<A, B, Result>.Type
  private let inputTypes: (a: IndexedInput<A, Result>.Type, b: IndexedInput<B, Result>.Type)

  init(
    _ a: Observable<A>, _ b: Observable<B>, rule: CombineRule,
    combine: @escaping (A, B) throws -> Result
  ) {
    self.a = a
    self.b = b
    self.rule = rule
    self.combine = combine
    combinerType = compiledPairCombiner(AnyPairCombiner<A, B, Result>.self)
    inputTypes = (
      compiledIndexedInput(AnyIndexedInput<A, Result>.self),
      compiledIndexedInput(AnyIndexedInput<B, Result>.self)
    )
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
      rule: rule, rank: rank, selector: PairSelector(combine: combine), downstream: node)
    combiner.start(a, b, inputs: inputTypes)
    return combiner
  }
}

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
      rank: (sources.map(\.rank).max() ?? 0) + 1,
      sourceDepth: (sources.map(\.sourceDepth).max() ?? 0) + 1)
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
    combiner.start(sources)
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
