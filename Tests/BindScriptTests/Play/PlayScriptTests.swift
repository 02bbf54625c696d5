import Testing

@testable import BindScript

@Suite struct PlayScriptTests {
  static let text = """
    # clicks to play with
    let clicks = marbles("-a--b|", a: 1, b: 2)
    let doubled = clicks.map { $0 * 2 }
    let both = merge(clicks, marbles("--c|", c: 3))
    let keys = marbles("ab-c|")
    advance 1s
    expect doubled == 4

    """

  private func script() throws -> PlayScript {
    try PlayScript(name: "play.bind", text: Self.text)
  }

  @Test func onlyALetOfMarblesIsPlayable() throws {
    let script = try script()
    #expect(script.literals.map(\.name) == ["clicks", "keys"])
    let clicks = try #require(script.literal("clicks"))
    #expect(clicks.diagram == "-a--b|")
    #expect(clicks.values.map(\.symbol) == ["a", "b"])
    #expect(clicks.values.map(\.text) == ["1", "2"])
    #expect(clicks.events.map(\.frame) == [1, 4, 5])
    #expect(clicks.events.map(\.symbol) == ["a", "b", "|"])
    let keys = try #require(script.literal("keys"))
    #expect(keys.values.map(\.symbol) == ["a", "b", "c"])
    #expect(keys.values.map(\.text) == ["\"a\"", "\"b\"", "\"c\""])
  }

  @Test func aDiagramWithEscapesOrInterpolationIsNotPlayable() throws {
    let script = try PlayScript(
      name: "x.bind",
      text: "let n = 1\nlet a = marbles(\"-\\t|\")\nlet b = marbles(\"-\\(n)|\")\n")
    #expect(script.literals.isEmpty)
  }

  @Test func anEditRewritesOnlyThatLiteral() throws {
    var script = try script()
    let statement = try script.apply(MarbleEdit(lane: "clicks", diagram: "---a(ab)|"))
    #expect(statement == "let clicks = marbles(\"---a(ab)|\", a: 1, b: 2)")
    #expect(
      script.text
        == Self.text.replacingOccurrences(of: "\"-a--b|\"", with: "\"---a(ab)|\""))
    #expect(script.literal("clicks")?.events.map(\.frame) == [3, 4, 4, 5])
    #expect(script.literal("keys")?.diagram == "ab-c|")
    let keys = try script.apply(MarbleEdit(lane: "keys", diagram: "c--#"))
    #expect(keys == "let keys = marbles(\"c--#\")")
    #expect(script.text.contains("let clicks = marbles(\"---a(ab)|\", a: 1, b: 2)"))
  }

  @Test(arguments: [
    ("clicks", "-a\")\nlet evil = 1 //", PlayEditError.Kind.valueOutsideLiteral),
    ("clicks", "-a-c|", .valueOutsideLiteral),
    ("clicks", "-a b|", .valueOutsideLiteral),
    ("clicks", "-a^b|", .valueOutsideLiteral),
    ("keys", "-a-z|", .valueOutsideLiteral),
    ("clicks", "-a(b", .invalidDiagram),
    ("clicks", "----a-a|-b", .invalidDiagram),
    ("clicks", "-a(|b)", .invalidDiagram),
    ("keys", "-a#--c", .invalidDiagram),
    ("clicks", "-a((b))", .invalidDiagram),
    ("clicks", "", .invalidDiagram),
    ("clicks", String(repeating: "-", count: 401), .invalidDiagram),
    ("doubled", "-a|", .unknownLiteral),
    ("both", "-a|", .unknownLiteral),
    ("nothing", "-a|", .unknownLiteral),
  ])
  func aRefusedEditChangesNothing(lane: String, diagram: String, kind: PlayEditError.Kind) throws {
    var script = try script()
    #expect {
      try script.apply(MarbleEdit(lane: lane, diagram: diagram))
    } throws: { error in
      (error as? PlayEditError)?.kind == kind
    }
    #expect(script.text == Self.text)
  }

  @Test func anEndMayCloseAGroupOrBeFollowedByFrames() throws {
    var script = try script()
    try script.apply(MarbleEdit(lane: "clicks", diagram: "-a-(b|)"))
    try script.apply(MarbleEdit(lane: "keys", diagram: "-a|--"))
    #expect(script.literal("clicks")?.events.map(\.symbol) == ["a", "b", "|"])
    #expect(script.literal("keys")?.diagram == "-a|--")
  }

  @Test func aScriptWithSyntaxErrorsIsRefusedAsAScriptWouldBe() {
    #expect(throws: ScriptError.self) { try PlayScript(name: "bad.bind", text: "let = marbles(\"-a|\")\n") }
  }

  @Test func aTypedStatementIsAddedAtTheEnd() throws {
    var script = try PlayScript(name: "x.bind", text: "let a = marbles(\"-a|\")")
    script.append("let b = a.map { $0 + \"!\" }")
    #expect(script.text == "let a = marbles(\"-a|\")\nlet b = a.map { $0 + \"!\" }\n")
    #expect(script.literals.map(\.name) == ["a"])
  }
}
