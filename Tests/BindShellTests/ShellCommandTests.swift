import BindShell
import Testing

@Suite struct ShellCommandTests {
  private func session(recording calls: @escaping ([String]) -> Void) -> InterpreterSession {
    let session = InterpreterSession(usesColor: false) { _ in }
    session.commands = [
      ShellCommand(name: "serve", usage: ":serve [PORT]   show this session live") {
        calls($0)
        return "view: somewhere\n"
      }
    ]
    return session
  }

  @Test func aShellCommandRunsBeforeTheLanguageSeesTheEntry() {
    var calls: [[String]] = []
    let session = session { calls.append($0) }
    #expect(session.execute(":serve") == .done(output: "view: somewhere\n"))
    #expect(session.execute("  :serve 8080 ") == .done(output: "view: somewhere\n"))
    #expect(calls == [[], ["8080"]])
  }

  @Test func otherEntriesReachTheInterpreter() {
    var calls: [[String]] = []
    let session = session { calls.append($0) }
    _ = session.execute("mutable served = 1")
    guard case .failed(_, let errors) = session.execute(":serves") else {
      Issue.record(":serves did not fail as an unknown meta command")
      return
    }
    #expect(errors.joined().contains("there is no meta command ':serves'"))
    #expect(calls.isEmpty)
  }

  @Test func helpListsTheShellCommands() {
    let session = session { _ in }
    guard case .done(let output) = session.execute(":help") else {
      Issue.record(":help did not finish")
      return
    }
    #expect(output.contains("In this shell also:\n  :serve [PORT]   show this session live\n"))
  }

  @Test func completionOffersTheShellCommands() {
    let session = session { _ in }
    let (replacing, candidates) = session.completions(for: ":se")
    #expect(replacing == 2)
    #expect(candidates.contains("serve"))
  }
}
