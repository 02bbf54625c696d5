import BindScript
import Foundation
import Testing

/// A name declared again: in the shell it shadows the earlier one, which the bindings made
/// before keep; in a script it is an error saying where the first declaration is.
@Suite struct RedefinitionTests {
  @Test func theNewDefinitionServesWhatIsTypedAfterwardsAndTheOldOneKeepsItsBindings() {
    let run = ScriptRun()
    run.entry("mutable a = 1\nlet total = a * 2\nlet twice = total * 2")
    _ = run.take()
    run.entry("let total = a * 10")
    #expect(
      run.take() == "total redefined; 1 binding still uses the earlier total, shown as total#1\ntotal = 10\n")
    run.entry("a = 2")
    #expect(run.take() == "a = 2\n├─ total#1 = 4\n│  └─ twice = 8\n└─ total = 20\n")
    #expect(run.entry("expect total == 20\nexpect twice == 8").isSuccess)
  }

  @Test func aBindingIntoAShadowedStateReportsItsFailureUnderTheNameItWasBoundTo() {
    let run = ScriptRun()
    run.entry("action go\nlet f = go.flatMapLatest { _ in fail(\"bad\") }\nmutable s = \"\"\nf => s")
    run.entry("mutable s = 1")
    _ = run.take()
    run.entry("go()")
    #expect(run.take() == "go()\n└─ f failed: bad\nbinding to s failed: bad\n")
  }

  @Test func theRightSideOfARedefinitionIsTheEarlierOne() {
    let run = ScriptRun()
    run.entry("mutable n = 1\nlet total = n + 1\nlet total = total * 100")
    #expect(run.entry("n = 2\nexpect total == 300").isSuccess)
    _ = run.take()
    run.entry(":graph")
    #expect(run.take().contains("total#1 -> total\n"))
  }

  @Test func aFailedRedefinitionChangesNothing() {
    let run = ScriptRun()
    run.entry("mutable n = 1")
    #expect(!run.entry("mutable n = missing").isSuccess)
    #expect(run.entry("n = 2\nexpect n == 2").isSuccess)
    _ = run.take()
    run.entry(":list")
    #expect(run.take() == "n  mutable  Int  2\n")
  }

  @Test func aBindingContextIsNotRedefined() {
    let run = ScriptRun()
    run.entry("binding b { }")
    let outcome = run.entry("binding b { }")
    #expect(ScriptRun.message(outcome) == "'b' is already declared")
    #expect(outcome.error?.diagnostics.first?.notes.last?.message.hasPrefix("dispose it first") == true)
  }

  @Test func aScriptNamesTheFileOfTheFirstDeclaration() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("bind-redefine-\(UUID().uuidString).bind").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try "\nmutable n = 2\n".write(toFile: path, atomically: true, encoding: .utf8)
    let run = ScriptRun()
    run.run("mutable n = 1", name: "first.bind")
    let outcome = run.entry(":load \(path)")
    #expect(
      outcome.error?.diagnostics.first?.notes.first?.message == "'n' was declared at first.bind:1:9")
  }
}
