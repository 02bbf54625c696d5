import Binding
import BindingCore
import OpenCombine

/// W7: two relays kept equal by a two-way binding (`<=>`), updated from alternating sides; one
/// operation is one update, which reaches the other side once and is not echoed back.
let twoWay = Workload(
  id: "W7", title: "two-way binding a <=> b, alternating sides", operation: "update",
  operations: 1_000_000
) { engine, operations in
  let counter = Counter()
  let updates = operations
  switch engine {
  case .baseline:
    let left = Holder(0)
    let right = Holder(0)
    var isSyncing = false
    left.observe { value in
      guard !isSyncing else { return }
      isSyncing = true
      right.value = value
      isSyncing = false
    }
    right.observe { value in
      guard !isSyncing else { return }
      isSyncing = true
      left.value = value
      isSyncing = false
    }
    return Contender(engine: engine, counter: counter) {
      for value in 0..<updates {
        if value & 1 == 0 { left.value = value } else { right.value = value }
      }
      precondition(left.value == right.value)
    }
  case .bind:
    let left = BehaviorRelay(value: 0)
    let right = BehaviorRelay(value: 0)
    let binding = left <=> right
    return Contender(
      engine: engine, counter: counter,
      run: {
        for value in 0..<updates {
          if value & 1 == 0 { left.accept(value) } else { right.accept(value) }
        }
        precondition(left.value == right.value)
      },
      keepAlive: [binding])
  case .openCombine:
    let left = CurrentValueSubject<Int, Never>(0)
    let right = CurrentValueSubject<Int, Never>(0)
    var isSyncing = false
    let toRight = left.sink { value in
      guard !isSyncing else { return }
      isSyncing = true
      right.send(value)
      isSyncing = false
    }
    let toLeft = right.sink { value in
      guard !isSyncing else { return }
      isSyncing = true
      left.send(value)
      isSyncing = false
    }
    return Contender(
      engine: engine, counter: counter,
      run: {
        for value in 0..<updates {
          if value & 1 == 0 { left.send(value) } else { right.send(value) }
        }
        precondition(left.value == right.value)
      },
      keepAlive: [toRight, toLeft])
  }
}
