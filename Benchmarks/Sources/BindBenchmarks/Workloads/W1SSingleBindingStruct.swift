import BindingCore
import OpenCombine

/// W1S: W1 over a two-field struct (``Pair``): a state holder, a `map` that makes a new
/// struct, one subscriber; one operation is one push.
let singleBindingStruct = Workload(
  id: "W1S", title: "single binding over a struct: relay → map → subscriber", operation: "push",
  operations: 1_000_000, target: 2
) { engine, operations in
  let counter = Counter()
  let pushes = operations
  switch engine {
  case .baseline:
    let template = ObservedValue(
      Pair(first: 0, second: 0),
      observers: [{ counter.receive(Pair(first: $0.first &+ 1, second: $0.second).total) }])
    return Contender(engine: engine, counter: counter) {
      var holder = template
      for value in 0..<pushes { holder.value = Pair(first: value, second: value) }
    }
  case .bind:
    let relay = BehaviorRelay(value: Pair(first: 0, second: 0))
    let subscription = relay.map { Pair(first: $0.first &+ 1, second: $0.second) }
      .subscribe(onNext: { counter.receive($0.total) })
    return Contender(
      engine: engine, counter: counter,
      run: { for value in 0..<pushes { relay.accept(Pair(first: value, second: value)) } },
      keepAlive: [subscription])
  case .openCombine:
    let subject = CurrentValueSubject<Pair, Never>(Pair(first: 0, second: 0))
    let subscription = subject.map { Pair(first: $0.first &+ 1, second: $0.second) }
      .sink { counter.receive($0.total) }
    return Contender(
      engine: engine, counter: counter,
      run: { for value in 0..<pushes { subject.send(Pair(first: value, second: value)) } },
      keepAlive: [subscription])
  }
}
