import BindScript
import Testing

/// Binding cycles and closures that keep setting off themselves are stopped by the step
/// limit, with an error naming the statement, instead of hanging.
@Suite struct RunawayTests {
  static let stepLimitMessage =
    "stopped after 1000 steps: is there a binding cycle or an endless loop?"

  @Test func aBindingCycleIsStopped() {
    let run = ScriptRun(stepLimit: 1000)
    #expect(run.run("mutable a = 0\nmutable b = 0\na => b").isSuccess)
    _ = run.take()
    let outcome = run.entry("b => a")
    #expect(ScriptRun.message(outcome) == Self.stepLimitMessage)
    #expect(outcome.error?.diagnostics.first?.range.start.line == 1)
    #expect(
      run.take() == """
        a = 0
        └─ b = 0
           └─ a = 0
              └─ b = 0
                 └─ a = 0
                    └─ b = 0
                       └─ a = 0
                          └─ b = 0
                             └─ a = 0
                                └─ b = 0
                                   └─ a = 0
                                      └─ b = 0
        … 500 changes in all

        """)
  }

  @Test func aCycleSetOffByAnAssignmentIsStopped() {
    let run = ScriptRun(trace: .off, stepLimit: 1000)
    let outcome = run.run(
      """
      mutable a = 0
      let b = a + 1
      mutable c = 0
      b => c
      a = 5
      c => a
      """)
    #expect(ScriptRun.message(outcome) == Self.stepLimitMessage)
    #expect(outcome.error?.diagnostics.first?.range.start.line == 6)
  }

  @Test func aClosureThatRetriggersItselfIsStopped() {
    let run = ScriptRun(trace: .off, stepLimit: 1000)
    let outcome = run.run("mutable count = 0\ncount => { count = count + 1 }")
    #expect(ScriptRun.message(outcome) == Self.stepLimitMessage)
  }

  @Test func aRunawayDuringAdvanceIsStopped() {
    let run = ScriptRun(trace: .off, stepLimit: 1000)
    let outcome = run.run(
      """
      action ping(Int)
      ping.delay(0ms) => { ping($0 + 1) }
      ping(0)
      advance 10ms
      """)
    #expect(ScriptRun.message(outcome) == Self.stepLimitMessage)
    #expect(outcome.error?.diagnostics.first?.range.start.line == 4)
  }

  /// Steps below the next check only count: the limit still stops the statement at exactly
  /// its step, past a multiple of 256 (where Ctrl-C is asked about) too.
  @Test func theLimitStopsAtExactlyItsStep() {
    func loop(_ turns: Int) -> String {
      "let xs = [\((0..<turns).map(String.init).joined(separator: ", "))]\nfor i in xs { }"
    }
    #expect(ScriptRun(trace: .off, stepLimit: 300).run(loop(300)).isSuccess)
    let outcome = ScriptRun(trace: .off, stepLimit: 300).run(loop(301))
    #expect(
      ScriptRun.message(outcome) == "stopped after 300 steps: is there a binding cycle or an endless loop?")
    #expect(ScriptRun(trace: .off, stepLimit: 256).run(loop(256)).isSuccess)
    #expect(!ScriptRun(trace: .off, stepLimit: 256).run(loop(257)).isSuccess)
  }

  @Test func anInterruptionIsAskedAboutEvery256Steps() {
    let run = ScriptRun(trace: .off, stepLimit: 10_000)
    run.interpreter.isInterrupted = { true }
    let outcome = run.run("let xs = [\((0..<600).map(String.init).joined(separator: ", "))]\nfor i in xs { }")
    #expect(ScriptRun.message(outcome) == "stopped: interrupted (Ctrl-C) after 256 steps")
  }

  @Test func theInterpreterGoesOnAfterARunaway() {
    let run = ScriptRun(trace: .off, stepLimit: 1000)
    #expect(!run.run("mutable a = 0\nmutable b = 0\na => b\nb => a").isSuccess)
    #expect(run.entry("mutable c = 1\nc = 2\nexpect c == 2").isSuccess)
  }

  @Test func theBudgetIsPerStatement() {
    let run = ScriptRun(trace: .off, stepLimit: 100)
    let outcome = run.run(
      """
      action tick
      mutable n = 0
      tick => { n = n + 1 }
      for i in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] { tick() }
      for i in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] { tick() }
      expect n == 20
      """)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
    let tooLong = run.entry(
      "for i in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34] { tick() }"
    )
    #expect(
      ScriptRun.message(tooLong) == "stopped after 100 steps: is there a binding cycle or an endless loop?")
  }
}
