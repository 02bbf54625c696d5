import BindScript
import Testing

/// Scripts whose values depend on each other 100,000 deep run and give the right values: the
/// engine continues deep deliveries from the top of the stack instead of overflowing it.
@Suite struct DeepScriptTests {
  private static let depth = 100_000

  @Test func aHundredThousandChainedLetsFollowTheirState() {
    var lines = ["mutable s0 = 1"]
    for index in 1...Self.depth { lines.append("let s\(index) = s\(index - 1).map { $0 + 1 }") }
    lines += ["expect s\(Self.depth) == \(Self.depth + 1)", "s0 = 2"]
    lines.append("expect s\(Self.depth) == \(Self.depth + 2)")
    let error = run(lines)
    #expect(error == nil)
  }

  @Test func aHundredThousandStatesBoundOneToTheNextFollowTheFirst() {
    var lines = (0...Self.depth).map { "mutable t\($0) = 0" }
    for index in 0..<Self.depth { lines.append("t\(index) => t\(index + 1)") }
    lines += ["t0 = 5", "expect t\(Self.depth) == 5"]
    let error = run(lines)
    #expect(error == nil)
  }

  @Test func aWrongExpectationAtTheEndOfADeepChainFails() {
    var lines = ["mutable s0 = 1"]
    for index in 1...1_000 { lines.append("let s\(index) = s\(index - 1).map { $0 + 1 }") }
    lines.append("expect s1000 == 7")
    #expect(run(lines) != nil)
  }

  /// Runs the script of `lines` with `bind`'s default step limit; returns its error, if any.
  private func run(_ lines: [String]) -> String? {
    let outcome = ScriptRun(trace: .off, stepLimit: 1_000_000).run(lines.joined(separator: "\n"))
    return outcome.isSuccess ? nil : (ScriptRun.message(outcome) ?? "failed")
  }
}
