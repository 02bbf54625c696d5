import BindScript
import BindShell
import Testing

@testable import BindLiveSession

/// Play mode in a shell session: what `:play` says it can drag, how it reports a script's failed
/// checks and a file it cannot read, and the commands it adds.
@Suite struct PlayControlTests {
  @Test func saysWhichLanesCanBeDragged() async throws {
    let (said, url, commands) = try await playing { session, live, play in
      let script = "let taps = marbles(\"-a-b|\")\nlet shown = taps.map { $0 + \"!\" }\n"
      let said = try play.start(PlayScript(name: "taps.bind", text: script), port: 0)
      return (said, live.url, session.commands.map(\.name))
    }

    #expect(
      said
        == "view: \(try #require(url))\n"
        + "play: drag the marbles of taps on the page; :save FILE writes the edited script\n")
    #expect(commands.contains("play"))
  }

  @Test func reportsEachFailedCheckWithItsLine() async throws {
    let said = try await playing { _, _, play in
      try play.start(PlayScript(name: "n.bind", text: "mutable n = 1\nexpect n == 2\n"), port: 0)
    }

    #expect(said.contains("\nline 2: expect n == 2: "), "\(said)")
  }

  @Test func saysWhenThereIsNothingToDrag() throws {
    let summary = PlayControl.summary(try PlayScript(name: "n.bind", text: "mutable n = 1\n"), PlayRun())
    #expect(summary == "play: nothing to drag; declare an input as `let x = marbles(\"-a-b|\")`\n")
  }

  @Test func reportsAFileItCannotRead() async throws {
    let (result, url) = try await playing { session, live, play in
      session.commands = [play.command]
      return (session.execute(":play /no/such/file.bind"), live.url)
    }
    guard case .done(let output) = result else {
      Issue.record(":play of a missing file did not finish: \(result)")
      return
    }
    #expect(output.hasPrefix("error: "))
    #expect(output.contains("/no/such/file.bind"))
    #expect(url == nil)
  }

  @Test func refusesMoreThanOneFile() async throws {
    let result = try await playing { session, _, play in
      session.commands = [play.command]
      return session.execute(":play a.bind b.bind")
    }
    #expect(result == .done(output: "error: usage: :play [FILE]\n"))
  }

  /// Runs `body` with a session in play mode's hands, on a thread of its own, and stops the
  /// live view after.
  private func playing<Result: Sendable>(
    _ body: @escaping @Sendable (InterpreterSession, LiveViewControl, PlayControl) throws -> Result
  ) async throws -> Result {
    try await onOwnThread {
      let session = InterpreterSession(usesColor: false) { _ in }
      let live = LiveViewControl(interpreter: session.interpreter)
      defer { live.stop() }
      return try body(session, live, PlayControl(session: session, live: live) { _ in })
    }
  }
}
