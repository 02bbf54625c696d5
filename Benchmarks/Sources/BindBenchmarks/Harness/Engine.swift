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
final class Counter {
  private(set) var count = 0
  private(set) var sum = 0

  @inline(never)
  func receive(_ value: Int) {
    count &+= 1
    sum &+= value
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
