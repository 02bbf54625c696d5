import BindScript
import Testing

/// `expect NAME "marbles"` compares a cell's whole history, on the virtual time axis (frame
/// 0 at 0 ms, 100 ms a frame), with a diagram.
@Suite struct MarbleExpectTests {
  static let counter = """
    mutable n = 0
    advance 100ms
    n = 1
    advance 200ms
    n = 2

    """

  @Test(arguments: [
    "01-2", "ab-c a=0 b=1 c=2", "0 1 - 2", "01-2 a=5",
  ])
  func aMatchingDiagramPasses(_ marbles: String) {
    let parts = marbles.split(separator: " ", maxSplits: 1)
    let diagram = marbles.contains("=") ? String(parts[0]) : marbles
    let values = marbles.contains("=") ? " " + parts[1] : ""
    let run = ScriptRun(trace: .off)
    let outcome = run.run(Self.counter + "expect n \"\(diagram)\"\(values)")
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
  }

  @Test func aDifferentHistoryFailsShowingBothDiagrams() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(Self.counter + "expect n \"0-12\"")
    guard case .expectationFailed(let error) = outcome, let diagnostic = error.diagnostics.first else {
      Issue.record("expected a failed expectation, got \(outcome)")
      return
    }
    #expect(diagnostic.message == "the history of 'n' does not match the marbles")
    #expect(
      diagnostic.notes.map(\.message) == [
        "expected: 0-12",
        "  actual: 01-2",
        "expected: next(0) @ 0, next(1) @ 200, next(2) @ 300",
        "  actual: next(0) @ 0, next(1) @ 100, next(2) @ 300",
        "first difference, event 2: expected next(1) @ 200, got next(1) @ 100",
      ])
  }

  @Test func actionsEventsEndsAndFailuresHaveMarbles() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(
      """
      action tap
      view v { button b; list l }
      tap => { print("tap") }
      v.l.items = ["a", "b"]
      tap()
      advance 200ms
      tap()
      v.b.tap()
      v.l.select(1)
      expect tap "x-x"
      expect v.b.tap "--x"
      expect v.l.itemSelected "--1"
      let short = of(1, 2)
      expect short "--(12|)"
      let broken = fail("no")
      expect broken "--#"
      """)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
  }

  @Test func stringsNeedValuesUnlessTheyAreOneLetter() {
    let run = ScriptRun(trace: .off)
    #expect(run.run("mutable s = \"a\"\nadvance 100ms\ns = \"b\"\nexpect s \"ab\"").isSuccess)
    let outcome = run.entry("expect s \"ab\" a=\"x\"")
    #expect(outcome.error?.diagnostics.first?.notes.first?.message == "expected: ab")
  }

  @Test func aMarbleWithoutValueIsAnError() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run("mutable ok = true\nexpect ok \"t\"")
    guard case .failed(let error) = outcome else {
      Issue.record("expected an error, got \(outcome)")
      return
    }
    #expect(error.diagnostics.first?.message == "the marble 't' has no value")
  }

  @Test func anInvalidDiagramIsAnError() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run("mutable n = 0\nexpect n \"0)\"")
    #expect(ScriptRun.message(outcome) == "this marble diagram is not valid: unexpected ')' at column 2")
  }

  @Test func onlyNamesWithAHistoryHaveMarbles() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run("let k = 1\nexpect k \"1\"")
    #expect(
      ScriptRun.message(outcome)
        == "marbles need something with a history: a state, an action, a `let`, a control property or event")
  }
}
