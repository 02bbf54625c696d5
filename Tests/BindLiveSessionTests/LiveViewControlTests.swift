import BindShell
import Testing

@testable import BindLiveSession

/// `:serve` and the live view of a shell session: started once, refused with a usage line for a
/// bad port, stopped with the session.
@Suite struct LiveViewControlTests {
  @Test func servesOnceAndSaysSoWhenAskedAgain() async throws {
    let (first, again, url) = try await onOwnThread {
      let live = LiveViewControl(interpreter: InterpreterSession(usesColor: false) { _ in }.interpreter)
      defer { live.stop() }
      return (try live.start(port: 0), try live.start(port: 0), live.url)
    }
    let served = try #require(url)

    #expect(first == "view: \(served)")
    #expect(served.wholeMatch(of: /http:\/\/127\.0\.0\.1:\d+\/[0-9a-f]{32}\//) != nil)
    #expect(again == "view: \(served) (already serving)")
  }

  @Test func stoppingEndsTheServingAndAFreshStartServesAgain() async throws {
    let (before, after, again) = try await onOwnThread {
      let live = LiveViewControl(interpreter: InterpreterSession(usesColor: false) { _ in }.interpreter)
      _ = try live.start(port: 0)
      let before = live.url
      live.stop()
      let after = live.url
      let again = try live.start(port: 0)
      live.stop()
      return (before, after, again)
    }

    #expect(before != nil)
    #expect(after == nil)
    #expect(again.hasPrefix("view: http://127.0.0.1:") && !again.hasSuffix("(already serving)"))
  }

  @Test(arguments: [":serve 70000", ":serve eighty", ":serve 80 81"])
  func refusesABadPortWithTheUsage(entry: String) async throws {
    let (result, url) = try await onOwnThread {
      let session = InterpreterSession(usesColor: false) { _ in }
      let live = LiveViewControl(interpreter: session.interpreter)
      session.commands = [live.command]
      return (session.execute(entry), live.url)
    }

    #expect(result == .done(output: "error: usage: :serve [PORT] (a port number up to 65535)\n"))
    #expect(url == nil)
  }

  @Test func theServeCommandPrintsTheAddress() async throws {
    let (result, url) = try await onOwnThread {
      let session = InterpreterSession(usesColor: false) { _ in }
      let live = LiveViewControl(interpreter: session.interpreter)
      defer { live.stop() }
      session.commands = [live.command]
      return (session.execute(":serve"), live.url)
    }

    #expect(result == .done(output: "view: \(try #require(url))\n"))
  }
}
