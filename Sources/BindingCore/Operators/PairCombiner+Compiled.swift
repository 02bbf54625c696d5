// `combineLatest` and `zip` of two sources compiled for common element types: both sources and
// the result of one type among `Int`, `Double`, `Bool` and `String` (see ``CompiledClass``). Any
// other types run the generic ``AnyPairCombiner`` and ``AnyIndexedInput``, as before.
//
// Benchmark W4 (the `combineLatest` of two `map`s of one `Int` relay): 1,480 instructions a push
// became 971. The generic code moves each value through its type's value witnesses (about 110
// instructions a push), in frames sized at run time, and calls the closures that store and read
// the values in the combiner's locked sections through their generic context.

final class PairCombinerOfInt: PairCombiner<Int, Int, Int> {
  override func takeResult(_ emit: (Event<Int>) -> Void) -> CombinerTaking { takePair(emit) }
  override func produce(_ emit: (Event<Int>) -> Void) { producePairs(emit) }
}

final class PairCombinerOfDouble: PairCombiner<Double, Double, Double> {
  override func takeResult(_ emit: (Event<Double>) -> Void) -> CombinerTaking { takePair(emit) }
  override func produce(_ emit: (Event<Double>) -> Void) { producePairs(emit) }
}

final class PairCombinerOfBool: PairCombiner<Bool, Bool, Bool> {
  override func takeResult(_ emit: (Event<Bool>) -> Void) -> CombinerTaking { takePair(emit) }
  override func produce(_ emit: (Event<Bool>) -> Void) { producePairs(emit) }
}

final class PairCombinerOfString: PairCombiner<String, String, String> {
  override func takeResult(_ emit: (Event<String>) -> Void) -> CombinerTaking { takePair(emit) }
  override func produce(_ emit: (Event<String>) -> Void) { producePairs(emit) }
}

final class IndexedInputOfInt: IndexedInput<Int, Int> {
  override func onNext(_ value: Int) { receive(value) }
}

final class IndexedInputOfDouble: IndexedInput<Double, Double> {
  override func onNext(_ value: Double) { receive(value) }
}

final class IndexedInputOfBool: IndexedInput<Bool, Bool> {
  override func onNext(_ value: Bool) { receive(value) }
}

final class IndexedInputOfString: IndexedInput<String, String> {
  override func onNext(_ value: String) { receive(value) }
}

private let compiledPairCombiners: [CompiledClass] = [
  CompiledClass(PairCombinerOfInt.self), CompiledClass(PairCombinerOfDouble.self),
  CompiledClass(PairCombinerOfBool.self), CompiledClass(PairCombinerOfString.self),
]

private let compiledIndexedInputs: [CompiledClass] = [
  CompiledClass(IndexedInputOfInt.self), CompiledClass(IndexedInputOfDouble.self),
  CompiledClass(IndexedInputOfBool.self), CompiledClass(IndexedInputOfString.self),
]

/// The class of the combiners to build for `A`, `B` and `Result`: one compiled for them if there
/// is one, else `generic`.
func compiledPairCombiner<A, B, Result>(
  _ generic: PairCombiner<A, B, Result>.Type
) -> PairCombiner<A, B, Result>.Type {
  compiledClass(generic, in: compiledPairCombiners, for: A.self, B.self, Result.self)
}

/// The class of the combiner inputs to build for `Element` and `Result`: one compiled for them
/// if there is one, else `generic`.
func compiledIndexedInput<Element, Result>(
  _ generic: IndexedInput<Element, Result>.Type
) -> IndexedInput<Element, Result>.Type {
  compiledClass(generic, in: compiledIndexedInputs, for: Element.self, Result.self)
}
