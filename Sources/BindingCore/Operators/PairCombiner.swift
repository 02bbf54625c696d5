/// What a ``PairCombiner`` runs for each value and each result, built in the caller's code by
/// ``pairEmission(_:)``, for the caller's element types: the inputs' ``IndexedStore``s, and the
/// closure that combines a pair and emits the result.
@usableFromInline
struct PairEmission<A, B, Result> {
  /// Combines the values of a pair and emits the result.
  ///
  /// The values come by address (in the inputs' slots, or taken out of `zip`'s queues); the
  /// closure copies them, calls the selector and emits with
  /// ``Combiner/sendNextExclusively(_:)``. Its parameters hold no generic value, so code shared
  /// by every element type calls it without a reabstraction thunk.
  @usableFromInline
  let combine: (UnsafeRawPointer, UnsafeRawPointer, Combiner<Result>) throws -> Void
  /// Keeps a value of the first source.
  @usableFromInline
  let storeA: IndexedStore<A>
  /// Keeps a value of the second source.
  @usableFromInline
  let storeB: IndexedStore<B>

  @usableFromInline
  init(
    combine: @escaping (UnsafeRawPointer, UnsafeRawPointer, Combiner<Result>) throws -> Void,
    storeA: @escaping IndexedStore<A>, storeB: @escaping IndexedStore<B>
  ) {
    self.combine = combine
    self.storeA = storeA
    self.storeB = storeB
  }
}

/// The ``PairEmission`` of `combine`; inlined into the inlinable `combineLatest` and `zip`, so
/// that values are kept, the selector is called and its result emitted in code compiled for the
/// caller's types.
///
/// Built in code shared by every element type, each value moved through its type's value
/// witnesses in frames sized at run time (W4S, the diamond over a struct: 1,054 instructions a
/// push, against 665 for `Int`, whose combiner `BindingCore` compiled in advance).
@inlinable @inline(__always)
func pairEmission<A, B, Result>(
  _ combine: @escaping (A, B) throws -> Result
) -> PairEmission<A, B, Result> {
  PairEmission(
    combine: { a, b, combiner in
      combiner.sendNextExclusively(
        try combine(
          a.assumingMemoryBound(to: A.self).pointee, b.assumingMemoryBound(to: B.self).pointee))
    },
    storeA: indexedStore(A.self), storeB: indexedStore(B.self))
}

/// The `combineLatest` or `zip` of two sources.
final class PairCombiner<A, B, Result>: IndexedCombiner<Result> {
  private let emitCombined: (UnsafeRawPointer, UnsafeRawPointer, Combiner<Result>) throws -> Void
  /// The two inputs, retained from ``start(_:_:)`` until ``disposeResources()``.
  ///
  /// Unmanaged, so that reading them at each result does not retain and release them: a
  /// strong reference loaded from memory that a call might change is retained around the call.
  /// Of a type that needs no metadata, which code shared by every element type would look up.
  /// Owned by the combiner's owner, which makes the run-time exclusivity check redundant.
  /// With them, the addresses of their latest values' slots (``IndexedInput/latestAddress``),
  /// which a result reads under ``CombineRule/latest`` without a call to the inputs.
  @exclusivity(unchecked) private var inputs: PairInputs?

  init(
    rule: CombineRule, rank: Int,
    emitCombined: @escaping (UnsafeRawPointer, UnsafeRawPointer, Combiner<Result>) throws -> Void,
    downstream: ObserverNode<Result>
  ) {
    self.emitCombined = emitCombined
    super.init(count: 2, rule: rule, rank: rank, downstream: downstream)
  }

  /// Subscribes to `a` and `b` through inputs that keep their values with `stores`, for
  /// `owner` (the observable subscribed); call once, right after init.
  func start(
    _ a: Observable<A>, _ b: Observable<B>, stores: (a: IndexedStore<A>, b: IndexedStore<B>),
    owner: AnyObject
  ) {
    let inputA = IndexedInput<A, Result>(self, index: 0, store: stores.a)
    let inputB = IndexedInput<B, Result>(self, index: 1, store: stores.b)
    lock.locked {
      inputs = PairInputs(
        a: .passRetained(inputA), b: .passRetained(inputB), latestA: inputA.latestAddress,
        latestB: inputB.latestAddress)
    }
    connect([{ a.subscribe(node: inputA, by: owner) }, { b.subscribe(node: inputB, by: owner) }])
  }

  /// Takes the values, combines them and emits the result; called as the owner.
  ///
  /// Under ``CombineRule/latest`` the values are read in the inputs' slots, where they stay;
  /// under `zip` they are taken out of the inputs' queues first.
  @inline(__always)
  func takePair(_ emit: (Event<Result>) -> Void) -> CombinerTaking {
    guard let inputs else { return .ended }
    let (isReady, next) = takeReady()
    guard isReady else { return next }
    do {
      if rule == .latest {
        try emitCombined(inputs.latestA, inputs.latestB, self)
      } else {
        try emitTaken(from: inputs)
      }
    } catch {
      fail(error, emit)
      return .ended
    }
    return next
  }

  /// Takes the oldest value waiting in each input (`zip`), then combines and emits them.
  @inline(never)
  private func emitTaken(from inputs: PairInputs) throws {
    try withUnsafeTemporaryAllocation(of: A.self, capacity: 1) { a in
      try withUnsafeTemporaryAllocation(of: B.self, capacity: 1) { b in
        let a = a.baseAddress!, b = b.baseAddress!
        inputs.a._withUnsafeGuaranteedRef {
          unsafeDowncast($0, to: IndexedInput<A, Result>.self).take(into: a)
        }
        inputs.b._withUnsafeGuaranteedRef {
          unsafeDowncast($0, to: IndexedInput<B, Result>.self).take(into: b)
        }
        defer {
          a.deinitialize(count: 1)
          b.deinitialize(count: 1)
        }
        try emitCombined(UnsafeRawPointer(a), UnsafeRawPointer(b), self)
      }
    }
  }

  override func takeResult(_ emit: (Event<Result>) -> Void) -> CombinerTaking { takePair(emit) }

  /// ``IndexedCombiner/flush()`` with this class's ``produce(_:)`` called directly.
  package override func flush() { flushOwned() }

  /// ``IndexedCombiner/produce(_:)`` with ``takePair(_:)`` inlined: no virtual call of
  /// ``takeResult(_:)`` at each result. (Written as that loop with a closure calling
  /// `takePair`, the closure was not inlined: W4 14 instructions a push more.)
  @inline(__always)
  override func produce(_ emit: (Event<Result>) -> Void) {
    if rule == .latest { return produceLatest(emit) }
    while true {
      guard let stops = takePair(emit).end else { continue }
      if stops { emitStop(emit) }
      return
    }
  }

  /// ``produce(_:)`` under ``CombineRule/latest``: at most one result is ready, read in the
  /// inputs' slots.
  @inline(__always)
  private func produceLatest(_ emit: (Event<Result>) -> Void) {
    guard let inputs else { return }
    let (isReady, isStopping) = takeLatest()
    if isReady {
      do { try emitCombined(inputs.latestA, inputs.latestB, self) } catch {
        return fail(error, emit)
      }
    }
    if isStopping { emitStop(emit) }
  }

  /// Out of line, so that building the event does not cost every value a lookup of its type's
  /// metadata.
  @inline(never)
  private final func fail(_ error: any Error, _ emit: (Event<Result>) -> Void) { emit(.error(error)) }

  /// Lets go of the inputs, and ends the delivery a downstream this combiner serves holds open
  /// for it, which releases its closure.
  ///
  /// The downstream served is a `subscribe(onNext:)` node (see ``PairCombinerObservable``); any
  /// other ignores the call. Done as the owner, once no flush of this combiner is scheduled or
  /// running (``dropInputs(_:)``), so that nothing this combiner delivers is released under it.
  package final override func disposeResources() {
    runAsOwner { [self] in
      let released = inputs
      inputs = nil
      dropInputs { [self] in
        released?.a.release()
        released?.b.release()
        downstreamReference._withUnsafeGuaranteedRef { $0.endLineServedDelivery() }
      }
    }
  }

  deinit {
    inputs?.a.release()
    inputs?.b.release()
  }
}

/// A ``PairCombiner``'s inputs, of a type that needs no metadata, and their latest values' slots.
struct PairInputs {
  let a: Unmanaged<AnyObject>
  let b: Unmanaged<AnyObject>
  let latestA: UnsafeRawPointer
  let latestB: UnsafeRawPointer
}
