import BindScript
import Testing

@Suite struct ParserRecoveryTests {
  @Test func reportsEveryErrorAndKeepsTheGoodStatements() {
    let text = """
      mutable x 3
      let = 4
      let ok = 1
      view v {
        button
        label status
      }
      a = (1 + )
      b = 2
      """
    #expect(
      errors(text) == [
        "1:11: expected '=' after the name in a 'mutable' declaration; state needs an initial value",
        "2:5: expected a name after 'let', as in 'let total = a + b'",
        "5:9: expected a name after the control kind 'button', as in 'button name'",
        "8:10: expected an expression before ')'",
      ])
    let result = parse(text)
    #expect(SyntaxPrinter.print(result.statements) == "(let ok 1); (view v label:status); (= b 2)")
    #expect(!result.isIncomplete)
  }

  @Test func aStrayClosingDelimiterIsUnexpected() {
    #expect(errors(")\nx = 1") == ["1:1: unexpected ')'"])
    #expect(errors("}\nx = 1") == ["1:1: unexpected '}'; there is no '{' for it to close"])
    #expect(SyntaxPrinter.print(parse("}\nx = 1").statements) == "(= x 1)")
  }

  @Test func recoversInsideBlocksAndClosures() {
    let text = """
      binding b {
        let = 3
        c => d
        tap => { x = ; y = 1 }
      }
      z = 1
      """
    #expect(
      errors(text) == [
        "2:7: expected a name after 'let', as in 'let total = a + b'",
        "4:16: expected an expression after '=', found ';'",
      ])
    #expect(
      SyntaxPrinter.print(parse(text).statements)
        == "(binding b {(=> c d); (=> tap (closure {(= y 1)}))}); (= z 1)")
  }

  @Test func aBadCharacterIsReportedOnceAndDropsItsStatement() {
    let result = parse("x = 1 @ 2\ny = 2")
    #expect(result.diagnostics.map(\.message) == ["unexpected character '@'"])
    #expect(SyntaxPrinter.print(result.statements) == "(= y 2)")
  }

  @Test func explainsCommonMistakes() {
    #expect(
      errors("a = 1 2") == [
        "1:7: expected the end of the statement, found '2'; put each statement on its own line "
          + "or separate them with ';'"
      ])
    #expect(
      errors("a => b => c") == [
        "1:8: unexpected '=>': a statement holds at most one '=>', '<=>' or '='"
      ])
    #expect(
      errors("a + b = 3") == [
        "1:1: cannot assign to this: the left side of '=' must be a name, a property such as "
          + "'login.user.text', or an element such as 'items[0]'"
      ])
    #expect(errors("expect a < b < c") == ["1:14: comparisons cannot be chained; combine them with '&&'"])
    #expect(errors("let view = 1") == ["1:5: 'view' is a keyword and cannot be used as a name"])
    #expect(errors("if a = b { }") == ["1:6: '=' sets a value; to compare in a condition use '=='"])
    #expect(
      errors("let x: Int = 1") == ["1:6: a 'let' takes no type annotation: its type comes from its value"])
    #expect(errors("else { }") == ["1:1: 'else' must follow the '}' of an 'if'"])
    #expect(errors("f(a b)") == ["1:5: expected ',' or ')' after the argument, found 'b'"])
    #expect(errors("x = (a, b)") == ["1:7: parentheses hold one expression; there are no tuples"])
    #expect(errors("for x xs { }") == ["1:7: expected 'in' after the loop variable 'x'"])
    #expect(
      errors("for in xs { }") == ["1:5: expected a loop variable after 'for', as in 'for item in items'"])
    #expect(
      errors("mutable n: = 1") == ["1:12: expected a type such as 'Int', 'String?' or '[Double]', found '='"])
    #expect(errors(":") == ["1:1: expected a command after ':', such as ':help'"])
  }

  @Test func checksTheMarbleForm() {
    #expect(
      errors(#"expect a == b "-a-" a=1"#) == [
        "1:8: only a name or a property has a history to compare with a marble diagram, as in "
          + #"'expect results "-a-b|" a=1 b=2'"#
      ])
    #expect(
      errors(#"expect r "-ab-" ab=1"#) == [
        "1:17: a marble value is one character, as in 'a=1'; 'ab' is longer"
      ])
    #expect(errors(#"expect r "-a-" a=1 a=2"#) == ["1:20: the marble value 'a' is given twice"])
    #expect(errors(#"expect r "-\(x)-""#) == ["1:10: a marble diagram cannot contain interpolation"])
    #expect(errors(#"expect r "-a-" a 1"#) == ["1:18: expected '=' after the marble value 'a', as in 'a=1'"])
  }

  @Test func diagnosticsFromLexerAndParserComeInSourceOrder() {
    let result = parse("let = 1\nx = \"a\\q\"\ny = 'z'")
    #expect(result.diagnostics.map(\.range.start.line) == [1, 2, 3])
  }

  @Test func aScriptReportsWhatItLeavesOpen() {
    let script = { (text: String) in
      Parser.parse(SourceFile(name: "s.bind", text: text), allowsContinuation: false)
    }
    let block = script("binding b {\n  a => c\n")
    #expect(!block.isIncomplete)
    #expect(
      block.diagnostics.map { "\($0.range.start): \($0.message)" } == ["1:11: this '{' is never closed"])
    let string = script("x = \"abc\ny = 1")
    #expect(
      string.diagnostics.map { "\($0.range.start): \($0.message)" } == [
        "1:5: this string is never closed; end it with '\"'"
      ])
    let operand = script("x = 1 +")
    #expect(
      operand.diagnostics.map { "\($0.range.start): \($0.message)" } == [
        "1:8: expected an expression after '+'"
      ])
    let nested = script("f(a, {\n  x =")
    #expect(nested.diagnostics.map(\.message) == ["this '{' is never closed"])
  }
}
