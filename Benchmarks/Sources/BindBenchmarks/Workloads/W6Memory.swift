import BindingCore
import OpenCombine

/// W6: 100,000 independent relays, each with a `map` and a subscription, all kept alive.
///
/// One operation is one relay + map + subscription; the live heap bytes per operation are the
/// memory cost of one such binding.
let memory = Workload(
  id: "W6", title: "memory: 100,000 × (relay + map + subscription)", operation: "binding",
  operations: 100_000, reportsBytes: true
) { engine, operations in
  let counter = Counter()
  let count = operations
  let run: () -> Void
  let reset: () -> Void
  switch engine {
  case .baseline:
    let storage = Storage<Holder<Int>, Void>(capacity: count)
    reset = storage.clear
    run = {
      for _ in 0..<count {
        let holder = Holder(0)
        let transform: (Int) -> Int = { $0 &+ 1 }
        let call: (Int) -> Void = { counter.receive(transform($0)) }
        holder.observe(call)
        call(holder.value)
        storage.keep(holder, ())
      }
    }
  case .bind:
    let storage = Storage<BehaviorRelay<Int>, Disposable>(capacity: count)
    reset = storage.clear
    run = {
      for _ in 0..<count {
        let relay = BehaviorRelay(value: 0)
        let subscription = relay.map { $0 &+ 1 }.subscribe(onNext: { counter.receive($0) })
        storage.keep(relay, subscription)
      }
    }
  case .openCombine:
    let storage = Storage<CurrentValueSubject<Int, Never>, AnyCancellable>(capacity: count)
    reset = storage.clear
    run = {
      for _ in 0..<count {
        let subject = CurrentValueSubject<Int, Never>(0)
        let subscription = subject.map { $0 &+ 1 }.sink { counter.receive($0) }
        storage.keep(subject, subscription)
      }
    }
  }
  return Contender(engine: engine, counter: counter, run: run, reset: reset)
}

/// Keeps the bindings of W6 alive in arrays reserved up front, so that only the bindings
/// themselves are measured.
private final class Storage<Source, Subscription> {
  private var sources: [Source] = []
  private var subscriptions: [Subscription] = []

  init(capacity: Int) {
    sources.reserveCapacity(capacity)
    subscriptions.reserveCapacity(capacity)
  }

  func keep(_ source: Source, _ subscription: Subscription) {
    sources.append(source)
    subscriptions.append(subscription)
  }

  func clear() {
    sources.removeAll(keepingCapacity: true)
    subscriptions.removeAll(keepingCapacity: true)
  }
}
