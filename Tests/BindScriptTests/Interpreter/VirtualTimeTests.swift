import BindScript
import Testing

@Suite struct VirtualTimeTests {
  private func succeeds(_ script: String, _ run: ScriptRun = ScriptRun(trace: .off)) {
    let outcome = run.run(script)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
  }

  @Test func debounceThenFlatMapLatestAsInTheDesignSketch() {
    let run = ScriptRun()
    succeeds(
      """
      mutable query = ""
      let results = query.debounce(300ms).flatMapLatest { q in after(200ms, [q + " 1", q + " 2"]) }
      query = "rx"
      advance 500ms
      expect results == ["rx 1", "rx 2"]
      """, run)
    #expect(run.output == "query = \"rx\"\nresults = [\"rx 1\", \"rx 2\"] (at 500ms)\n")
    #expect(run.interpreter.virtualTime == 500)
  }

  @Test func debounceWaitsForAPause() {
    succeeds(
      """
      mutable q = ""
      let d = q.debounce(300ms)
      q = "a"
      advance 100ms
      q = "ab"
      advance 300ms
      expect d "----x" x="ab"
      """)
  }

  @Test func throttleEmitsTheFirstThenTheLatestOfEachWindow() {
    succeeds(
      """
      action a(Int)
      let t = a.throttle(200ms)
      a(1)
      advance 100ms
      a(2)
      a(3)
      advance 100ms
      expect t "1-3"
      """)
  }

  @Test func delayShiftsEveryValue() {
    succeeds(
      """
      action a(Int)
      let d = a.delay(200ms)
      a(1)
      advance 100ms
      a(2)
      advance 300ms
      expect d "--12"
      """)
  }

  @Test func timersFireInOrderOfDueTime() {
    let run = ScriptRun(trace: .off)
    succeeds(
      """
      merge(after(300ms, "late"), after(100ms, "early"), after(200ms, "middle")) => { print($0) }
      advance 150ms
      print("150ms")
      advance 1s
      """, run)
    #expect(run.output == "early\n150ms\nmiddle\nlate\n")
    #expect(run.interpreter.virtualTime == 1150)
  }

  @Test func nothingFiresWithoutAdvance() {
    let run = ScriptRun(trace: .off)
    succeeds("after(1ms, 1) => { print($0) }\nprint(\"no timers yet\")", run)
    #expect(run.output == "no timers yet\n")
  }

  @Test func flatMapLatestCancelsThePreviousInnerStream() {
    succeeds(
      """
      action search(String)
      let found = search.flatMapLatest { q in after(200ms, q.uppercased()) }
      search("a")
      advance 100ms
      search("b")
      advance 300ms
      expect found "---x" x="B"
      """)
  }

  @Test func timeCannotGoBack() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run("advance 0ms - 5ms")
    #expect(ScriptRun.message(outcome) == "time only moves forward: -5ms")
  }
}
