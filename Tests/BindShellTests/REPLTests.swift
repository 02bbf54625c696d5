import BindShell
import LineEditor
import Testing

/// A session that treats an entry as complete when its braces balance, and records entries.
private final class BraceSession: ShellSession {
  var entries: [String] = []

  func execute(_ entry: String) -> EntryResult {
    let open = entry.filter { $0 == "{" }.count
    let close = entry.filter { $0 == "}" }.count
    if open > close { return .incomplete }
    if entry == ":quit" { return .quit(output: "bye\n") }
    if entry == "fail" { return .failed(output: "partial\n", errors: ["error: failed\n"]) }
    entries.append(entry)
    return .done(output: "ran \(entries.count)\n")
  }

  func completions(for prefix: String) -> (replacing: Int, candidates: [String]) { (0, []) }
}

/// A reader that plays back scripted results and records what the REPL asked and stored.
private final class ScriptedReader: LineReader {
  var results: [LineReadResult]
  var prompts: [String] = []
  var history: [String] = []
  var saved = false

  init(_ results: [LineReadResult]) { self.results = results }

  func readLine(prompt: String) -> LineReadResult {
    prompts.append(prompt)
    return results.isEmpty ? .endOfInput : results.removeFirst()
  }

  func addHistory(_ entry: String) { history.append(entry) }
  func saveHistory() { saved = true }
}

@Suite struct REPLTests {
  @Test func failedEntriesAreCountedAndTheirErrorsGoToTheErrorOutput() {
    let reader = ScriptedReader([.line("fail"), .line("ok"), .line("fail"), .line("let f = {")])
    var output = ""
    var errors = ""
    let repl = REPL(
      reader: reader, session: BraceSession(), write: { output += $0 },
      writeError: { errors += $0 })
    repl.run()
    #expect(output == "partial\nran 1\npartial\n")
    #expect(errors == "error: failed\nerror: failed\nerror: the input ended in the middle of an entry\n")
    #expect(repl.failures == 3)
  }

  @Test func unfinishedEntryContinuesOnTheContinuationPromptAndIsOneHistoryItem() {
    let reader = ScriptedReader([.line("binding b {"), .line("  x => y"), .line("}")])
    let session = BraceSession()
    var output = ""
    REPL(reader: reader, session: session, write: { output += $0 }).run()
    #expect(session.entries == ["binding b {\n  x => y\n}"])
    #expect(reader.history == ["binding b {\n  x => y\n}"])
    #expect(reader.prompts.prefix(3) == [REPL.prompt, REPL.continuationPrompt, REPL.continuationPrompt])
    #expect(output == "ran 1\n")
  }

  @Test func interruptDiscardsTheEntryBeingTyped() {
    let reader = ScriptedReader([.line("binding b {"), .interrupted, .line("a = 1")])
    let session = BraceSession()
    REPL(reader: reader, session: session, write: { _ in }).run()
    #expect(session.entries == ["a = 1"])
  }

  @Test func cancellingATypedLineDoesNotCountTowardsLeaving() {
    let reader = ScriptedReader([.interrupted, .cancelled, .interrupted, .line("a = 1")])
    let session = BraceSession()
    REPL(reader: reader, session: session, write: { _ in }).run()
    #expect(session.entries == ["a = 1"])
  }

  @Test func singleInterruptOnEmptyPromptKeepsTheShellAlive() {
    let reader = ScriptedReader([.interrupted, .line("a = 1")])
    let session = BraceSession()
    var output = ""
    REPL(reader: reader, session: session, write: { output += $0 }).run()
    #expect(session.entries == ["a = 1"])
    #expect(output.contains("press Ctrl-C again"))
  }

  @Test func twoInterruptsOnEmptyPromptLeaveAndSaveHistory() {
    let reader = ScriptedReader([.interrupted, .interrupted, .line("never")])
    let session = BraceSession()
    REPL(reader: reader, session: session, write: { _ in }).run()
    #expect(session.entries.isEmpty)
    #expect(reader.saved)
  }

  @Test func quitCommandLeaves() {
    let reader = ScriptedReader([.line(":quit"), .line("never")])
    let session = BraceSession()
    var output = ""
    REPL(reader: reader, session: session, write: { output += $0 }).run()
    #expect(session.entries.isEmpty)
    #expect(output == "bye\n")
    #expect(reader.saved)
  }

  @Test func blankLinesAreSkipped() {
    let reader = ScriptedReader([.line(""), .line("   "), .line("a = 1")])
    let session = BraceSession()
    REPL(reader: reader, session: session, write: { _ in }).run()
    #expect(session.entries == ["a = 1"])
    #expect(reader.history == ["a = 1"])
  }

  @Test func controlDOnAContinuationLineDiscardsTheEntryAndTheShellStays() {
    let reader = ScriptedReader([.line("binding b {"), .endOfTransmission, .line("a = 1")])
    let session = BraceSession()
    var output = ""
    REPL(reader: reader, session: session, write: { output += $0 }).run()
    #expect(session.entries == ["a = 1"])
    #expect(output == REPL.discardedNotice + "ran 1\n")
    #expect(reader.prompts == [REPL.prompt, REPL.continuationPrompt, REPL.prompt, REPL.prompt])
  }

  @Test func controlDOnAnEmptyPromptLeavesAndSavesHistory() {
    let reader = ScriptedReader([.line("a = 1"), .endOfTransmission, .line("never")])
    let session = BraceSession()
    REPL(reader: reader, session: session, write: { _ in }).run()
    #expect(session.entries == ["a = 1"])
    #expect(reader.saved)
  }

  @Test func quitLeavesAtOnceEvenInTheMiddleOfAnEntry() {
    let reader = ScriptedReader([.line("binding b {"), .quit, .line("}")])
    let session = BraceSession()
    var errors = ""
    let repl = REPL(reader: reader, session: session, write: { _ in }, writeError: { errors += $0 })
    repl.run()
    #expect(session.entries.isEmpty)
    #expect(errors.isEmpty, "leaving with Ctrl-\\ is quiet")
    #expect(reader.saved)
  }

  @Test func historyIsAddedAfterEachEntryNotOnlyAtTheEnd() {
    let reader = ScriptedReader([.line("a = 1"), .line("fail")])
    var seenWhenFailing: [String] = []
    let session = BraceSession()
    var output = ""
    REPL(
      reader: reader, session: session, write: { output += $0 },
      writeError: { _ in seenWhenFailing = reader.history }
    ).run()
    #expect(seenWhenFailing == ["a = 1", "fail"])
  }

  @Test func pastTheErrorLimitErrorsAreCountedAndTheCountEndsTheInput() {
    let reader = ScriptedReader(Array(repeating: .line("fail"), count: 25) + [.line("ok")])
    var output = ""
    var errors = ""
    let repl = REPL(
      reader: reader, session: BraceSession(), write: { output += $0 },
      writeError: { errors += $0 }, errorLimit: 20)
    repl.run()
    #expect(errors == String(repeating: "error: failed\n", count: 20) + "... and 5 more errors\n")
    #expect(output.hasSuffix("ran 1\n"), "output is never held back")
    #expect(repl.failures == 25)
  }
}
