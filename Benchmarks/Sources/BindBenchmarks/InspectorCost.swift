import BindingCore
import BindingInspector
import MallocCounter

/// Prints what an attached inspector costs per value, as a Markdown table.
///
/// W1's chain (a relay, a `map`, a `subscribe`) is pushed `pushes` times while detached,
/// subscribed while attached (two taps record each value: the relay's into `map` and `map`'s
/// into the subscriber), and subscribed after `detach()`: nanoseconds and allocations per push,
/// and the events recorded per second.
func printInspectorCost(pushes: Int, runs: Int) {
  let count = format(Double(pushes))
  print("Inspector: W1's chain (relay => map => subscribe), \(count) pushes, median of \(runs) runs.\n")
  print("| chain | ns/push | allocations/push | events recorded/s |")
  print("|---|---|---|---|")
  report("detached", measurePushes(pushes, runs: runs), eventsPerPush: 0)
  let inspector = Inspector.record()
  let attached = measurePushes(pushes, runs: runs)
  let recorded = inspector.snapshot().lanes.reduce(0) { $0 + $1.events.count + $1.earlier }
  inspector.detach()
  report("subscribed while attached", attached, eventsPerPush: Double(recorded) / Double(pushes * (runs + 1)))
  report("subscribed after detach", measurePushes(pushes, runs: runs), eventsPerPush: 0)
}

/// Subscribes W1's chain now, then pushes `pushes` values once counting allocations and `runs`
/// times timed: the median nanoseconds and the allocations per push.
private func measurePushes(_ pushes: Int, runs: Int) -> (nanoseconds: Double, allocations: Double) {
  let relay = PublishRelay<Int>()
  var total = 0
  let subscription = relay.map { $0 &+ 1 }.subscribe(onNext: { total &+= $0 })
  defer { subscription.dispose() }
  malloc_counter_start()
  for value in 0..<pushes { relay.accept(value) }
  malloc_counter_stop()
  let allocations = Double(malloc_counter_allocations()) / Double(pushes)
  var times: [Double] = []
  for _ in 0..<runs {
    let start = now()
    for value in 0..<pushes { relay.accept(value) }
    times.append(Double(now() - start) / Double(pushes))
  }
  precondition(total != 0)
  return (times.sorted()[times.count / 2], allocations)
}

/// Prints one row of the table.
private func report(
  _ chain: String, _ figures: (nanoseconds: Double, allocations: Double), eventsPerPush: Double
) {
  let eventsPerSecond = eventsPerPush > 0 ? format(eventsPerPush * 1e9 / figures.nanoseconds) : "-"
  let allocations = formatAdaptive(figures.allocations)
  print("| \(chain) | \(format(figures.nanoseconds)) | \(allocations) | \(eventsPerSecond) |")
}
