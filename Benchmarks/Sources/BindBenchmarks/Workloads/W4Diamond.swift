import BindingCore
import OpenCombine

/// W4: `combineLatest` of two `map`s of one relay; one operation is one push.
///
/// Bind must emit once per push; the peers emit twice, the first time from one updated and one
/// stale input.
let diamond = Workload(
  id: "W4", title: "diamond: combineLatest(map, map) of one relay", operation: "push",
  operations: 1_000_000, target: 3
) { engine, operations in
  let counter = Counter()
  let pushes = operations
  switch engine {
  case .baseline:
    // Both sides and their combination written in the one observer: the fastest hand-written
    // form (three closures called from it took 171 instructions a push against 67).
    let template = ObservedValue(0, observers: [{ counter.receive(($0 &+ 1) &+ ($0 &* 2)) }])
    return Contender(engine: engine, counter: counter) {
      var holder = template
      for value in 0..<pushes { holder.value = value }
    }
  case .bind:
    let relay = BehaviorRelay(value: 0)
    let subscription = Observable.combineLatest(
      relay.map { $0 &+ 1 }, relay.map { $0 &* 2 }, resultSelector: { $0 &+ $1 }
    ).subscribe(onNext: { counter.receive($0) })
    return Contender(
      engine: engine, counter: counter,
      run: { for value in 0..<pushes { relay.accept(value) } },
      keepAlive: [subscription])
  case .openCombine:
    // OpenCombine 0.14 has no `combineLatest`: two sinks keep the latest values and send the
    // combination on, as Combine's operator does, once per input change.
    let subject = CurrentValueSubject<Int, Never>(0)
    let combined = PassthroughSubject<Int, Never>()
    var left: Int?
    var right: Int?
    let output = combined.sink { counter.receive($0) }
    let leftInput = subject.map { $0 &+ 1 }.sink { value in
      left = value
      if let right { combined.send(value &+ right) }
    }
    let rightInput = subject.map { $0 &* 2 }.sink { value in
      right = value
      if let left { combined.send(left &+ value) }
    }
    return Contender(
      engine: engine, counter: counter,
      run: { for value in 0..<pushes { subject.send(value) } },
      keepAlive: [output, leftInput, rightInput])
  }
}
