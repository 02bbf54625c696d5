import BindScript
import Testing

@Suite struct IncompleteInputTests {
  @Test(arguments: [
    "binding x {",
    "binding x {\n  a => b",
    "view v {\n  button ok",
    "let a = (1 +",
    "let a = [1, 2",
    "\"abc",
    "\"a\\(b",
    "\"a\\(f(\"x",
    "map { $0",
    "xs.map { x in",
    "f(a,",
    "a +",
    "a ??",
    "a &&\n",
    "x =",
    "a =>",
    "a <=>",
    "for x in",
    "if a { } else",
    "mutable x =\n",
    "x = a ? b :",
    "x = a.",
    "if a {\n  if b {\n",
  ])
  func endingInsideSomethingOpenAsksForMore(text: String) {
    let result = parse(text)
    #expect(result.isIncomplete)
    #expect(result.diagnostics.isEmpty)
  }

  @Test(arguments: [
    "binding x { }",
    "let a = (1 + 2)",
    "\"abc\"",
    "map { $0 }",
    "a",
    "x = 1\n",
  ])
  func finishedInputIsComplete(text: String) {
    let result = parse(text)
    #expect(!result.isIncomplete)
    #expect(result.diagnostics.isEmpty)
  }

  @Test(arguments: [
    ("let a", "1:6: expected '=' after the name in a 'let' declaration"),
    ("if a", "1:5: expected '{' after the condition of 'if'"),
    ("expect", "1:7: expected a condition after 'expect', such as 'expect total == 3'"),
  ])
  func aStatementCutShortOutsideAGroupIsAnError(text: String, error: String) {
    let result = parse(text)
    #expect(!result.isIncomplete)
    #expect(errors(text) == [error])
  }

  @Test func aWrongLineInsideAnOpenBlockIsReportedWhileTheBlockStaysOpen() {
    let result = parse("binding b {\n  let a")
    #expect(result.isIncomplete)
    #expect(result.diagnostics.map(\.message) == ["expected '=' after the name in a 'let' declaration"])
  }

  @Test func continuingTheLinesCompletesTheInput() {
    let lines = ["binding screen {", "  a => b", "  c <=> d.e", "}"]
    for count in 1..<lines.count {
      #expect(parse(lines.prefix(count).joined(separator: "\n")).isIncomplete)
    }
    #expect(tree(lines.joined(separator: "\n")) == "(binding screen {(=> a b); (<=> c (. d e))})")
  }
}

@Suite struct LineContinuationTests {
  @Test(arguments: [
    ("x = a.\n  b", "(= x (. a b))"),
    ("x = !\n  a", "(= x (! a))"),
    ("x = -\n  a", "(= x (- a))"),
    ("x = a ?\n 1 :\n 2", "(= x (? a 1 2))"),
    ("mutable m:\n  Int = 1", "(mutable m:Int 1)"),
    ("if a { } else\n{ }", "(if a {} else {})"),
    ("for x in\n  xs { }", "(for x xs {})"),
    ("a =>\n  b", "(=> a b)"),
    ("a <=>\n  b", "(<=> a b)"),
    ("a = 1 +\n  2", "(= a (+ 1 2))"),
  ])
  func whatWasIncompleteIsCompletedByTheNextLine(text: String, expected: String) {
    let firstLine = String(text.prefix { $0 != "\n" })
    #expect(parse(firstLine).isIncomplete)
    #expect(tree(text) == expected)
  }
}
