import BindScript
import Testing

@Suite struct DiagnosticRendererTests {
  @Test func rendersLocationLineCaretAndSuggestion() {
    let source = SourceFile(name: "login.bind", text: "mutable username = \"\"\nlet x = usrname\n")
    let range = SourceRange(
      start: SourceLocation(line: 2, column: 9, offset: 30),
      end: SourceLocation(line: 2, column: 16, offset: 37))
    let diagnostic = Diagnostic(
      "there is no value named 'usrname'", at: range, suggestion: "username")
    #expect(
      DiagnosticRenderer().render(diagnostic, in: source) == """
        login.bind:2:9: error: there is no value named 'usrname'
          2 | let x = usrname
            |         ^~~~~~~
            = did you mean 'username'?

        """)
  }

  @Test func cutsALongLineAroundTheRange() {
    let text = String(repeating: "a = 1; ", count: 100) + "b = 2; " + String(repeating: "a = 1; ", count: 100)
    let source = SourceFile(name: "long.bind", text: text)
    let range = SourceRange(
      start: SourceLocation(line: 1, column: 701, offset: 700),
      end: SourceLocation(line: 1, column: 702, offset: 701))
    let rendered = DiagnosticRenderer().render(
      Diagnostic("there is no value named 'b'", at: range), in: source)
    let lines = rendered.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[1].hasPrefix("  1 | …= 1; a = 1;"))
    #expect(lines[1].hasSuffix("…"))
    #expect(lines[1].count == "  1 | ".count + DiagnosticRenderer.excerptWidth + 2)
    let caret = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
    let b = lines[1].firstIndex(of: "b").map { lines[1].distance(from: lines[1].startIndex, to: $0) }
    #expect(caret != nil && caret == b)
  }

  @Test func cutsALongMessageInTheMiddle() {
    let name = String(repeating: "x", count: 10_000)
    let source = SourceFile(name: "long.bind", text: name)
    let range = SourceRange(
      start: SourceLocation(line: 1, column: 1, offset: 0),
      end: SourceLocation(line: 1, column: 10_001, offset: 10_000))
    let rendered = DiagnosticRenderer().render(
      Diagnostic("there is no value named '\(name)'", at: range), in: source)
    #expect(rendered.hasPrefix("long.bind:1:1: error: there is no value named 'xxx"))
    #expect(rendered.contains("x…x"))
    #expect(rendered.count < 1_000)
  }
}

@Suite struct NearestNameTests {
  @Test(arguments: [
    ("usrname", "username"), ("pasword", "password"), ("canLgoin", "canLogin"),
  ])
  func suggestsTheNearestName(typo: String, expected: String) {
    #expect(NearestName.find(typo, in: ["username", "password", "canLogin"]) == expected)
  }

  @Test func suggestsNothingForAnUnrelatedName() {
    #expect(NearestName.find("zebra", in: ["username", "password"]) == nil)
  }

  @Test func suggestsNothingForAHugeName() {
    let huge = String(repeating: "a", count: 100_000)
    #expect(NearestName.find(huge + "b", in: [huge, "a"]) == nil)
    #expect(NearestName.find("ab", in: [huge, "a"]) == "a")
  }
}
