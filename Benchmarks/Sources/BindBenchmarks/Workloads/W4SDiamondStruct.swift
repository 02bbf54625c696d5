import BindingCore
import OpenCombine

/// W4S: W4 over a two-field struct (``Pair``): `combineLatest` of two `map`s of one relay;
/// one operation is one push, and Bind must emit once per push.
let diamondStruct = Workload(
  id: "W4S", title: "diamond over a struct: combineLatest(map, map) of one relay",
  operation: "push", operations: 1_000_000, target: 3
) { engine, operations in
  let counter = Counter()
  let pushes = operations
  switch engine {
  case .baseline:
    // Both sides and their combination written in the one observer, as in W4.
    let template = ObservedValue(
      Pair(first: 0, second: 0),
      observers: [
        { value in
          let left = Pair(first: value.first &+ 3, second: value.second)
          let right = Pair(first: value.first &* 2, second: value.second)
          counter.receive(Pair(first: left.first &+ right.first, second: left.second).total)
        }
      ])
    return Contender(engine: engine, counter: counter) {
      var holder = template
      for value in 0..<pushes { holder.value = Pair(first: value, second: value) }
    }
  case .bind:
    let relay = BehaviorRelay(value: Pair(first: 0, second: 0))
    let subscription = Observable.combineLatest(
      relay.map { Pair(first: $0.first &+ 3, second: $0.second) },
      relay.map { Pair(first: $0.first &* 2, second: $0.second) },
      resultSelector: { Pair(first: $0.first &+ $1.first, second: $0.second) }
    ).subscribe(onNext: { counter.receive($0.total) })
    return Contender(
      engine: engine, counter: counter,
      run: { for value in 0..<pushes { relay.accept(Pair(first: value, second: value)) } },
      keepAlive: [subscription])
  case .openCombine:
    // As in W4: two sinks keep the latest values and send the combination on.
    let subject = CurrentValueSubject<Pair, Never>(Pair(first: 0, second: 0))
    let combined = PassthroughSubject<Pair, Never>()
    var left: Pair?
    var right: Pair?
    let output = combined.sink { counter.receive($0.total) }
    let leftInput = subject.map { Pair(first: $0.first &+ 3, second: $0.second) }.sink { value in
      left = value
      if let right { combined.send(Pair(first: value.first &+ right.first, second: value.second)) }
    }
    let rightInput = subject.map { Pair(first: $0.first &* 2, second: $0.second) }.sink { value in
      right = value
      if let left { combined.send(Pair(first: left.first &+ value.first, second: left.second)) }
    }
    return Contender(
      engine: engine, counter: counter,
      run: { for value in 0..<pushes { subject.send(Pair(first: value, second: value)) } },
      keepAlive: [output, leftInput, rightInput])
  }
}
