import BindScript
import Testing

@Suite struct LexerTests {
  private func lex(_ text: String) -> (tokens: [Token], lexer: Lexer) {
    var lexer = Lexer(SourceFile(name: "test", text: text))
    let tokens = lexer.tokenize()
    return (tokens, lexer)
  }

  /// The kinds of the tokens of `text`, without the final end token.
  private func kinds(_ text: String) -> [Token.Kind] {
    let tokens = lex(text).tokens
    #expect(tokens.last?.kind == .end)
    return tokens.dropLast().map(\.kind)
  }

  @Test func readsTheLongestOperator() {
    let text = "<=> => == != <= >= && || ?? ! ? : = + - * / % . , ; ( ) [ ] { } < >"
    let expected = text.split(separator: " ").map { Token.Kind.punctuator(Punctuator(rawValue: String($0))!) }
    #expect(kinds(text) == expected)
    #expect(kinds("a<=>b") == [.identifier, .punctuator(.bindTwoWay), .identifier])
    #expect(kinds("a<=b") == [.identifier, .punctuator(.lessOrEqual), .identifier])
    #expect(
      kinds("x=>y==z") == [
        .identifier, .punctuator(.bind), .identifier, .punctuator(.equal), .identifier,
      ])
  }

  @Test func separatesKeywordsFromIdentifiers() {
    #expect(
      kinds("let letter in inside _x switch") == [
        .keyword(.let), .identifier, .keyword(.in), .identifier, .identifier, .identifier,
      ])
    #expect(Keyword.allCases.allSatisfy { kinds($0.rawValue) == [.keyword($0)] })
  }

  @Test func readsNumbers() {
    #expect(kinds("42 1_000 3.5 0.25") == [.integer(42), .integer(1000), .decimal(3.5), .decimal(0.25)])
    #expect(kinds("1.x") == [.integer(1), .punctuator(.dot), .identifier])
  }

  @Test func readsDurationsInMilliseconds() {
    #expect(
      kinds("300ms 2s 1.5s 0.25s 1.0ms 1_000ms") == [
        .duration(milliseconds: 300), .duration(milliseconds: 2000), .duration(milliseconds: 1500),
        .duration(milliseconds: 250), .duration(milliseconds: 1), .duration(milliseconds: 1000),
      ])
  }

  @Test func reportsMalformedNumbers() {
    let (tokens, lexer) = lex("0.5ms 3abc 99999999999999999999 1.0005s")
    #expect(tokens.dropLast().map(\.kind) == [.invalid, .invalid, .invalid, .invalid])
    #expect(
      lexer.diagnostics.map(\.message) == [
        "a duration cannot be finer than a millisecond",
        "'abc' cannot follow a number; durations are written like '300ms' or '2s'",
        "the number 99999999999999999999 is too large for an Int",
        "a duration cannot be finer than a millisecond",
      ])
  }

  @Test func readsAnonymousArguments() {
    #expect(kinds("$0 + $12") == [.anonymousArgument(0), .punctuator(.plus), .anonymousArgument(12)])
    let (tokens, lexer) = lex("$x")
    #expect(tokens.map(\.kind) == [.invalid, .identifier, .end])
    #expect(lexer.diagnostics.map(\.message) == ["'$' must be followed by a number, as in '$0'"])
  }

  @Test func resolvesStringEscapes() {
    #expect(kinds(#""a\n\t\"\\b""#) == [.stringStart, .stringText("a\n\t\"\\b"), .stringEnd])
    #expect(kinds(#""""#) == [.stringStart, .stringEnd])
  }

  @Test func reportsAnUnknownEscapeAndKeepsIt() {
    let (tokens, lexer) = lex(#""a\qb""#)
    #expect(tokens.map(\.kind) == [.stringStart, .stringText("a\\qb"), .stringEnd, .end])
    #expect(lexer.diagnostics.count == 1)
    #expect(lexer.diagnostics.first?.range.start.column == 3)
  }

  @Test func splitsInterpolationsWithNestedParenthesesAndStrings() {
    #expect(
      kinds(#""x\(f("y\(1)", (2)))z""#) == [
        .stringStart, .stringText("x"), .interpolationStart,
        .identifier, .punctuator(.leftParenthesis),
        .stringStart, .stringText("y"), .interpolationStart, .integer(1), .interpolationEnd,
        .stringEnd, .punctuator(.comma),
        .punctuator(.leftParenthesis), .integer(2), .punctuator(.rightParenthesis),
        .punctuator(.rightParenthesis), .interpolationEnd, .stringText("z"), .stringEnd,
      ])
  }

  @Test func skipsCommentsButNotHashesInStrings() {
    #expect(
      kinds("a # comment \"\nb \"#x\"") == [
        .identifier, .newline, .identifier, .stringStart, .stringText("#x"), .stringEnd,
      ])
  }

  @Test func emitsNewlinesForLineBreaksIncludingCRLF() {
    let tokens = lex("a\r\nb\nc").tokens
    #expect(tokens.map(\.kind) == [.identifier, .newline, .identifier, .newline, .identifier, .end])
    #expect(tokens[2].range.start.line == 2)
    #expect(tokens[4].range.start == SourceLocation(line: 3, column: 1, offset: 5))
  }

  @Test func stringsMaySpanLines() {
    let tokens = lex("\"a\nb\" c").tokens
    #expect(tokens.map(\.kind) == [.stringStart, .stringText("a\nb"), .stringEnd, .identifier, .end])
    #expect(tokens[3].range.start == SourceLocation(line: 2, column: 4, offset: 6))
  }

  @Test func reportsBadCharactersOnceForARun() {
    let (tokens, lexer) = lex("a @@ b 'c' d & e")
    #expect(tokens.map(\.kind).filter { $0 == .invalid }.count == 3)
    #expect(tokens[3].text == "'c'")
    #expect(
      lexer.diagnostics.map(\.message) == [
        "unexpected characters '@@'",
        "strings are written in double quotes, as in \"text\"",
        "unexpected '&'; the 'and' operator is '&&'",
      ])
    #expect(lexer.diagnostics[0].range.start.column == 3)
    #expect(lexer.diagnostics[0].range.end.column == 5)
  }

  @Test func anUnterminatedStringIsIncompleteNotAnError() {
    for text in [#""abc"#, #""a\(b"#, #""a\(f("x"#, "\"abc\\"] {
      let lexer = lex(text).lexer
      #expect(lexer.isIncomplete, "\(text)")
      #expect(lexer.diagnostics.isEmpty, "\(text)")
    }
    #expect(!lex(#""abc" "\(1)""#).lexer.isIncomplete)
  }

  @Test func readsAMetaCommandLineWithoutItsComment() {
    let tokens = lex(":help  binding   # about bindings\n  :trace off").tokens
    #expect(tokens.map(\.kind) == [.meta, .newline, .meta, .end])
    #expect(tokens[0].text == ":help  binding")
    #expect(tokens[0].range.end.column == 15)
    #expect(tokens[2].text == ":trace off")
    #expect(tokens[2].range.start.column == 3)
  }

  @Test func aColonIsAMetaCommandOnlyWhereAStatementStarts() {
    #expect(
      kinds("a ? b : c") == [
        .identifier, .punctuator(.question), .identifier, .punctuator(.colon), .identifier,
      ])
    #expect(
      kinds("f(a,\n:b)") == [
        .identifier, .punctuator(.leftParenthesis), .identifier, .punctuator(.comma), .newline,
        .punctuator(.colon), .identifier, .punctuator(.rightParenthesis),
      ])
    #expect(kinds("a; :list") == [.identifier, .punctuator(.semicolon), .meta])
  }

  @Test func locatesTokensByCharacterAndByte() {
    let tokens = lex("let é = \"ü\" + x").tokens
    #expect(
      tokens[1].range
        == SourceRange(
          start: SourceLocation(line: 1, column: 5, offset: 4),
          end: SourceLocation(line: 1, column: 6, offset: 6)))
    let x = tokens[tokens.count - 2]
    #expect(x.text == "x")
    #expect(x.range.start == SourceLocation(line: 1, column: 15, offset: 16))
  }

  /// An ASCII character that a non-ASCII byte follows is read as a whole character, which may
  /// join it (`e` and a combining accent), and every token still starts where it did.
  @Test func readsAnASCIICharacterBeforeANonASCIIOneAsAWholeCharacter() {
    #expect(
      kinds("t = \"漢字\"") == [
        .identifier, .punctuator(.assign), .stringStart, .stringText("漢字"), .stringEnd,
      ])
    let accented = lex("cafe\u{301}x = 1   # comment é\nnext").tokens
    #expect(accented.map(\.text) == ["cafe\u{301}x", "=", "1", "\n", "next", ""])
    #expect(accented[0].range.end == SourceLocation(line: 1, column: 6, offset: 7))
    #expect(accented[4].range.start == SourceLocation(line: 2, column: 1, offset: 27))
    #expect(kinds("a\r\nb \t\u{0C} c") == [.identifier, .newline, .identifier, .identifier])
    #expect(kinds("(+\u{301})").count == 3)
  }

  /// Long runs of name characters, spaces and comment text end where they should.
  @Test func runsOfNameSpaceAndCommentCharactersEndAtTheirLastCharacter() {
    let name = String(repeating: "a1_", count: 200)
    let tokens = lex("\(name)    \t  # \(name)\n  \(name)").tokens
    #expect(tokens.map(\.kind) == [.identifier, .newline, .identifier, .end])
    #expect(tokens[0].range.end.column == 601)
    #expect(tokens[2].range.start == SourceLocation(line: 2, column: 3, offset: 1212))
  }

  @Test func keepsReturningTheEndToken() {
    var lexer = Lexer(SourceFile(name: "test", text: "a"))
    _ = lexer.next()
    #expect(lexer.next().kind == .end)
    #expect(lexer.next().kind == .end)
  }
}
