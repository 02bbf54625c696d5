import BindScript
import Foundation
import Testing

/// What `:marbles` prints is what `expect` reads: random histories drawn as text and read
/// back pass, and a history changed afterwards fails.
@Suite struct MarbleRoundTripTests {
  /// A random session: states of several types changed at random instants, some several
  /// times in one instant, a derived value, and a marble source that ends.
  static func randomScript(seed: UInt64) -> String {
    var random = Seeded(state: seed)
    var lines = [
      "mutable n = 0", "mutable s = \"\"", "mutable flag = false", "action ping",
      "let doubled = n.map { $0 * 2 }",
      "let played = marbles(\"-a-(bc)--|\", a: 1, b: 22, c: 333)",
    ]
    for _ in 0..<Int.random(in: 1...14, using: &random) {
      switch Int.random(in: 0...5, using: &random) {
      case 0: lines.append("n = \(Int.random(in: -5...120, using: &random))")
      case 1: lines.append("s = \"\(["a", "rx", "", "漢", "x y"].randomElement(using: &random)!)\"")
      case 2: lines.append("flag = \(Bool.random(using: &random))")
      case 3: lines.append("ping()")
      default: lines.append("advance \([100, 200, 500].randomElement(using: &random)!)ms")
      }
    }
    return lines.joined(separator: "\n")
  }

  static let names = ["n", "s", "flag", "ping", "doubled", "played"]

  /// The `expect` statements that `:marbles` output stands for: each row is the name, the
  /// diagram (which may hold spaces, lining frames up) and the values, from the first `c=`.
  static func expectations(_ printed: String) -> [String] {
    printed.split(separator: "\n").map { line in
      let name = String(line.prefix { $0 != " " })
      var rest = Substring(line.dropFirst(name.count))
      var values = ""
      if let equals = rest.firstIndex(of: "=") {
        let start = rest.index(before: equals)
        values = String(rest[start...])
        rest = rest[..<start]
      }
      let diagram = rest.trimmingCharacters(in: .whitespaces)
      return "expect \(name) \"\(diagram)\" \(values)"
    }
  }

  @Test(arguments: 1...60)
  func whatMarblesPrintsPassesAsAnExpectation(seed: Int) throws {
    let script = Self.randomScript(seed: UInt64(seed))
    let run = ScriptRun(trace: .off)
    #expect(run.run(script).isSuccess, "seed \(seed):\n\(script)")
    _ = run.take()
    #expect(run.entry(":marbles " + Self.names.joined(separator: " ")).isSuccess)
    let printed = run.take()
    let expectations = Self.expectations(printed)
    #expect(expectations.count == Self.names.count, "\(printed)")
    for expectation in expectations {
      let outcome = run.entry(expectation)
      #expect(
        outcome.isSuccess,
        "seed \(seed): \(expectation)\n\(outcome.error?.rendered() ?? "")\nprinted:\n\(printed)\nscript:\n\(script)"
      )
    }
    #expect(run.entry("advance 100ms").isSuccess)
    #expect(run.entry("n = 999").isSuccess)
    let changed = expectations.first { $0.hasPrefix("expect n ") }!
    #expect(!run.entry(changed).isSuccess, "a changed history fails: \(changed)")
  }

  @Test func marblesPrintsLanesLinedUpWithPasteableValues() throws {
    let run = ScriptRun(trace: .off)
    let script = """
      mutable entry = ""
      let celsius = entry.map { Int($0) }
      entry = "2"
      advance 100ms
      entry = "37"
      """
    #expect(run.run(script).isSuccess)
    _ = run.take()
    #expect(run.entry(":marbles entry celsius").isSuccess)
    #expect(
      run.take() == """
        entry    (a2)b  a="" b="37"
        celsius  (cd)e  c=nil d=2 e=37

        """)
  }

  @Test func aLongHistoryPrintsItsLatestEventsAndSaysHowManyItLeftOut() throws {
    let run = ScriptRun(trace: .off)
    var script = "mutable n = 0\nmutable quiet = 0\nadvance 100ms\n"
    for value in 1...120 { script += "n = \(value % 10)\nadvance 100ms\n" }
    #expect(run.run(script).isSuccess)
    _ = run.take()
    #expect(run.entry(":marbles n quiet").isSuccess)
    let lines = run.take().split(separator: "\n")
    #expect(lines.count == 3)
    // 121 events of n, the last 24 drawn: they start at 9.7 s, as the picture does.
    #expect(lines[0] == "n      789012345678901234567890-", "\(lines[0])")
    #expect(
      lines[1] == "quiet  " + String(repeating: "-", count: 25),
      "quiet's one event came before the diagrams start: it runs, empty, to now")
    #expect(lines[2] == "(earlier events left out: n 97, quiet 1; the diagrams start at 9700ms)")
  }
}
