import BindScript
import Testing

@Suite struct ScriptStepTests {
  @Test func aScriptSplitsIntoItsStatementsWithTheirText() throws {
    let text = "mutable a = 1\n\nview v {\n  label l\n}\na = 2 # set\n"
    let script = try Interpreter.Script.parse(SourceFile(name: "s.bind", text: text)).get()
    #expect(script.steps.map(\.text) == ["mutable a = 1", "view v {\n  label l\n}", "a = 2"])
  }

  @Test func stepsRunOneAtATimeInOneInterpreter() throws {
    var output = ""
    let interpreter = Interpreter { output += $0 }
    let source = SourceFile(name: "s.bind", text: "mutable a = 1\nlet b = a.map { $0 * 10 }\na = 2\n")
    let script = try Interpreter.Script.parse(source).get()
    for step in script.steps.prefix(2) { #expect(interpreter.run(step, of: script).isSuccess) }
    #expect(!output.contains("b = 20"))
    #expect(interpreter.run(script.steps[2], of: script).isSuccess)
    #expect(output.contains("b = 20"))
  }

  @Test(arguments: [
    ("mutable a = 1\nlet = 2\n", "s.bind:2:"), ("let f = { $0 +\n", "is never closed"),
  ])
  func aBrokenScriptFailsBeforeAnythingRuns(text: String, message: String) {
    guard case .failure(let error) = Interpreter.Script.parse(SourceFile(name: "s.bind", text: text))
    else {
      Issue.record("the script parsed")
      return
    }
    #expect(error.rendered().contains(message))
  }
}
