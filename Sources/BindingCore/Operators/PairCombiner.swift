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

  /// Subscribes to `a` and `b` through inputs of the classes given, for `owner` (the
  /// observable subscribed); call once, right after init.
  final func start(
    _ a: Observable<A>, _ b: Observable<B>,
    inputs inputTypes: (a: IndexedInput<A, Result>.Type, b: IndexedInput<B, Result>.Type),
    owner: AnyObject
  ) {
    let inputA = inputTypes.a.init(self, index: 0)
    let inputB = inputTypes.b.init(self, index: 1)
    lock.locked { inputs = (.passRetained(inputA), .passRetained(inputB)) }
    connect([{ a.subscribe(node: inputA, by: owner) }, { b.subscribe(node: inputB, by: owner) }])
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
