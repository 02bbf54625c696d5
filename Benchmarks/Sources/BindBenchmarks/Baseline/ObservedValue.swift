/// The hand-written baseline: a value whose `didSet` calls an array of closures, the way one
/// writes bindings without a library (W1 to W5 and their struct forms; `Holder` is its class
/// form, for the workloads that keep or link holders).
///
/// A struct, which the timed loop copies into a local variable: a class's stored `var`s are
/// checked for exclusive access at run time (`swift_beginAccess` on the set and on the read in
/// `didSet`, about 70 instructions a push), a local struct's are not. With the transform written
/// inside the observer's closure, this is the fastest of the hand-written forms measured
/// (docs/performance.md, "An honest baseline").
struct ObservedValue<Value> {
  /// The observers' closures, apart from their ids: iterating an array of closures alone took
  /// 66 instructions a push where an array of `(id, closure)` pairs took 80.
  private var calls: ContiguousArray<(Value) -> Void> = []
  private var ids: ContiguousArray<Int> = []
  private var nextID = 0

  var value: Value {
    didSet {
      for call in calls { call(value) }
    }
  }

  init(_ value: Value) { self.value = value }

  /// A value observed by `observers` from the start.
  ///
  /// A closure written in the array literal is compiled in the form the array stores; passed
  /// to `observe(_:)` it is wrapped in a conversion thunk, called at every push (W1 in the
  /// benchmark: 98 instructions a push, against 81).
  init(_ value: Value, observers: ContiguousArray<(Value) -> Void>) {
    self.value = value
    calls = observers
    ids = ContiguousArray(1...observers.count)
    nextID = observers.count
  }

  /// Adds `call` and returns its id for `remove`.
  @discardableResult
  mutating func observe(_ call: @escaping (Value) -> Void) -> Int {
    nextID &+= 1
    calls.append(call)
    ids.append(nextID)
    return nextID
  }

  mutating func remove(_ id: Int) {
    if let index = ids.firstIndex(of: id) {
      calls.remove(at: index)
      ids.remove(at: index)
    }
  }
}
