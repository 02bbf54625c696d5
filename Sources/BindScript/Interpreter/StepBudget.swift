/// How many steps (closure calls, traced deliveries) one statement may take before it is
/// stopped as a runaway: a binding cycle or a closure that keeps setting off itself.
struct StepBudget {
  let limit: Int
  private(set) var steps = 0

  init(limit: Int) {
    self.limit = max(1, limit)
  }

  /// Counts one step; `false` once the limit is passed.
  mutating func tick() -> Bool {
    steps += 1
    return steps <= limit
  }

  mutating func reset() { steps = 0 }

  /// The error that stops a runaway statement.
  func exhausted(at range: SourceRange) -> RuntimeError {
    RuntimeError(
      "stopped after \(limit) steps: is there a binding cycle or an endless loop?", at: range,
      notes: [
        Diagnostic.Note(
          "each value set off another one without end; `:graph` shows what follows what")
      ])
  }
}
