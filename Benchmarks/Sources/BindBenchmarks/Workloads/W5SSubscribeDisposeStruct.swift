import BindingCore
import OpenCombine

/// W5S: W5 over a two-field struct (``Pair``): subscribing to `relay.map` (receiving the
/// current value) and disposing at once; one operation is one subscribe and dispose.
let subscribeDisposeStruct = Workload(
  id: "W5S", title: "subscribe + dispose churn on relay → map over a struct",
  operation: "sub+dispose", operations: 100_000, target: 2
) { engine, operations in
  let counter = Counter()
  let cycles = operations
  switch engine {
  case .baseline:
    let template = ObservedValue(Pair(first: 0, second: 0))
    return Contender(engine: engine, counter: counter) {
      var holder = template
      for _ in 0..<cycles {
        let call: (Pair) -> Void = {
          counter.receive(Pair(first: $0.first &+ 1, second: $0.second).total)
        }
        let id = holder.observe(call)
        call(holder.value)
        holder.remove(id)
      }
    }
  case .bind:
    let relay = BehaviorRelay(value: Pair(first: 0, second: 0))
    let mapped = relay.map { Pair(first: $0.first &+ 1, second: $0.second) }
    return Contender(engine: engine, counter: counter) {
      for _ in 0..<cycles {
        mapped.subscribe(onNext: { counter.receive($0.total) }).dispose()
      }
    }
  case .openCombine:
    let subject = CurrentValueSubject<Pair, Never>(Pair(first: 0, second: 0))
    let mapped = subject.map { Pair(first: $0.first &+ 1, second: $0.second) }
    return Contender(engine: engine, counter: counter) {
      for _ in 0..<cycles {
        mapped.sink { counter.receive($0.total) }.cancel()
      }
    }
  }
}
