import BindScript
import Testing

/// A statement that fails its check changes nothing: no name is declared, no value set, no
/// binding made, nothing printed.
@Suite struct AtomicityTests {
  static let prelude = """
    mutable a = 1
    mutable b = 0
    view v { label l }

    """

  /// Runs `prelude`, then `failing` (which must fail), then `after` (which must succeed).
  private func failsAndChangesNothing(_ failing: String, then after: String) {
    let run = ScriptRun()
    #expect(run.run(Self.prelude).isSuccess)
    _ = run.take()
    let outcome = run.entry(failing)
    #expect(!outcome.isSuccess, "\(failing) should fail")
    #expect(run.take() == "", "a failed statement prints nothing")
    let check = run.run(after)
    #expect(check.isSuccess, "\(check.error?.rendered() ?? "")")
  }

  @Test func aBindingBlockWithAnErrorBindsNothing() {
    failsAndChangesNothing(
      """
      binding screen {
        a => b
        a => v.l.text
      }
      """,
      then: """
        expect b == 0
        a = 5
        expect b == 0
        expect v.l.text == nil
        binding screen { a => b }
        """)
  }

  @Test func aDeclarationWithAnErrorDeclaresNothing() {
    failsAndChangesNothing(
      "mutable c = a + \"x\"", then: "mutable c = 3\nexpect c == 3")
    failsAndChangesNothing("let d = a.map { $0 + \"x\" }", then: "let d = a.map { $0 + 1 }\nexpect d == 2")
    failsAndChangesNothing("view w { label x; textfeld y }", then: "view w { label x }")
    failsAndChangesNothing("action go(Strin)", then: "action go(String)")
  }

  @Test func anAssignmentOfTheWrongTypeLeavesTheValue() {
    failsAndChangesNothing("a = \"one\"", then: "expect a == 1")
    failsAndChangesNothing("v.l.text = 3", then: "expect v.l.text == nil")
  }

  @Test func aBlockWithAnErrorRunsNoneOfItsStatements() {
    failsAndChangesNothing(
      """
      if true {
        a = 2
        print("never")
        b = "x"
      }
      """, then: "expect a == 1")
    failsAndChangesNothing("for x in [1, 2] { a = x; b = undefined }", then: "expect a == 1")
  }

  @Test func aBindingWithAnErrorDoesNotSubscribe() {
    failsAndChangesNothing("a => { b = $0; print(\"x\" + $0) }", then: "a = 7\nexpect b == 0")
  }

  @Test func aFailedDisposeKeepsTheContext() {
    let run = ScriptRun(trace: .off)
    #expect(run.run(Self.prelude + "binding s { a => b }").isSuccess)
    #expect(ScriptRun.message(run.entry("dispose t")) == "there is no binding context named 't'")
    #expect(run.run("a = 3\nexpect b == 3\ndispose s\na = 4\nexpect b == 3").isSuccess)
  }

  @Test func eachStatementOfAnEntryIsAtomicOnItsOwn() {
    let run = ScriptRun(trace: .off)
    #expect(run.run(Self.prelude).isSuccess)
    let outcome = run.entry("a = 2; b = \"x\"; a = 3")
    #expect(ScriptRun.message(outcome) == "a value for 'b' must be Int, but this is String")
    #expect(run.run("expect a == 2\nexpect b == 0").isSuccess)
  }

  @Test func aRuntimeErrorInsideAPropagationStopsTheRestOfIt() {
    let run = ScriptRun(trace: .off)
    #expect(run.run(Self.prelude + "let q = a.map { 10 / ($0 - 1) }\na => b").isSuccess == false)
    let fresh = ScriptRun(trace: .off)
    #expect(fresh.run(Self.prelude + "a.map { 10 / ($0 - 2) } => b\na => { print($0) }").isSuccess)
    let outcome = fresh.entry("a = 2")
    #expect(ScriptRun.message(outcome) == "division by zero")
    #expect(fresh.output == "1\n", "the later binding is not reached once the statement stopped")
  }
}
