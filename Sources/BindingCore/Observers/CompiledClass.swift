/// A class compiled for given element types, with the types it is for, taken from its generic
/// superclass so that they cannot disagree with it.
///
/// A generic class's overridden methods are reached through its vtable, which every
/// instantiation shares, so they run as code shared by every element type. A subclass for given
/// types has its own vtable: its overrides, the shared code inlined and compiled for those
/// types, are called directly. Operators pick such a class once, when built, with
/// ``compiledClass(_:in:for:_:_:)``.
struct CompiledClass {
  let compiledClass: AnyClass
  private let first: ObjectIdentifier
  private let second: ObjectIdentifier
  private let third: ObjectIdentifier

  /// A sink compiled for `Input` and `Output`.
  init<Input, Output>(_ compiledClass: Sink<Input, Output>.Type) {
    self.init(compiledClass, Input.self, Output.self, Void.self)
  }

  /// A combiner input compiled for `Element` and `Result`.
  init<Element, Result>(_ compiledClass: IndexedInput<Element, Result>.Type) {
    self.init(compiledClass, Element.self, Result.self, Void.self)
  }

  /// A two-source combiner compiled for `A`, `B` and `Result`.
  init<A, B, Result>(_ compiledClass: PairCombiner<A, B, Result>.Type) {
    self.init(compiledClass, A.self, B.self, Result.self)
  }

  private init(_ compiledClass: AnyClass, _ first: Any.Type, _ second: Any.Type, _ third: Any.Type) {
    self.compiledClass = compiledClass
    self.first = ObjectIdentifier(first)
    self.second = ObjectIdentifier(second)
    self.third = ObjectIdentifier(third)
  }

  /// Whether the class is for these element types, in the order of its generic parameters.
  func isFor(_ first: Any.Type, _ second: Any.Type, _ third: Any.Type) -> Bool {
    self.first == ObjectIdentifier(first) && self.second == ObjectIdentifier(second)
      && self.third == ObjectIdentifier(third)
  }
}

/// The class in `table` compiled for the element types `first`, `second` and `third` (`Void` when
/// the class has fewer), or `generic` when there is none.
///
/// Compares type identities, a few instructions a candidate; look it up once per operator.
///
/// - Precondition: Every class in `table` for these types is a subclass of `Base`.
func compiledClass<Base: AnyObject>(
  _ generic: Base.Type, in table: [CompiledClass], for first: Any.Type, _ second: Any.Type,
  _ third: Any.Type = Void.self
) -> Base.Type {
  guard let found = table.first(where: { $0.isFor(first, second, third) }) else { return generic }
  return unsafeBitCast(found.compiledClass, to: Base.Type.self)
}
