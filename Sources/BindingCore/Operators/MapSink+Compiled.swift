// `map` stages compiled for common element types.
//
// A generic class's overridden method is reached through the class's vtable, which every
// instantiation shares, so the generic `MapSink`'s `onNext` runs as code shared by every element
// type: values travel by address, through their type's value witnesses, in a frame sized at run
// time (47 instructions a value for `Int`). `@_specialize` compiles a copy for given types, but
// the shared body reaches it through a check made after that body's own frame is set up, which
// costs more than the copy saves (benchmark W3, a 1,000-deep `map` chain: 62,511 instructions a
// push became 74,417). A subclass for given types has its own vtable, so its `onNext`, the same
// code inlined and compiled for those types, is called directly: 30 instructions for `Int`, and
// W3 46,478. The compiled classes and `MapSink` share `MapStage` as their parent; with `MapSink`
// itself as the parent, its `onNext` needed a thunk in its vtable, which cost every other type
// about 6 instructions a stage.
//
// The types: `Int`, `Double`, `Bool` and `String`, each to itself, `Int` and `Double` to each
// other, `Int`, `Double` and `Bool` to `String`, `String` to `Int`, and `Int` to `Bool`. Any other
// pair runs the generic stage, as before.

final class MapSinkIntToInt: CompiledMapStage<Int, Int> {
  override func onNext(_ value: Int) { transformAndForward(value) }
}

final class MapSinkDoubleToDouble: CompiledMapStage<Double, Double> {
  override func onNext(_ value: Double) { transformAndForward(value) }
}

final class MapSinkBoolToBool: CompiledMapStage<Bool, Bool> {
  override func onNext(_ value: Bool) { transformAndForward(value) }
}

final class MapSinkStringToString: CompiledMapStage<String, String> {
  override func onNext(_ value: String) { transformAndForward(value) }
}

final class MapSinkIntToDouble: CompiledMapStage<Int, Double> {
  override func onNext(_ value: Int) { transformAndForward(value) }
}

final class MapSinkDoubleToInt: CompiledMapStage<Double, Int> {
  override func onNext(_ value: Double) { transformAndForward(value) }
}

final class MapSinkIntToBool: CompiledMapStage<Int, Bool> {
  override func onNext(_ value: Int) { transformAndForward(value) }
}

final class MapSinkIntToString: CompiledMapStage<Int, String> {
  override func onNext(_ value: Int) { transformAndForward(value) }
}

final class MapSinkDoubleToString: CompiledMapStage<Double, String> {
  override func onNext(_ value: Double) { transformAndForward(value) }
}

final class MapSinkBoolToString: CompiledMapStage<Bool, String> {
  override func onNext(_ value: Bool) { transformAndForward(value) }
}

final class MapSinkStringToInt: CompiledMapStage<String, Int> {
  override func onNext(_ value: String) { transformAndForward(value) }
}

/// The compiled classes, with the element types each is for.
private let compiledMapStages: [CompiledClass] = [
  CompiledClass(MapSinkIntToInt.self), CompiledClass(MapSinkDoubleToDouble.self),
  CompiledClass(MapSinkBoolToBool.self), CompiledClass(MapSinkStringToString.self),
  CompiledClass(MapSinkIntToDouble.self), CompiledClass(MapSinkDoubleToInt.self),
  CompiledClass(MapSinkIntToBool.self), CompiledClass(MapSinkIntToString.self),
  CompiledClass(MapSinkDoubleToString.self), CompiledClass(MapSinkBoolToString.self),
  CompiledClass(MapSinkStringToInt.self),
]

/// The class of the `map` sinks compiled for `Source` to `Result`, if there is one.
func compiledMapStage<Source, Result>(
  for source: Source.Type, _ result: Result.Type
) -> CompiledMapStage<Source, Result>.Type? {
  compiledMapStages.first { $0.isFor(Source.self, Result.self, Void.self) }.map {
    unsafeBitCast($0.compiledClass, to: CompiledMapStage<Source, Result>.Type.self)
  }
}

/// The class of the `map` sinks to build from `Source` to `Result`: one compiled for them if
/// there is one, else `generic`.
func compiledMapStage<Source, Result>(
  _ generic: MapStage<Source, Result>.Type
) -> MapStage<Source, Result>.Type {
  compiledMapStage(for: Source.self, Result.self) ?? generic
}
