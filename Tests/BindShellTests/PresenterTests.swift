import BindScript
import BindShell
import Testing

@Suite struct PresenterTests {
  private static let script = """
    mutable a = 1
    let b = a.map { $0 + 1 }
    a = 5
    expect b == 6
    """

  /// Presents the script with `keys`; returns whether it succeeded, what was printed, and
  /// how many keys were read.
  private func present(
    _ text: String = script, keys: [Character], holdsAtEnd: Bool = false,
    announced: ((Interpreter.Script.Step?) -> Void)? = nil
  ) -> (Bool, String, Int) {
    var output = ""
    var remaining = keys[...]
    var read = 0
    let interpreter = Interpreter { output += $0 }
    let presenter = Presenter(
      interpreter: interpreter, usesColor: false, isTerminal: false,
      readKey: {
        read += 1
        return remaining.popFirst()
      }, write: { output += $0 }, announce: announced ?? { _ in }, holdsAtEnd: holdsAtEnd)
    let script = try! Interpreter.Script.parse(SourceFile(name: "t.bind", text: text)).get()
    return (presenter.present(script), output, read)
  }

  @Test func enterRunsOneStatementAndWaitsBeforeTheNext() {
    let (succeeded, output, _) = present(keys: ["\n", "\n", "q"])
    #expect(succeeded)
    #expect(output.contains("[1/4] mutable a = 1\n\(Presenter.hint)"))
    #expect(output.contains("b = 2"))
    #expect(output.contains("stopped before statement 3 of 4"))
    #expect(!output.contains("b = 6"))
  }

  @Test func cRunsTheRestWithoutAsking() {
    let (succeeded, output, read) = present(keys: ["\n", "c"])
    #expect(succeeded)
    #expect(read == 2)
    #expect(output.contains("a = 5\n└─ b = 6"))
    #expect(output.hasSuffix("the end: 4 statements ran\n"))
  }

  @Test func servedItHoldsTheFinalStateUntilQ() {
    var announcements: [String?] = []
    let (succeeded, output, read) = present(
      keys: ["c", "\n", "x", "q", "\n"], holdsAtEnd: true,
      announced: { announcements.append($0?.text) })
    #expect(succeeded)
    #expect(read == 4, "Enter and other keys after the end are not q: it waits for q")
    #expect(output.hasSuffix("the end: 4 statements ran\n\(Presenter.holdHint)\n"))
    #expect(announcements.last == .some(nil), "nothing is announced as next at the end")
  }

  @Test func servedItHoldsAfterAFailureToo() {
    let (succeeded, output, read) = present(
      "mutable a = 1\nexpect a == 2\n", keys: ["c", "q"], holdsAtEnd: true)
    #expect(!succeeded)
    #expect(read == 2)
    #expect(output.hasSuffix(Presenter.holdHint + "\n"))
  }

  @Test func unservedItEndsWithTheLastStatement() {
    let (_, output, read) = present(keys: ["c", "q"])
    #expect(read == 1)
    #expect(!output.contains(Presenter.holdHint))
  }

  @Test func keysThatMeanNothingAreIgnored() {
    let (_, output, read) = present(keys: ["x", "?", "q"])
    #expect(read == 3)
    #expect(output.contains("stopped before statement 1 of 4"))
  }

  @Test func theEndOfInputRunsTheRest() {
    let (succeeded, output, _) = present(keys: [])
    #expect(succeeded)
    #expect(output.contains("the end: 4 statements ran"))
  }

  @Test func anErrorStopsThePresentationAndIsShown() {
    let (succeeded, output, _) = present("mutable a = 1\nexpect a == 2\na = 3\n", keys: ["c"])
    #expect(!succeeded)
    #expect(output.contains("t.bind:2:"))
    #expect(!output.contains("[3/3]"))
  }

  @Test(
    arguments: [
      ("\n", Presenter.Command.next), ("\r", .next), (" ", .next), ("c", .rest), ("q", .stop),
      ("\u{3}", .stop), ("\u{4}", .stop), ("\u{1C}", .stop),
    ] as [(Character, Presenter.Command)])
  func keysMeanCommands(key: Character, command: Presenter.Command) {
    #expect(Presenter.Command(key: key) == command)
  }

  @Test func theCommentAboveAStatementIsShownBeforeIt() {
    let text = "# Start from one.\nmutable a = 1\n\n# Then change it:\n# watch the trace.\na = 2\n"
    let (succeeded, output, _) = present(text, keys: ["c"])
    #expect(succeeded)
    #expect(output.hasPrefix("Start from one.\n[1/2] mutable a = 1\n"))
    #expect(output.contains("\nThen change it:\nwatch the trace.\n[2/2] a = 2\n"))
  }
}
