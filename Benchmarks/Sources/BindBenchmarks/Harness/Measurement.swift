import MallocCounter

#if canImport(Glibc)
  import Glibc
#endif

/// The figures for one contender in one workload.
struct Measurement {
  let engine: Engine
  /// Median over the timed runs.
  let nanosecondsPerOperation: Double
  /// From a counted run.
  let mallocsPerOperation: Double
  /// Live heap bytes per operation right after a counted run, before `reset`.
  let bytesPerOperation: Double
  /// Subscriber deliveries per operation, in the counted run.
  let emissionsPerOperation: Double
  /// Every timed run, in nanoseconds per operation.
  let runs: [Double]
}

/// Monotonic time in nanoseconds.
func now() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Measures every contender of `workload`: one counted run (allocations, bytes, warm-up),
/// then `runs` timed runs, the contenders taking turns so that a drift in the machine's speed
/// reaches them all alike.
func measure(_ workload: Workload, engines: [Engine], runs: Int, scale: Double) -> [Measurement] {
  let count = max(1, Int(Double(workload.operations) * scale))
  let contenders = engines.map { workload.make($0, count) }
  let operations = Double(count)
  var mallocs: [Double] = []
  var bytes: [Double] = []
  var emissions: [Double] = []
  for contender in contenders {
    let emitted = contender.counter.count
    malloc_counter_start()
    contender.run()
    malloc_counter_stop()
    emissions.append(Double(contender.counter.count - emitted) / operations)
    mallocs.append(Double(malloc_counter_allocations()) / operations)
    bytes.append(Double(malloc_counter_live_bytes()) / operations)
    contender.reset()
  }
  var times = Array(repeating: [Double](), count: contenders.count)
  for _ in 0..<runs {
    for (index, contender) in contenders.enumerated() {
      let start = now()
      contender.run()
      let end = now()
      contender.reset()
      times[index].append(Double(end - start) / operations)
    }
  }
  return contenders.indices.map { index in
    let contender = contenders[index]
    return Measurement(
      engine: contender.engine,
      nanosecondsPerOperation: median(times[index]),
      mallocsPerOperation: mallocs[index],
      bytesPerOperation: bytes[index],
      emissionsPerOperation: emissions[index],
      runs: times[index])
  }
}

/// The middle value (the mean of the two middle ones for an even count).
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  let middle = sorted.count / 2
  return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

/// Measures `workloads` one after the other, reporting progress on standard error.
///
/// They run on a thread with a large stack: OpenCombine's 1,000-deep chain does not fit in
/// the main thread's 8 MiB.
func runWorkloads(_ workloads: [Workload], engines: [Engine], runs: Int, scale: Double)
  -> [(Workload, [Measurement])]
{
  var results: [(Workload, [Measurement])] = []
  runOnThread(stackSize: 1 << 30) {
    for workload in workloads {
      let measurements = measure(workload, engines: engines, runs: runs, scale: scale)
      results.append((workload, measurements))
      let figures = measurements.map {
        "\($0.engine.rawValue) \(formatAdaptive($0.nanosecondsPerOperation)) ns"
      }
      let line = "\(workload.id): \(figures.joined(separator: ", "))\n"
      _ = line.utf8CString.withUnsafeBufferPointer {
        write(STDERR_FILENO, $0.baseAddress, $0.count - 1)
      }
    }
  }
  return results
}
