/// The hand-written baseline of the workloads that keep holders or link two of them (W6–W8).
///
/// A value whose `didSet` calls an array of closures, the way one writes bindings without a
/// library. The push workloads use its struct form, ``ObservedValue``, which a loop holds
/// without run-time exclusivity checks.
final class Holder<Value> {
  private var observers: [(id: Int, call: (Value) -> Void)] = []
  private var nextID = 0

  var value: Value {
    didSet {
      for observer in observers { observer.call(value) }
    }
  }

  init(_ value: Value) { self.value = value }

  /// Adds `call` and returns its id for `remove`.
  @discardableResult
  func observe(_ call: @escaping (Value) -> Void) -> Int {
    nextID &+= 1
    observers.append((nextID, call))
    return nextID
  }

  func remove(_ id: Int) {
    if let index = observers.firstIndex(where: { $0.id == id }) { observers.remove(at: index) }
  }
}
