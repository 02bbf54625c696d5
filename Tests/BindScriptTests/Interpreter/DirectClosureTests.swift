import Testing

/// Closures that are one expression of `$0` and literals (`{ $0 + 1 }`) are called without a
/// frame (see `CheckedClosure.direct`): they compute, fail and trace as any closure does.
@Suite struct DirectClosureTests {
  @Test func arithmeticAndComparisonsOfTheArgumentAndLiteralsCompute() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(
      """
      mutable a = 5
      let b = a.map { $0 - 7 }
      let c = a.map { 10 * 2 }
      let d = a.map { $0 * $0 }
      let e = a.map { $0 > 5 }
      let f = a.map { 2 - $0 }
      a = 6
      expect b == -1
      expect c == 20
      expect d == 36
      expect e == true
      expect f == -4
      """)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
  }

  @Test func anOverflowIsReportedAtTheExpression() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run("mutable a = 1\nlet b = a.map { $0 + 9223372036854775807 }")
    #expect(ScriptRun.message(outcome) == "arithmetic overflow")
    let range = outcome.error?.diagnostics.first?.range
    #expect(range?.start.line == 2)
    #expect(range?.start.column == 17)
    #expect(range?.end.column == 41)
  }

  @Test func fullTracingShowsEachDeliveryToTheClosure() {
    let run = ScriptRun(trace: .full)
    #expect(run.run("mutable a = 1\nlet b = a.map { $0 + 1 }").isSuccess)
    _ = run.take()
    run.entry("a = 2")
    #expect(run.take() == "a = 2\n└─ map closure at 2:15 ← 2\n   └─ b = 3\n")
  }
}
