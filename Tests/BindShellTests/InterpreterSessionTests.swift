import BindShell
import Testing

@Suite struct InterpreterSessionTests {
  @Test func watchPrintsEachLaterChangeAsItHappens() {
    let session = InterpreterSession(usesColor: false) { _ in }
    _ = session.execute("mutable query = \"\"")
    _ = session.execute("let settled = query.debounce(300ms)")
    #expect(
      session.execute("watch settled")
        == .done(output: "watching settled: each change is printed as it happens\n"))
    _ = session.execute("query = \"rx\"")
    guard case .done(let output) = session.execute("advance 500ms") else {
      Issue.record("advance did not run")
      return
    }
    #expect(output.contains("watch: settled = \"rx\" (at 300ms)"))
  }

  @Test func errorsAreRenderedWithTheLineAndACaret() {
    let session = InterpreterSession(usesColor: false) { _ in }
    _ = session.execute("mutable username = \"\"")
    guard case .failed(let output, let errors) = session.execute("usrname = \"x\"") else {
      Issue.record("the entry did not fail")
      return
    }
    let error = errors.joined()
    #expect(output.isEmpty)
    #expect(error.contains("<repl>:1:1: error:"))
    #expect(error.contains("did you mean 'username'?"))
  }

  @Test func unfinishedEntriesAskForMore() {
    let session = InterpreterSession(usesColor: false) { _ in }
    #expect(session.execute("let f = { $0 +") == .incomplete)
  }

  @Test func quitLeaves() {
    let session = InterpreterSession(usesColor: false) { _ in }
    #expect(session.execute(":quit") == .quit(output: ""))
  }
}
