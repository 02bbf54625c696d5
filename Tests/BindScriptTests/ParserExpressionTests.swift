import BindScript
import Testing

@Suite struct ParserExpressionTests {
  @Test(arguments: [
    ("a + b * c", "(+ a (* b c))"),
    ("a * b + c", "(+ (* a b) c)"),
    ("a - b - c", "(- (- a b) c)"),
    ("a / b % c", "(% (/ a b) c)"),
    ("a ?? b ?? c", "(?? a (?? b c))"),
    ("a ?? b + c", "(?? a (+ b c))"),
    ("a == b ?? c", "(== a (?? b c))"),
    ("a < b && c >= d || e", "(|| (&& (< a b) (>= c d)) e)"),
    ("a || b && c", "(|| a (&& b c))"),
    ("!a && -b < c", "(&& (! a) (< (- b) c))"),
    ("!!a", "(! (! a))"),
    ("a ? b : c ? d : e", "(? a b (? c d e))"),
    ("a || b ? 1 : 2", "(? (|| a b) 1 2)"),
    ("(a + b) * c", "(* (+ a b) c)"),
    ("-x.count", "(- (. x count))"),
  ])
  func precedenceAndAssociativity(text: String, expected: String) {
    #expect(tree(text) == expected)
  }

  @Test func literals() {
    #expect(
      tree("[1, 2.5, true, false, nil, \"s\", 300ms, $1, [],]") == #"[1 2.5 true false nil "s" 300ms $1 []]"#)
    #expect(tree("[\n  1,\n  2,\n]") == "[1 2]")
  }

  @Test func membersCallsAndSubscripts() {
    #expect(tree("a.b(1, label: c)[0].d") == "(. (at (call (. a b) 1 label:c) 0) d)")
    #expect(tree("f()") == "(call f)")
    #expect(tree("f(\n  a,\n  b\n)") == "(call f a b)")
  }

  @Test func trailingClosures() {
    #expect(
      tree("combineLatest(a, b) { x, y in x + y }") == "(call combineLatest a b (closure (x y) {(+ x y)}))")
    #expect(
      tree("xs.map { $0 + 1 }.filter { $0 > 2 }")
        == "(call (. (call (. xs map) (closure {(+ $0 1)})) filter) (closure {(> $0 2)}))")
    #expect(tree("xs.scan(0) { acc, x in acc + x }") == "(call (. xs scan) 0 (closure (acc x) {(+ acc x)}))")
    #expect(tree("f { (a, b) in a }") == "(call f (closure (a b) {a}))")
    #expect(tree("f { }") == "(call f (closure {}))")
  }

  @Test func aChainMayContinueOnLinesStartingWithADot() {
    #expect(
      tree("let r = query\n  .debounce(300ms)\n  # note\n  .map { $0 }")
        == "(let r (call (. (call (. query debounce) 300ms) map) (closure {$0})))")
  }

  @Test func anExpressionMayContinueOnALineStartingWithAnInfixOperator() {
    #expect(tree("let ok = a\n  && b\n  || c") == "(let ok (|| (&& a b) c))")
    #expect(tree("x = a\n-b") == "(= x a); (- b)")
  }

  @Test func stringInterpolation() {
    #expect(tree(#""Hello, \(name)!""#) == #""Hello, \(name)!""#)
    #expect(tree(#""\(a + b)\("x\(c)")""#) == #""\((+ a b))\("x\(c)")""#)
    #expect(tree(#""\(f((1), g { $0 }))""#) == #""\((call f 1 (call g (closure {$0}))))""#)
    let escaped = parse(#""a\nb\t\"\\""#).statements.first?.kind
    #expect(
      escaped
        == .expression(Expression(.string([.text("a\nb\t\"\\")]), range: span(#""a\nb\t\"\\""#, 1, 1, 1, 13)))
    )
  }

  @Test func durations() {
    #expect(tree("xs.debounce(300ms).delay(2s)") == "(call (. (call (. xs debounce) 300ms) delay) 2000ms)")
  }
}
