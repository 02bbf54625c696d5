import BindingCore
import OpenCombine

/// W3: a chain of 1,000 `map`s; one operation is one push through the whole chain.
let deepChain = Workload(
  id: "W3", title: "1,000-deep map chain", operation: "push",
  operations: 1_000, target: 2
) { engine, operations in
  let counter = Counter()
  let pushes = operations
  let depth = 1_000
  switch engine {
  case .baseline:
    var source = ObservedValue(0)
    var call: (Int) -> Void = { counter.receive($0) }
    for _ in 0..<depth {
      let next = call
      call = { next($0 &+ 1) }
    }
    source.observe(call)
    let template = source
    return Contender(engine: engine, counter: counter) {
      var holder = template
      for value in 0..<pushes { holder.value = value }
    }
  case .bind:
    let relay = BehaviorRelay(value: 0)
    var chain = relay.asObservable()
    for _ in 0..<depth { chain = chain.map { $0 &+ 1 } }
    let subscription = chain.subscribe(onNext: { counter.receive($0) })
    return Contender(
      engine: engine, counter: counter,
      run: { for value in 0..<pushes { relay.accept(value) } },
      keepAlive: [subscription])
  case .openCombine:
    // Each stage is erased: a chain of 1,000 nested generic types cannot be written.
    let subject = CurrentValueSubject<Int, Never>(0)
    var chain = subject.eraseToAnyPublisher()
    for _ in 0..<depth { chain = chain.map { $0 &+ 1 }.eraseToAnyPublisher() }
    let subscription = chain.sink { counter.receive($0) }
    return Contender(
      engine: engine, counter: counter,
      run: { for value in 0..<pushes { subject.send(value) } },
      keepAlive: [subscription])
  }
}
