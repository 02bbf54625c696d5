/// The implementations compared in every workload.
enum Engine: String, CaseIterable {
  /// Hand-written closures: the practical limit.
  case baseline
  /// This package.
  case bind = "Bind"
  /// The Combine peer available on Linux.
  case openCombine = "OpenCombine"
}

/// Counts what reaches a subscriber, so the work cannot be optimised away and the output can
/// be checked.
///
/// Its tallies live behind a pointer rather than in stored properties: a class's stored
/// `var`s are checked for exclusive access at run time, which cost about 115 instructions a
/// value (two `swift_beginAccess` calls), inside every engine's timed loop. Through the
/// pointer, `receive` is a handful of instructions.
final class Counter {
  private let tallies = UnsafeMutablePointer<Int>.allocate(capacity: 2)

  init() { tallies.initialize(repeating: 0, count: 2) }
  deinit { tallies.deallocate() }

  /// The values received.
  var count: Int { tallies[0] }
  /// Their wrapping sum.
  var sum: Int { tallies[1] }

  @inline(never)
  func receive(_ value: Int) {
    tallies[0] &+= 1
    tallies[1] &+= value
  }
}

/// One engine's part in a workload: `run` performs the workload's operations once.
struct Contender {
  let engine: Engine
  /// What reaches the subscribers, for emissions per operation.
  let counter: Counter
  /// Performs `Workload.operations` operations.
  let run: () -> Void
  /// Undoes what `run` kept alive, outside the measurement.
  var reset: () -> Void = {}
  /// Keeps subscriptions and sources alive as long as the contender.
  var keepAlive: [Any] = []
}
