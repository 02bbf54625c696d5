import BindScript
import BindShell
import LineEditor
import Testing

/// Hostile entries typed into the shell: each gets an error or is stopped by a limit, the
/// shell keeps running, and what was declared before keeps its value.
@Suite struct HostileEntryTests {
  static let setup =
    "mutable a = 1\nmutable words = [\"x\", \"y\"]\nview v { textField t }\nwords => { v.t.text = $0.first }"

  static let entries: [String] = [
    "a = 1 + " + String(repeating: "x", count: 1_000_000),
    String(repeating: "a = 2; ", count: 100_000) + "a = )",
    "a = " + String(repeating: "(", count: 10_000) + "2" + String(repeating: ")", count: 10_000),
    "let f = a" + String(repeating: ".map { $0 + 1 }", count: 10_000),
    String(repeating: "if true { ", count: 10_000) + "a = 2" + String(repeating: " }", count: 10_000),
    "a = " + Array(repeating: "2", count: 100_000).joined(separator: " + "),
    "mutable b = 1\na => b\nb => a",
    "let xs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n"
      + "for p in xs { for q in xs { for r in xs { for s in xs { for t in xs { for u in xs "
      + "{ a + 1 } } } } } }",
    "mutable s = \"ab\"\nfor p in [1, 2, 3, 4, 5, 6] { for q in [1, 2, 3, 4, 5, 6] { s = s + s } }",
    String(decoding: [0xFF, 0xFE, 0x61, 0x20, 0x3D, 0x20, 0x32, 0xC3], as: UTF8.self),
    String(
      decoding: [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x3E, 0x0A, 0x05], as: UTF8.self),
    "a = 2\u{0}",
    "\u{1B}[2J\u{1B}[H a = 2",
    ":load /dev/zero",
    ":watch " + String(repeating: "w", count: 100_000),
  ]

  private func session() -> InterpreterSession {
    let session = InterpreterSession(
      options: Interpreter.Options(trace: .changes, stepLimit: 10_000), usesColor: false
    ) { _ in }
    #expect(session.execute(Self.setup) != .incomplete)
    return session
  }

  private func listing(_ session: InterpreterSession) -> String {
    guard case .done(let output) = session.execute(":list") else { return "" }
    return output
  }

  @Test(arguments: entries.indices)
  func aHostileEntryIsAnErrorAndChangesNothingBefore(index: Int) {
    let session = session()
    let before = listing(session)
    let result = session.execute(Self.entries[index])
    guard case .failed = result else {
      Issue.record("entry \(index) did not fail")
      return
    }
    let output = result.output
    #expect(output.contains("error:"), "entry \(index) says what is wrong")
    #expect(output.utf8.count < 20_000, "entry \(index) prints a readable error")
    #expect(listing(session).hasPrefix(before), "what was declared before keeps its value")
    #expect(
      session.execute("words = [\"z\"]\nprint(a, v.t.text ?? \"\")").output.hasPrefix("words = [\"z\"]"))
    #expect(session.execute("print(a)") == .done(output: "1\n"))
  }

  @Test func aRunawayKeepsWhatItDeliveredAndLeavesNoBinding() {
    let session = session()
    #expect(session.execute("mutable n = 0").output == "")
    #expect(session.execute("n => { n = n + 1 }").output.contains("error: stopped after 10000 steps"))
    #expect(session.execute("n = 0\nprint(n, a)").output.hasSuffix("0 1\n"))
  }

  @Test func theLoopSurvivesEveryHostileEntryInARow() {
    let reader = ScriptedLines(
      Self.entries + ["let f = {", "a = 5"] + ["print(a)", "words = [\"q\"]", "print(v.t.text ?? \"\")"])
    reader.interruptAfter = Self.entries.count + 2
    var output = ""
    REPL(reader: reader, session: session(), write: { output += $0 }).run()
    #expect(output.hasSuffix("1\nwords = [\"q\"]\n└─ v.t.text = \"q\"\nq\n"))
    #expect(reader.saved)
  }
}

/// Plays back lines, interrupting (Ctrl-C) once after `interruptAfter` of them.
private final class ScriptedLines: LineReader {
  private var lines: [String]
  private var read = 0
  var interruptAfter = Int.max
  var saved = false

  init(_ lines: [String]) { self.lines = lines }

  func readLine(prompt: String) -> LineReadResult {
    defer { read += 1 }
    if read == interruptAfter { return .interrupted }
    return lines.isEmpty ? .endOfInput : .line(lines.removeFirst())
  }

  func addHistory(_ entry: String) {}
  func saveHistory() { saved = true }
}

extension EntryResult {
  fileprivate var output: String {
    switch self {
    case .done(let output), .quit(let output): return output
    case .failed(let output, let errors): return output + errors.joined()
    case .incomplete: return ""
    }
  }
}
