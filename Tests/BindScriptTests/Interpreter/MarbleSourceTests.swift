import BindScript
import Testing

@Suite struct MarbleSourceTests {
  @Test func playsTheDiagramOnTheVirtualClock() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(
      """
      let clicks = marbles("-a--b|", a: 1, b: 2)
      let total = clicks.scan(0) { acc, x in acc + x }
      advance 150ms
      expect total == 1
      advance 1s
      expect total == 3
      expect total "-a--b|" a=1 b=3
      """)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
  }

  @Test func charactersStandForThemselvesWithoutValues() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(
      """
      let letters = marbles("--x-y")
      advance 1s
      expect letters == "y"
      """)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
  }

  @Test func hashFailsTheStream() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(
      """
      let broken = marbles("-a#", a: 1).catch { _ in just(-1) }
      advance 1s
      expect broken == -1
      """)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
  }

  @Test(arguments: [
    ("let m = marbles(\"-a-)\", a: 1)", "this marble diagram is not valid"),
    ("let m = marbles(\"-a-\", a: 1, b: \"x\")", "must have one type"),
    ("let m = marbles(\"-a-\", 1)", "labelled with its own character"),
    ("let d = \"-a\"\nlet m = marbles(d)", "written as a plain string"),
  ])
  func badDiagramsAreCheckErrors(script: String, message: String) {
    let run = ScriptRun(trace: .off)
    let error = ScriptRun.message(run.run(script)) ?? ""
    #expect(error.contains(message), "got: \(error)")
  }
}
