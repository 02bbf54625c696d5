import BindScript
import Testing

@Suite struct ParserStatementTests {
  @Test func bindingsAndAssignmentBindLooserThanEveryOperator() {
    #expect(tree("a ?? b => c.d") == "(=> (?? a b) (. c d))")
    #expect(tree("m <=> v.t.text ?? \"\"") == #"(<=> m (?? (. (. v t) text) ""))"#)
    #expect(tree("x = a ? 1 : 2") == "(= x (? a 1 2))")
    #expect(tree("items[0] = 3") == "(= (at items 0) 3)")
  }

  @Test func expressionStatements() {
    #expect(tree("showAlert(\"Hi\")") == #"(call showAlert "Hi")"#)
    #expect(tree("login.submit.tap()") == "(call (. (. login submit) tap))")
  }

  @Test func statementsAreSeparatedByNewlinesAndSemicolons() {
    #expect(tree("a = 1; b = 2\n\n;c = 3;") == "(= a 1); (= b 2); (= c 3)")
  }

  @Test func expectAndAdvance() {
    #expect(tree("expect total == 3") == "(expect (== total 3))")
    #expect(tree("advance 1.5s") == "(advance 1500ms)")
    #expect(tree("advance delay * 2") == "(advance (* delay 2))")
  }

  @Test func expectMarblesWhenAStringFollowsTheSubjectOnTheSameLine() {
    #expect(tree(#"expect results "-a--b|" a=1 b=2"#) == #"(expect results "-a--b|" a=1 b=2)"#)
    #expect(
      tree(#"expect v.t.text "a-b" a="x" b = [1, 2]"#) == #"(expect (. (. v t) text) "a-b" a="x" b=[1 2])"#)
    #expect(
      tree(#"expect xs.map { $0 * 2 } "-2|" 2=4"#)
        == #"(expect (call (. xs map) (closure {(* $0 2)})) "-2|" 2=4)"#)
    #expect(tree(#"expect ticks "--|""#) == #"(expect ticks "--|")"#)
  }

  @Test func aStringInsideTheConditionIsNotAMarbleDiagram() {
    #expect(tree(#"expect name == "a-b""#) == #"(expect (== name "a-b"))"#)
    #expect(tree("expect name\n\"-a-\"") == #"(expect name); "-a-""#)
  }

  @Test func ifElseIfElse() {
    #expect(tree("if a { x = 1 }") == "(if a {(= x 1)})")
    #expect(tree("if a { x = 1 } else { x = 2 }") == "(if a {(= x 1)} else {(= x 2)})")
    #expect(
      tree("if a {\n} else if b {\n  y()\n}\nelse {\n}")
        == "(if a {} else {(if b {(call y)} else {})})")
  }

  @Test func conditionsTakeNoTrailingClosure() {
    #expect(tree("if items.isEmpty { print(1) }") == "(if (. items isEmpty) {(call print 1)})")
    #expect(tree("for x in xs { print(x) }") == "(for x xs {(call print x)})")
    #expect(tree("if f(xs.map { $0 }) { }") == "(if (call f (call (. xs map) (closure {$0}))) {})")
    #expect(
      tree("if (xs.filter { $0 }).isEmpty { }") == "(if (. (call (. xs filter) (closure {$0})) isEmpty) {})")
  }

  @Test func metaCommandsSplitTheirWords() {
    #expect(tree(":help binding") == "(:help binding)")
    #expect(tree(":trace   off # quiet\n:quit") == "(:trace off); (:quit)")
    #expect(tree("binding b {\n  :list\n}") == "(binding b {(:list)})")
  }

  @Test func statementsInsideClosures() {
    #expect(tree("tap => { n = n + 1; print(n) }") == "(=> tap (closure {(= n (+ n 1)); (call print n)}))")
    #expect(tree("tap => { value in\n  print(value)\n}") == "(=> tap (closure (value) {(call print value)}))")
  }
}
