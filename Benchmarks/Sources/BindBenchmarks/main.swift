#if canImport(Glibc)
  import Glibc
#endif

let usage = """
  usage: BindBenchmarks [--runs N] [--only W1,W4,...] [--engines baseline,Bind,OpenCombine] [--scale F] [--no-deep]
         BindBenchmarks --inspector [--runs N] [--seconds S]
         BindBenchmarks --inspector-feed N

  Runs each workload once counting allocations, then N times (default 5) timed, and prints the
  median nanoseconds per operation of every engine, its ratio to the hand-written baseline,
  allocations and emissions per operation; then Bind's targets and the deep chain check.
  --scale 0.01 runs a hundredth of each workload's operations (for profilers).
  --inspector measures only what an attached inspector costs per value (W1's chain), then
  the events it records a second over S seconds (default 10).
  --inspector-feed N is the program side of scripts/bench-inspector-latency: it attaches an
  inspector and sends N values at known times (see InspectorFeed.swift).
  """

var runs = 5
var only: Set<String>?
var engines = Engine.allCases
var checksDeepChain = true
var scale = 1.0
var measuresInspector = false
var sustainedSeconds = 10
var feedValues: Int?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--runs":
    guard let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 else {
      fatalError(usage)
    }
    runs = value
  case "--only":
    only = Set((arguments.popFirst() ?? "").split(separator: ",").map { String($0) })
  case "--engines":
    engines = (arguments.popFirst() ?? "").split(separator: ",").compactMap {
      Engine(rawValue: String($0))
    }
  case "--scale":
    guard let value = arguments.popFirst().flatMap({ Double($0) }), value > 0 else {
      fatalError(usage)
    }
    scale = value
  case "--no-deep": checksDeepChain = false
  case "--inspector": measuresInspector = true
  case "--seconds":
    guard let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 else {
      fatalError(usage)
    }
    sustainedSeconds = value
  case "--inspector-feed":
    guard let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 else {
      fatalError(usage)
    }
    feedValues = value
  default:
    print(usage)
    exit(argument == "--help" ? 0 : 2)
  }
}

if let feedValues {
  runInspectorFeed(count: feedValues)
  exit(0)
}

if measuresInspector {
  printInspectorCost(pushes: 100_000, runs: runs)
  printInspectorSustained(seconds: sustainedSeconds)
  exit(0)
}

let workloads = [
  singleBinding, fanOut, deepChain, diamond, subscribeDispose, memory, twoWay, debounce,
  singleBindingStruct, deepChainStruct, diamondStruct, subscribeDisposeStruct,
].filter { only?.contains($0.id) ?? true }

let results = runWorkloads(workloads, engines: engines, runs: runs, scale: scale)
print("Median of \(runs) runs; ns/op and allocations per operation.\n")
printTable(results)
print()
printTargets(results)
if checksDeepChain, engines.contains(.bind) {
  printDeepChain(checkDeepChain(depth: 100_000, stackSize: 8 << 20))
}
