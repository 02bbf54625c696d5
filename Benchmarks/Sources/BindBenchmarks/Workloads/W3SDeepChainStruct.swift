import BindingCore
import OpenCombine

/// W3S: W3 over a two-field struct (``Pair``): a chain of 1,000 `map`s, each making a new
/// struct; one operation is one push through the whole chain.
let deepChainStruct = Workload(
  id: "W3S", title: "1,000-deep map chain over a struct", operation: "push",
  operations: 1_000, target: 2
) { engine, operations in
  let counter = Counter()
  let pushes = operations
  let depth = 1_000
  switch engine {
  case .baseline:
    var source = ObservedValue(Pair(first: 0, second: 0))
    var call: (Pair) -> Void = { counter.receive($0.total) }
    for _ in 0..<depth {
      let next = call
      call = { next(Pair(first: $0.first &+ 1, second: $0.second)) }
    }
    source.observe(call)
    let template = source
    return Contender(engine: engine, counter: counter) {
      var holder = template
      for value in 0..<pushes { holder.value = Pair(first: value, second: value) }
    }
  case .bind:
    let relay = BehaviorRelay(value: Pair(first: 0, second: 0))
    var chain = relay.asObservable()
    for _ in 0..<depth { chain = chain.map { Pair(first: $0.first &+ 1, second: $0.second) } }
    let subscription = chain.subscribe(onNext: { counter.receive($0.total) })
    return Contender(
      engine: engine, counter: counter,
      run: { for value in 0..<pushes { relay.accept(Pair(first: value, second: value)) } },
      keepAlive: [subscription])
  case .openCombine:
    // Each stage is erased, as in W3.
    let subject = CurrentValueSubject<Pair, Never>(Pair(first: 0, second: 0))
    var chain = subject.eraseToAnyPublisher()
    for _ in 0..<depth {
      chain = chain.map { Pair(first: $0.first &+ 1, second: $0.second) }.eraseToAnyPublisher()
    }
    let subscription = chain.sink { counter.receive($0.total) }
    return Contender(
      engine: engine, counter: counter,
      run: { for value in 0..<pushes { subject.send(Pair(first: value, second: value)) } },
      keepAlive: [subscription])
  }
}
