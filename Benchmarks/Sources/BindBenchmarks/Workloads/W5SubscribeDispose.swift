import BindingCore
import OpenCombine

/// W5: subscribing to `relay.map` (receiving the current value) and disposing at once; one
/// operation is one subscribe and dispose.
let subscribeDispose = Workload(
  id: "W5", title: "subscribe + dispose churn on relay → map", operation: "sub+dispose",
  operations: 100_000, target: 2
) { engine, operations in
  let counter = Counter()
  let cycles = operations
  switch engine {
  case .baseline:
    let template = ObservedValue(0)
    return Contender(engine: engine, counter: counter) {
      var holder = template
      for _ in 0..<cycles {
        let call: (Int) -> Void = { counter.receive($0 &+ 1) }
        let id = holder.observe(call)
        call(holder.value)
        holder.remove(id)
      }
    }
  case .bind:
    let relay = BehaviorRelay(value: 0)
    let mapped = relay.map { $0 &+ 1 }
    return Contender(engine: engine, counter: counter) {
      for _ in 0..<cycles {
        mapped.subscribe(onNext: { counter.receive($0) }).dispose()
      }
    }
  case .openCombine:
    let subject = CurrentValueSubject<Int, Never>(0)
    let mapped = subject.map { $0 &+ 1 }
    return Contender(engine: engine, counter: counter) {
      for _ in 0..<cycles {
        mapped.sink { counter.receive($0) }.cancel()
      }
    }
  }
}
