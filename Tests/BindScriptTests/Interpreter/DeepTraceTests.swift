import BindScript
import Testing

/// Past 32 levels a trace shows the depth as a number instead of indenting further, so that a
/// long chain prints in size proportional to its length.
@Suite struct DeepTraceTests {
  static func chain(_ length: Int) -> String {
    "mutable a0 = 0\n"
      + (1...length).map { "let a\($0) = a\($0 - 1).map { $0 + 1 }" }.joined(separator: "\n")
  }

  @Test func levelsPastThirtyTwoShowTheirDepthAsANumber() {
    let run = ScriptRun()
    #expect(run.run(Self.chain(40)).isSuccess)
    _ = run.take()
    run.entry("a0 = 1")
    let lines = run.take().split(separator: "\n")
    #expect(lines.count == 41)
    #expect(lines[32] == String(repeating: "   ", count: 31) + "└─ a32 = 33")
    #expect(lines[33] == "[33] └─ a33 = 34")
    #expect(lines[40] == "[40] └─ a40 = 41")
  }

  @Test func aLongChainPrintsInSizeProportionalToItsLength() {
    let run = ScriptRun(stepLimit: 1_000_000)
    #expect(run.run(Self.chain(3_000)).isSuccess)
    _ = run.take()
    run.entry("a0 = 1")
    let printed = run.take()
    #expect(printed.split(separator: "\n").count == 3_001)
    #expect(printed.utf8.count < 3_001 * 130, "\(printed.utf8.count) bytes")
  }
}
