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
}
