// Runs one of the benchmark's workloads for Bind alone, a given number of operations, so that
// scripts/instruction-counts can count its instructions under valgrind's callgrind: the
// difference between two runs of different lengths is the cost of the extra operations,
// without the process's start-up. The workloads are those of Benchmarks/ (W1, W3, W4, W5),
// and W1 and W5 with an observer in place of the closures.
//
// W1S, W3S, W4S and W5S are W1, W3, W4 and W5 over a small struct of the program's own, for
// which BindingCore has no code compiled in advance: they show what the generic path costs.
//
// W6 instead prints the heap bytes one kept binding (relay + `map` + subscription) holds, as
// `malloc` gives them (mallinfo's bytes in use, before and after), and its blocks.
//
// Usage: BindCounts W1|W1S|W3|W3S|W4|W4S|W5|W5S|W6|W1-observer|W5-observer OPERATIONS

import BindingCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps the last value delivered, so that the optimizer keeps the work that produced it.
final class Sink: @unchecked Sendable {
  var last = 0
  @inline(never) func receive(_ value: Int) { last = value }
}

/// An element type BindingCore knows nothing of (W1S, W3S, W4S, W5S).
struct Pair: Sendable {
  var first: Int
  var second: Int
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let operations = Int(arguments[2]), operations >= 0 else {
  print("usage: BindCounts W1|W1S|W3|W3S|W4|W4S|W5|W5S|W6|W1-observer|W5-observer OPERATIONS")
  exit(2)
}
let sink = Sink()

switch arguments[1] {
case "W1":
  let relay = BehaviorRelay(value: 0)
  let subscription = relay.map { $0 &+ 1 }.subscribe(onNext: { sink.receive($0) })
  for value in 0..<operations { relay.accept(value) }
  subscription.dispose()
case "W3":
  let relay = BehaviorRelay(value: 0)
  var chain = relay.asObservable()
  for _ in 0..<1_000 { chain = chain.map { $0 &+ 1 } }
  let subscription = chain.subscribe(onNext: { sink.receive($0) })
  for value in 0..<operations { relay.accept(value) }
  subscription.dispose()
case "W3S":
  let relay = BehaviorRelay(value: Pair(first: 0, second: 0))
  var chain = relay.asObservable()
  for _ in 0..<1_000 { chain = chain.map { Pair(first: $0.first &+ 1, second: $0.second) } }
  let subscription = chain.subscribe(onNext: { sink.receive($0.first) })
  for value in 0..<operations { relay.accept(Pair(first: value, second: value)) }
  subscription.dispose()
case "W4":
  let relay = BehaviorRelay(value: 0)
  let subscription = Observable.combineLatest(
    relay.map { $0 &+ 1 }, relay.map { $0 &* 2 }, resultSelector: { $0 &+ $1 }
  ).subscribe(onNext: { sink.receive($0) })
  for value in 0..<operations { relay.accept(value) }
  subscription.dispose()
case "W5":
  let relay = BehaviorRelay(value: 0)
  let mapped = relay.map { $0 &+ 1 }
  // One cycle first, so that both runs pay the same one-time costs (metadata, caches).
  mapped.subscribe(onNext: { sink.receive($0) }).dispose()
  for _ in 0..<operations { mapped.subscribe(onNext: { sink.receive($0) }).dispose() }
case "W1S":
  singleBindingOverStruct(operations)
case "W5S":
  subscribeDisposeOverStruct(operations)
case "W6":
  keepBindings(operations)
case "W4S":
  let relay = BehaviorRelay(value: Pair(first: 0, second: 0))
  let subscription = Observable.combineLatest(
    relay.map { Pair(first: $0.first &+ 3, second: $0.second) },
    relay.map { Pair(first: $0.first &* 2, second: $0.second) },
    resultSelector: { Pair(first: $0.first &+ $1.first, second: $0.second) }
  ).subscribe(onNext: { sink.receive($0.first) })
  for value in 0..<operations { relay.accept(Pair(first: value, second: value)) }
  subscription.dispose()
// W1 and W5 with an observer (`ObserverType`, as `bind(to:)` passes one) instead of
// closures. Their `map` subtracts: a closure identical to one above would be merged with it by
// the optimizer, which changes the other workload's count.
case "W1-observer":
  let relay = BehaviorRelay(value: 0)
  let subscription = relay.map { $0 &- 1 }.subscribe(
    AnyObserver { event in
      if case .next(let value) = event { sink.receive(value) }
    })
  for value in 0..<operations { relay.accept(value) }
  subscription.dispose()
case "W5-observer":
  let relay = BehaviorRelay(value: 0)
  let mapped = relay.map { $0 &- 1 }
  let observer = AnyObserver<Int> { event in
    if case .next(let value) = event { sink.receive(value) }
  }
  mapped.subscribe(observer).dispose()
  for _ in 0..<operations { mapped.subscribe(observer).dispose() }
default:
  print(
    "unknown workload \(arguments[1]); expected W1, W1S, W3, W3S, W4, W4S, W5, W5S, W6, W1-observer or W5-observer"
  )
  exit(2)
}
print(sink.last)

/// W6: makes `count` bindings and keeps them to the end.
///
/// For valgrind --tool=dhat to count their blocks at the heap's peak. Out of line and with
/// closures of its own, so that it changes nothing in the other workloads' code.
@inline(never)
func keepBindings(_ count: Int) {
  var relays: [BehaviorRelay<Int>] = []
  var subscriptions: [Disposable] = []
  relays.reserveCapacity(count)
  subscriptions.reserveCapacity(count)
  // A local, as in the benchmark: a closure with a context is what an app subscribes.
  let receiver = Sink()
  for _ in 0..<count {
    let relay = BehaviorRelay(value: 0)
    relays.append(relay)
    subscriptions.append(relay.map { $0 &+ 5 }.subscribe(onNext: { receiver.last = $0 }))
  }
  withExtendedLifetime((relays, subscriptions)) { print(relays.count) }
}

/// W1S: W1 over ``Pair``.
///
/// Out of line, as W5S: written in the switch with the others, it made the optimizer compile
/// W3's `map` calls differently (5 more instructions a stage).
@inline(never)
func singleBindingOverStruct(_ operations: Int) {
  let relay = BehaviorRelay(value: Pair(first: 0, second: 0))
  let subscription = relay.map { Pair(first: $0.first &+ 2, second: $0.second) }
    .subscribe(onNext: { sink.receive($0.first) })
  for value in 0..<operations { relay.accept(Pair(first: value, second: value)) }
  subscription.dispose()
}

/// W5S: W5 over ``Pair``; out of line, as W1S.
@inline(never)
func subscribeDisposeOverStruct(_ operations: Int) {
  let relay = BehaviorRelay(value: Pair(first: 0, second: 0))
  let mapped = relay.map { Pair(first: $0.first &- 1, second: $0.second) }
  // One cycle first, as in W5.
  mapped.subscribe(onNext: { sink.receive($0.first) }).dispose()
  for _ in 0..<operations { mapped.subscribe(onNext: { sink.receive($0.first) }).dispose() }
}
