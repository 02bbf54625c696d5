import BindScript
import Testing

/// What `:save` writes and `:play` plays: the statements that ran, kept as where they are in
/// their sources and spelt when read.
@Suite struct TranscriptTests {
  @Test func theStatementsThatRanAreSpeltOneALineInOrder() {
    let run = ScriptRun(trace: .off)
    run.run("# a comment\nmutable n = 1\n\nlet doubled = n.map { $0 * 2 }\n", name: "first.bind")
    run.entry("n = 2")
    run.entry("n = \"wrong\"")
    run.run("n = 3\nexpect doubled == 6", name: "second.bind")
    #expect(
      run.interpreter.transcriptText
        == "mutable n = 1\nlet doubled = n.map { $0 * 2 }\nn = 2\nn = 3\nexpect doubled == 6\n")
  }

  @Test func aStatementOverSeveralLinesIsKeptWhole() {
    let run = ScriptRun(trace: .off)
    run.run("let sum = [1,\n  2]\nlet n = 3 # the rest of the line is a comment")
    #expect(run.interpreter.transcriptText == "let sum = [1,\n  2]\nlet n = 3\n")
  }

  @Test func resetEmptiesIt() {
    let run = ScriptRun(trace: .off)
    run.entry("mutable n = 1")
    run.entry(":reset")
    #expect(run.interpreter.transcriptText == "")
    run.entry("mutable m = 2")
    #expect(run.interpreter.transcriptText == "mutable m = 2\n")
  }
}
