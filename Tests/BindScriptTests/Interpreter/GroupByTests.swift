import BindScript
import Testing

/// `groupBy`: a `let` whose values are the keys of its groups, drawn with one lane per group.
@Suite struct GroupByTests {
  static let numbers = "let numbers = marbles(\"-a-b-c-d-e|\", a: 1, b: 2, c: 3, d: 4, e: 6)\n"

  @Test func marblesDrawALanePerGroupInTheOrderTheGroupsOpened() {
    let run = ScriptRun(trace: .off)
    #expect(run.run(Self.numbers + "let groups = numbers.groupBy { $0 % 2 }\nadvance 1s").isSuccess)
    run.entry(":marbles")
    #expect(
      run.take() == """
        numbers    -1-2-3-4-6|
        groups     -1-0------|
        groups[1]   1---3----|
        groups[0]     2---4-6|

        """)
  }

  @Test func theLetGivesEachKeyOnceAsItsGroupOpens() {
    let run = ScriptRun(trace: .off)
    let script = Self.numbers + "let groups = numbers.groupBy { $0 > 2 }\nadvance 1s\n"
    #expect(run.run(script + "expect groups \"-f---t----|\" f=false t=true").isSuccess)
  }

  @Test func stringKeysLabelTheirLanesAsLiterals() {
    let run = ScriptRun(trace: .off)
    let script = """
      let words = marbles("-a-b-c|", a: "apple", b: "bob", c: "avocado")
      let byLetter = words.groupBy { String($0.first ?? "?") }
      advance 1s
      """
    #expect(run.run(script).isSuccess)
    run.entry(":marbles byLetter")
    let lanes = run.take().split(separator: "\n").map { $0.split(separator: " ").first ?? "" }
    #expect(lanes == ["byLetter", "byLetter[\"a\"]", "byLetter[\"b\"]"])
  }

  @Test func theTraceShowsEachValueReachingItsGroup() {
    let run = ScriptRun()
    #expect(run.run(Self.numbers + "let groups = numbers.groupBy { $0 % 2 }").isSuccess)
    _ = run.take()
    run.entry("advance 300ms")
    #expect(
      run.take() == """
        numbers = 1 (at 100ms)
        ├─ groups = 1
        └─ groups[1] = 1
        numbers = 2 (at 300ms)
        ├─ groups = 0
        └─ groups[0] = 2

        """)
  }

  @Test(arguments: [
    (
      "let g = numbers.groupBy { [$0] }",
      "the closure of 'groupBy' must return a key, an Int, a String or a Bool, but returns [Int]", 25
    ),
    (
      "let g = numbers.groupBy(2)",
      "'groupBy' takes a closure giving each value's key, as in `.groupBy { $0 % 2 }`", 9
    ),
  ])
  func aClosureOfTheWrongKindIsAnErrorAtItsPlace(line: String, message: String, column: Int) {
    let run = ScriptRun(trace: .off)
    #expect(run.run(Self.numbers).isSuccess)
    guard case .failed(let error) = run.entry(line), let diagnostic = error.diagnostics.first else {
      Issue.record("expected an error")
      return
    }
    #expect(diagnostic.message == message)
    #expect(diagnostic.range.start.column == column)
  }
}
