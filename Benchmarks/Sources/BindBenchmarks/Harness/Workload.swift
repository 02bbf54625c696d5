/// A benchmark scenario, set up once for each engine.
struct Workload: Sendable {
  /// A short name such as `W1`.
  let id: String
  /// What is measured, for the table.
  let title: String
  /// What one operation is, for the table.
  let operation: String
  /// How many operations one run performs (unless scaled down for profiling).
  let operations: Int
  /// Bind's target, as a ratio to the baseline, if the workload has one.
  var target: Double?
  /// Whether live heap bytes per operation are reported (memory workloads).
  var reportsBytes = false
  /// Sets up `engine`'s contender for runs of the given number of operations.
  let make: @Sendable (Engine, Int) -> Contender
}
