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
  let perEvent = attached.nanoseconds * Double(pushes * (runs + 1)) / Double(recorded)
  let target = perEvent <= 1_000 ? "met" : "missed"
  print("\nAttached: \(format(perEvent)) ns an event recorded on the producing thread (the median")
  print("run's ns/push over the events a push records); target at most 1,000 ns: \(target).")
}

/// Pushes W1's chain as fast as one thread can for `seconds`, subscribed while an inspector is
/// attached and serving its page (its publisher and the session's timeline copying the
/// recording beside it, no page connected): prints the events recorded a second,
/// and how many were kept, let go from the lanes' ring buffers (counted as earlier and as
/// dropped) or lost uncounted (none, if every push's two events are counted).
func printInspectorSustained(seconds: Int) {
  let inspector = attachServingInspector()
  let relay = PublishRelay<Int>()
  var total = 0
  let subscription = relay.map { $0 &+ 1 }.subscribe(onNext: { total &+= $0 })
  let start = now()
  let end = start + UInt64(seconds) * 1_000_000_000
  var pushes = 0
  while now() < end {
    for value in 0..<1_000 { relay.accept(value) }
    pushes += 1_000
  }
  let elapsed = Double(now() - start) / 1e9
  let snapshot = inspector.snapshot()
  subscription.dispose()
  inspector.detach()
  precondition(total != 0)
  let kept = snapshot.lanes.reduce(0) { $0 + $1.events.count }
  let recorded = kept + snapshot.lanes.reduce(0) { $0 + $1.earlier }
  let perSecond = Double(recorded) / elapsed
  let target = perSecond >= 100_000 ? "met" : "missed"
  print("\nSustained, attached and serving the page: W1's chain pushed for")
  print("\(format(elapsed, decimals: 1)) s by one thread.\n")
  print(
    "| pushes | events recorded | events recorded/s | kept in lanes | dropped (counted) "
      + "| lost uncounted |")
  print("|---|---|---|---|---|---|")
  print(
    "| \(format(Double(pushes))) | \(format(Double(recorded))) | \(format(perSecond)) | \(format(Double(kept))) "
      + "| \(format(Double(snapshot.droppedEvents))) | \(format(Double(2 * pushes - recorded))) |")
  print("\nTarget at least 100,000 events recorded a second for 10 s: \(target).")
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
