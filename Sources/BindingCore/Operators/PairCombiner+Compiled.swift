// The inputs of `combineLatest` and `zip` compiled for common element types: `Int`, `Double`,
// `Bool` and `String` (see ``CompiledClass``). Any other type runs the generic
// ``AnyIndexedInput``. (The combiner itself builds its result in the caller's code, for any
// types: ``pairEmission(_:)``; it was compiled for the same four types until issue 36.)
//
// An input's `onNext` is reached through its vtable, so the generic one moves each value through
// its type's value witnesses, in a frame sized at run time: 80 instructions a value for a
// two-`Int` struct, 62 for `Int` in its compiled class (benchmark W4, callgrind).

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

private let compiledIndexedInputs: [CompiledClass] = [
  CompiledClass(IndexedInputOfInt.self), CompiledClass(IndexedInputOfDouble.self),
  CompiledClass(IndexedInputOfBool.self), CompiledClass(IndexedInputOfString.self),
]

/// The class of the combiner inputs to build for `Element` and `Result`: one compiled for them
/// if there is one, else `generic`.
func compiledIndexedInput<Element, Result>(
  _ generic: IndexedInput<Element, Result>.Type
) -> IndexedInput<Element, Result>.Type {
  compiledClass(generic, in: compiledIndexedInputs, for: Element.self, Result.self)
}
