import BindingCore
import OpenCombine

/// W1: a state holder, `map { $0 &+ 1 }`, one subscriber; one operation is one push.
let singleBinding = Workload(
  id: "W1", title: "single binding: relay → map → subscriber", operation: "push",
  operations: 1_000_000, target: 2
) { engine, operations in
  let counter = Counter()
  let pushes = operations
  switch engine {
  case .baseline:
    let template = ObservedValue(0, observers: [{ counter.receive($0 &+ 1) }])
    return Contender(engine: engine, counter: counter) {
      var holder = template
      for value in 0..<pushes { holder.value = value }
    }
  case .bind:
    let relay = BehaviorRelay(value: 0)
    let subscription = relay.map { $0 &+ 1 }.subscribe(onNext: { counter.receive($0) })
    return Contender(
      engine: engine, counter: counter,
      run: { for value in 0..<pushes { relay.accept(value) } },
      keepAlive: [subscription])
  case .openCombine:
    let subject = CurrentValueSubject<Int, Never>(0)
    let subscription = subject.map { $0 &+ 1 }.sink { counter.receive($0) }
    return Contender(
      engine: engine, counter: counter,
      run: { for value in 0..<pushes { subject.send(value) } },
      keepAlive: [subscription])
  }
}
