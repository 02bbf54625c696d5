import BindingCore
import OpenCombine

/// W8: `debounce` of 3 ticks on a virtual-time scheduler: events one tick apart in bursts of
/// ten, then a pause of ten ticks, so each burst emits its last value; one operation is one
/// event (with its clock advance).
let debounce = Workload(
  id: "W8", title: "debounce on virtual time, bursts of 10", operation: "event",
  operations: 1_000_000
) { engine, operations in
  let counter = Counter()
  let events = operations
  let dueTime = 3
  func pause(after value: Int) -> Int { value % 10 == 9 ? 10 : 1 }
  switch engine {
  case .baseline:
    let source = Holder(0)
    let debouncer = Debouncer(dueTime: dueTime) { counter.receive($0) }
    source.observe { debouncer.receive($0) }
    return Contender(engine: engine, counter: counter) {
      for value in 0..<events {
        source.value = value
        debouncer.advance(by: pause(after: value))
      }
    }
  case .bind:
    let relay = PublishRelay<Int>()
    let scheduler = VirtualTimeScheduler()
    let subscription = relay.debounce(.seconds(dueTime), scheduler: scheduler)
      .subscribe(onNext: { counter.receive($0) })
    return Contender(
      engine: engine, counter: counter,
      run: {
        for value in 0..<events {
          relay.accept(value)
          scheduler.advance(by: pause(after: value))
        }
      },
      keepAlive: [subscription])
  case .openCombine:
    let subject = PassthroughSubject<Int, Never>()
    let scheduler = OpenCombineVirtualScheduler()
    let subscription = subject.debounce(for: .init(dueTime), scheduler: scheduler)
      .sink { counter.receive($0) }
    return Contender(
      engine: engine, counter: counter,
      run: {
        for value in 0..<events {
          subject.send(value)
          scheduler.advance(by: pause(after: value))
        }
      },
      keepAlive: [subscription])
  }
}

/// The hand-written debounce: the latest value and when it is due, checked as the clock moves.
private final class Debouncer {
  private let dueTime: Int
  private let emit: (Int) -> Void
  private var clock = 0
  private var pending: (value: Int, due: Int)?

  init(dueTime: Int, emit: @escaping (Int) -> Void) {
    self.dueTime = dueTime
    self.emit = emit
  }

  func receive(_ value: Int) { pending = (value, clock + dueTime) }

  func advance(by ticks: Int) {
    clock += ticks
    if let pending, pending.due <= clock {
      self.pending = nil
      emit(pending.value)
    }
  }
}
