import BindingCore
import OpenCombine

/// W2: one relay, 1,000 subscribers; one operation is one push (1,000 deliveries).
let fanOut = Workload(
  id: "W2", title: "fan-out: 1 relay → 1,000 subscribers", operation: "push",
  operations: 1_000, target: 1.5
) { engine, operations in
  let counter = Counter()
  let pushes = operations
  let subscribers = 1_000
  switch engine {
  case .baseline:
    var source = ObservedValue(0)
    for _ in 0..<subscribers { source.observe { counter.receive($0) } }
    let template = source
    return Contender(engine: engine, counter: counter) {
      var holder = template
      for value in 0..<pushes { holder.value = value }
    }
  case .bind:
    let relay = BehaviorRelay(value: 0)
    let subscriptions = (0..<subscribers).map { _ in
      relay.subscribe(onNext: { counter.receive($0) })
    }
    return Contender(
      engine: engine, counter: counter,
      run: { for value in 0..<pushes { relay.accept(value) } },
      keepAlive: subscriptions)
  case .openCombine:
    let subject = CurrentValueSubject<Int, Never>(0)
    let subscriptions = (0..<subscribers).map { _ in subject.sink { counter.receive($0) } }
    return Contender(
      engine: engine, counter: counter,
      run: { for value in 0..<pushes { subject.send(value) } },
      keepAlive: subscriptions)
  }
}
