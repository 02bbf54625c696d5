import BindScript
import Testing

@Suite struct ExpressionTests {
  /// The declarations every case can read.
  static let prelude = """
    mutable name = "Ada"
    mutable count = 3
    mutable ratio = 0.5
    mutable items = [1, 2, 3]
    mutable maybe: String? = nil

    """

  /// What `print(expression)` prints.
  private func printed(_ expression: String) -> String {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(Self.prelude + "print(\(expression))")
    return outcome.isSuccess ? run.output : "error: \(outcome.error?.rendered() ?? "")"
  }

  @Test(arguments: [
    ("1 + 2 * 3", "7"), ("(1 + 2) * 3", "9"), ("7 / 2", "3"), ("7 % 3", "1"), ("-count", "-3"),
    ("1.5 * 2.0", "3.0"), ("ratio + 0.25", "0.75"), ("10.0 / 4.0", "2.5"),
    ("\"a\" + \"b\"", "ab"), ("items + [4]", "[1, 2, 3, 4]"), ("300ms + 2s", "2300ms"),
  ])
  func arithmetic(expression: String, expected: String) {
    #expect(printed(expression) == expected + "\n")
  }

  @Test(arguments: [
    ("count == 3", "true"), ("count != 3", "false"), ("count < 4", "true"), ("count <= 2", "false"),
    ("count > 2", "true"), ("count >= 4", "false"), ("\"a\" < \"b\"", "true"),
    ("maybe == nil", "true"), ("name == \"Ada\" && count > 1", "true"), ("false || !true", "false"),
    ("count > 5 ? \"big\" : \"small\"", "small"), ("maybe ?? \"none\"", "none"),
    ("nil ?? 5", "5"), ("items == [1, 2, 3]", "true"),
  ])
  func comparisonsAndLogic(expression: String, expected: String) {
    #expect(printed(expression) == expected + "\n")
  }

  @Test(arguments: [
    ("name.count", "3"), ("name.isEmpty", "false"), ("name.uppercased()", "ADA"),
    ("name.lowercased()", "ada"), ("name.contains(\"d\")", "true"), ("name.hasPrefix(\"A\")", "true"),
    ("name.hasSuffix(\"x\")", "false"), ("name.first", "A"), ("name.last ?? \"\"", "a"),
    ("items.count", "3"), ("items.first", "1"), ("items.last", "3"), ("items.contains(4)", "false"),
    ("items[1]", "2"), ("[\"x\"].isEmpty", "false"),
  ])
  func members(expression: String, expected: String) {
    #expect(printed(expression) == expected + "\n")
  }

  @Test(arguments: [
    ("Int(\"42\")", "42"), ("Int(\"x\")", "nil"), ("Int(2.9)", "2"), ("Double(count)", "3.0"),
    ("Double(\"1.5\")", "1.5"), ("String(count)", "3"), ("String(ratio) + \"!\"", "0.5!"),
    ("\"\\(name) has \\(count) items: \\(items)\"", "Ada has 3 items: [1, 2, 3]"),
    ("\"tab\\there\"", "tab\there"), ("300ms", "300ms"), ("2s", "2s"),
    ("name, count, maybe", "Ada 3 nil"),
  ])
  func conversionsAndStrings(expression: String, expected: String) {
    #expect(printed(expression) == expected + "\n")
  }

  @Test(arguments: [
    ("10 / (count - 3)", "division by zero"),
    ("items[5]", "index 5 is out of range: the array has 3 elements"),
    ("9223372036854775807 + count", "arithmetic overflow"),
  ])
  func runtimeErrorsStopTheStatement(expression: String, message: String) {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(Self.prelude + "print(\(expression))")
    #expect(ScriptRun.message(outcome) == message)
    #expect(outcome.error?.diagnostics.first?.range.start.line == 6)
  }

  @Test func anExpressionStatementPrintsItsValue() {
    let run = ScriptRun(trace: .off)
    run.run(Self.prelude + "name.count\nitems")
    #expect(run.output == "3\n[1, 2, 3]\n")
  }

  @Test func anElementOfAnArrayStateCanBeAssigned() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(Self.prelude + "items[1] = 20\nexpect items == [1, 20, 3]\nitems[3] = 4")
    #expect(ScriptRun.message(outcome) == "index 3 is out of range: the array has 3 elements")
    #expect(run.run("expect items == [1, 20, 3]").isSuccess)
    #expect(
      ScriptRun.message(run.entry("items[0] = \"x\""))
        == "a value for 'items[...]' must be Int, but this is String")
  }

  @Test func ifElseAndForRunTheirBlocks() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(
      Self.prelude + """
        for item in items {
          if item % 2 == 0 { print("\\(item) is even") } else if item == 3 { print("three") } else { print(item) }
        }
        """)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
    #expect(run.output == "1\n2 is even\nthree\n")
  }
}
