import BindScript
import Testing

/// Input written to break the interpreter.
///
/// Huge lines, deep nesting, endless chains, cycles, loops that never end, values that grow
/// without bound: each gives a clear error or is stopped by a limit, and the interpreter
/// carries on with its state intact.
@Suite struct HostileInputTests {
  static let megabyte = 1_000_000
  static let tooDeep =
    "this is nested too deeply: more than \(Parser.maximumNestingDepth) levels of brackets, "
    + "blocks or operators"

  /// `count` levels of the nesting `shape`, as one statement.
  static func nested(_ shape: String, _ count: Int) -> String {
    func repeated(_ text: String) -> String { String(repeating: text, count: count) }
    switch shape {
    case "parentheses": return "a = " + repeated("(") + "1" + repeated(")")
    case "brackets": return "a = " + repeated("[") + repeated("]")
    case "closures": return "let d = a" + repeated(".flatMapLatest { just($0)") + repeated(" }")
    case "blocks": return repeated("if true { ") + "a = 2" + repeated(" }")
    case "loops": return repeated("for x in [1] { ") + "a = 2" + repeated(" }")
    case "negations": return "a = " + repeated("-") + "1"
    case "nots": return "expect " + repeated("!") + "true"
    case "interpolations": return "print(\"" + repeated("\\(\"") + repeated("\")") + "\")"
    case "member closures": return "let d = a" + repeated(".map { $0 }")
    case "calls": return "print" + repeated("(print")
    default: return shape
    }
  }

  /// A run with `a = 1` declared and nothing printed yet.
  private func prepared(stepLimit: Int = 10_000) -> ScriptRun {
    let run = ScriptRun(trace: .off, stepLimit: stepLimit)
    #expect(run.run("mutable a = 1").isSuccess)
    return run
  }

  /// Checks that `a` still holds 1 and that the interpreter still runs statements.
  private func expectIntact(_ run: ScriptRun, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let check = run.entry("expect a == 1")
    #expect(check.isSuccess, "\(check.error?.rendered() ?? "")", sourceLocation: sourceLocation)
    let after = run.entry("a = 3\nexpect a == 3\na = 1")
    #expect(after.isSuccess, "\(after.error?.rendered() ?? "")", sourceLocation: sourceLocation)
  }

  // MARK: Huge lines

  @Test func aOneMegabyteStringLiteralRuns() {
    let run = prepared()
    let text = "mutable s = \"" + String(repeating: "a", count: Self.megabyte) + "\""
    let outcome = run.run(text + "\nexpect s.count == \(Self.megabyte)")
    #expect(outcome.isSuccess, "\(outcome.error?.diagnostics.first?.message ?? "")")
  }

  @Test func aOneMegabyteLineOfStatementsRuns() {
    let run = prepared()
    let line = String(repeating: "a = a + 1; ", count: Self.megabyte / 11)
    let outcome = run.run(line + "\nexpect a == \(1 + Self.megabyte / 11)")
    #expect(outcome.isSuccess, "\(outcome.error?.diagnostics.first?.message ?? "")")
  }

  @Test func anErrorOnAOneMegabyteLineShowsAShortExcerpt() {
    let run = prepared()
    let name = String(repeating: "x", count: Self.megabyte)
    let outcome = run.entry("a = 1 + " + name)
    let rendered = outcome.error?.rendered() ?? ""
    #expect(rendered.hasPrefix("<repl>:1:9: error: there is no value named 'xxx"))
    #expect(rendered.count < 1_000, "the excerpt of a huge line is cut around the error")
    #expect(rendered.contains("^~~~"))
    expectIntact(run)
  }

  @Test func anErrorAtTheEndOfAOneMegabyteLineShowsItsEnd() {
    let run = prepared()
    let outcome = run.entry(String(repeating: "a = 1; ", count: Self.megabyte / 7) + "a = \"one\"")
    let rendered = outcome.error?.rendered() ?? ""
    #expect(rendered.hasPrefix("<repl>:1:\(Self.megabyte / 7 * 7 + 5): error: a value for 'a' must be Int"))
    #expect(rendered.count < 1_000)
    #expect(rendered.contains("a = \"one\""))
  }

  @Test func aLongCommentDoesNotSlowEachStatement() {
    let run = prepared()
    let comment = "# " + String(repeating: "c", count: 4 * Self.megabyte) + "\n"
    let statements = String(repeating: "a = a + 1\n", count: 20_000)
    let outcome = run.run(comment + statements + "expect a == 20001")
    #expect(outcome.isSuccess, "\(outcome.error?.diagnostics.first?.message ?? "")")
  }

  // MARK: Deep nesting

  @Test(arguments: [
    "parentheses", "brackets", "closures", "blocks", "loops", "negations", "nots", "interpolations",
    "member closures", "calls",
  ])
  func tenThousandLevelsOfNestingAreOneError(shape: String) {
    let run = prepared()
    let outcome = run.entry(Self.nested(shape, 10_000))
    #expect(outcome.error?.diagnostics.map(\.message) == [Self.tooDeep])
    expectIntact(run)
  }

  @Test(arguments: ["parentheses", "closures", "blocks", "loops", "member closures"])
  func tenThousandLevelsInAScriptAreOneError(shape: String) {
    let run = prepared()
    let outcome = run.run("a = 5\n" + Self.nested(shape, 10_000) + "\na = 6")
    #expect(outcome.error?.diagnostics.map(\.message) == [Self.tooDeep])
    expectIntact(run)
  }

  @Test(arguments: ["parentheses", "closures", "blocks", "loops", "member closures"])
  func nestingJustWithinTheLimitRuns(shape: String) {
    let run = prepared()
    let outcome = run.entry(Self.nested(shape, 30))
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
  }

  // MARK: Long chains

  @Test(arguments: [" + ", " * ", " && ", " ?? ", " == "])
  func aHundredThousandOperatorChainIsStoppedByTheNestingLimit(separator: String) {
    let run = prepared()
    let chain = Array(repeating: "a", count: 100_000).joined(separator: separator)
    let outcome = run.entry("print(" + chain + ")")
    #expect(outcome.error?.diagnostics.count == 1)
    expectIntact(run)
  }

  @Test func aChainOfAThousandDerivedValuesFollowsEachChange() {
    let run = ScriptRun(trace: .changes)
    var script = "mutable v0 = 0\n"
    for index in 1...1_000 { script += "let v\(index) = v\(index - 1) + 1\n" }
    #expect(run.run(script + "expect v1000 == 1000").isSuccess)
    _ = run.take()
    let outcome = run.entry("v0 = 5\nexpect v1000 == 1005")
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
    let trace = run.take()
    #expect(trace.hasPrefix("v0 = 5\n└─ v1 = 6\n   └─ v2 = 7\n"))
    #expect(trace.utf8.count < 2 * Self.megabyte, "a deep trace stays printable")
  }

  @Test func aChainOfAThousandBindingsCarriesEachChange() {
    let run = ScriptRun(trace: .off)
    var script = "mutable v0 = 0\n"
    for index in 1...1_000 { script += "mutable v\(index) = 0\nv\(index - 1) => v\(index)\n" }
    #expect(run.run(script + "v0 = 7\nexpect v1000 == 7").isSuccess)
  }

  @Test func aChainOfAThousandTwoWayBindingsCarriesEachChangeBothWays() {
    let run = ScriptRun(trace: .off)
    var script = "mutable v0 = 0\n"
    for index in 1...1_000 { script += "mutable v\(index) = 0\nv\(index - 1) <=> v\(index)\n" }
    let outcome = run.run(script + "v0 = 7\nexpect v1000 == 7\nv1000 = 9\nexpect v0 == 9")
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
  }

  // MARK: Cycles and runaways

  @Test(arguments: [
    "mutable b = 0\nb => b\nb = 1",
    "mutable b = 0\nlet c = b + 1\nc => b",
    "mutable b = 0\nmutable c = 0\nmutable d = 0\nb.map { $0 + 1 } => c\nc => d\nd => b",
    "mutable b = 0\nb => { b = b + 1 }",
    "action ping\nping => { ping() }\nping()",
    "action ping(Int)\nping.delay(1ms) => { ping($0 + 1) }\nping(0)\nadvance 1000000s",
    "mutable b = 0\nlet xs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n"
      + "for p in xs { for q in xs { for r in xs { for s in xs { for t in xs { b = t } } } } }",
    "let xs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n"
      + "for p in xs { for q in xs { for r in xs { for s in xs { for t in xs { for u in xs "
      + "{ for v in xs { for w in xs { for y in xs { for z in xs { 1 + 1 } } } } } } } } } }",
  ])
  func aRunawayIsStoppedByTheStepLimit(script: String) {
    let run = prepared(stepLimit: 1_000)
    let outcome = run.run(script)
    #expect(
      outcome.error?.diagnostics.first?.message
        == "stopped after 1000 steps: is there a binding cycle or an endless loop?")
    expectIntact(run)
  }

  @Test func aRunawayBindingDoesNotStayBound() {
    let run = prepared(stepLimit: 1_000)
    #expect(run.run("mutable b = 0").isSuccess)
    #expect(!run.entry("b => { b = b + 1 }").isSuccess)
    let outcome = run.entry("b = 5\nexpect b == 5")
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
  }

  @Test func aValueThatDoublesWithoutEndIsStopped() {
    let run = prepared()
    let outcome = run.run(
      """
      mutable s = "ab"
      let xs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
      for p in xs { for q in xs { for r in xs { s = s + s } } }
      """)
    #expect(
      outcome.error?.diagnostics.first?.message.hasPrefix("this string would be larger than 1 MB") == true)
    expectIntact(run)
  }

  @Test func anArrayThatDoublesWithoutEndIsStopped() {
    let run = prepared()
    let outcome = run.run(
      """
      mutable s = [1, 2]
      let xs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
      for p in xs { for q in xs { for r in xs { s = s + s } } }
      """)
    #expect(
      outcome.error?.diagnostics.first?.message.hasPrefix("this array would be larger than 1 MB") == true)
    expectIntact(run)
  }

  @Test func anArrayLiteralOfArraysThatDoublesWithoutEndIsStopped() {
    let run = prepared()
    var script = "mutable t0 = \"ab\"\n"
    for index in 1...40 { script += "let t\(index) = [t\(index - 1), t\(index - 1)]\n" }
    let outcome = run.run(script + "print(t40)")
    #expect(
      outcome.error?.diagnostics.first?.message.hasPrefix("this array would be larger than 1 MB") == true)
    #expect(run.output.isEmpty)
    expectIntact(run)
  }

  @Test func anInterpolationThatDoublesWithoutEndIsStopped() {
    let run = prepared()
    let outcome = run.run(
      """
      mutable s = "ab"
      let xs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
      for p in xs { for q in xs { for r in xs { s = "\\(s)\\(s)" } } }
      """)
    #expect(
      outcome.error?.diagnostics.first?.message.hasPrefix("this string would be larger than 1 MB") == true)
    expectIntact(run)
  }

  @Test func aHugeValueIsCutInTheTrace() {
    let run = ScriptRun(trace: .changes)
    let half = String(repeating: "a", count: Self.megabyte / 2)
    #expect(run.run("mutable s = \"\(half)\"\nmutable list = [s, s]").isSuccess)
    _ = run.take()
    #expect(run.entry("s = s + \"b\"").isSuccess)
    let trace = run.take()
    #expect(trace.hasPrefix("s = \"aaaa"))
    #expect(trace.hasSuffix("a…\"\n"))
    #expect(trace.utf8.count < 400)
    #expect(run.entry("list = [\"x\", s, s]").isSuccess)
    #expect(run.take().hasSuffix("a…\", …]\n"))
  }

  // MARK: Bad text

  @Test(arguments: [
    "\u{FFFD}\u{FFFD}", "a = 1\u{0}", "\u{1B}[2J", "a = \u{FFFD}", "\u{7F}\u{7F}", "a\u{0301} = 1",
    "\u{202E}a = 2", String(repeating: "\u{FFFD}", count: 100_000),
  ])
  func replacementCharactersAndControlsAreErrors(text: String) {
    let run = prepared()
    let outcome = run.entry(text)
    #expect(!outcome.isSuccess)
    #expect(outcome.error?.diagnostics.isEmpty == false)
    expectIntact(run)
  }

  @Test func randomBytesDecodedAsTextNeverCrash() {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<200 {
      let bytes = (0..<200).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      let run = prepared()
      _ = run.entry(String(decoding: bytes, as: UTF8.self))
      expectIntact(run)
    }
  }
}

/// A small seeded generator, so that random tests are the same on every run.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
