import BindScript
import BindShell
import Foundation
import Synchronization
import Testing

@Suite struct PlaySessionTests {
  static let text = """
    let clicks = marbles("-a--b|", a: 1, b: 2)
    let total = clicks.scan(0) { s, n in s + n }
    advance 1s
    expect total == 3

    """

  /// A session playing `text`, and what it printed outside entries.
  private func playing(_ text: String = Self.text) throws -> (
    InterpreterSession, PlaySession, Printed
  ) {
    let printed = Printed()
    let session = InterpreterSession(usesColor: false) { printed.append($0) }
    let play = PlaySession(
      shell: session, script: try PlayScript(name: "p.bind", text: text),
      write: { printed.append($0) })
    session.commands = play.commands
    play.start()
    return (session, play, printed)
  }

  @Test func anAcceptedEditRunsAgainAndPrintsTheEditedStatement() throws {
    let (session, play, printed) = try playing()
    #expect(printed.text.isEmpty)
    let result = play.apply(MarbleEdit(lane: "clicks", diagram: "-a-b|"))
    #expect(result == .success("let clicks = marbles(\"-a-b|\", a: 1, b: 2)"))
    #expect(printed.text == "\n› let clicks = marbles(\"-a-b|\", a: 1, b: 2)   # edited on the page\n")
    #expect(play.current.run.failures == 0)
    #expect(session.execute(":marbles total") == .done(output: "total  -1-3|\n"))
  }

  @Test func aRefusedEditPrintsNothingAndChangesNothing() throws {
    let (session, play, printed) = try playing()
    let before = session.execute(":marbles clicks total")
    let result = play.apply(MarbleEdit(lane: "clicks", diagram: "-a-x|"))
    guard case .failure(let error) = result else {
      Issue.record("the edit was accepted")
      return
    }
    #expect(error.kind == .valueOutsideLiteral)
    #expect(printed.text.isEmpty)
    #expect(play.text == Self.text)
    #expect(session.execute(":marbles clicks total") == before)
  }

  @Test func aFailingExpectAfterAnEditIsCountedAndTheRestStillRuns() throws {
    let (_, play, printed) = try playing(Self.text + "let later = total.map { $0 * 10 }\n")
    _ = play.apply(MarbleEdit(lane: "clicks", diagram: "-b|"))
    #expect(play.current.run.failures == 1)
    #expect(printed.text.contains("(1 expect failing)"))
    #expect(play.current.script.text.hasSuffix("let later = total.map { $0 * 10 }\n"))
  }

  @Test func typedStatementsJoinTheScriptAndSaveWritesIt() throws {
    let (session, play, _) = try playing()
    _ = session.execute("let doubled = total.map { $0 * 2 }")
    _ = session.execute("nosuchname = 1")
    _ = session.execute(":marbles doubled")
    _ = play.apply(MarbleEdit(lane: "clicks", diagram: "--a|"))
    let expected =
      Self.text.replacingOccurrences(of: "-a--b|", with: "--a|")
      + "let doubled = total.map { $0 * 2 }\n"
    #expect(play.text == expected)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("play-\(UUID().uuidString).bind").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(session.execute(":save \(path)") == .done(output: "saved the played script to \(path)\n"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
  }

  @Test func editsFromAnotherThreadWaitForTheEntryRunning() async throws {
    let (session, play, _) = try playing()
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<20 {
        group.addTask {
          _ = play.apply(MarbleEdit(lane: "clicks", diagram: index.isMultiple(of: 2) ? "-a|" : "-b|"))
        }
        group.addTask { _ = session.execute("advance 10ms") }
      }
    }
    #expect(play.current.script.literal("clicks") != nil)
  }
}

/// What a session printed, from any thread.
final class Printed: Sendable {
  private let printed = Mutex("")
  func append(_ text: String) { printed.withLock { $0 += text } }
  var text: String { printed.withLock { $0 } }
}
