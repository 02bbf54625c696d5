import BindScript
import Testing

@Suite struct ParserDeclarationTests {
  @Test func stateDeclarationsWithAndWithoutTypes() {
    #expect(tree("bindable a = 1") == "(bindable a 1)")
    #expect(tree("mutable name: String? = nil") == "(mutable name:String? nil)")
    #expect(tree("published items: [String] = []") == "(published items:[String] [])")
    #expect(tree("observed level = 0") == "(observed level 0)")
    #expect(tree("mutable grid: [[Int]?]?? = nil") == "(mutable grid:[[Int]?]?? nil)")
  }

  @Test func theInitialValueMayStartOnTheNextLine() {
    #expect(tree("mutable total =\n  1 + 2") == "(mutable total (+ 1 2))")
  }

  @Test func actionsWithAndWithoutPayload() {
    #expect(tree("action submit") == "(action submit)")
    #expect(tree("action submit()") == "(action submit)")
    #expect(tree("action select(Int)") == "(action select Int)")
    #expect(tree("action pick([String?])") == "(action pick [String?])")
  }

  @Test func letDeclarations() {
    #expect(tree("let total = a + b") == "(let total (+ a b))")
  }

  @Test func coldDeclarations() {
    #expect(tree("cold ticks = marbles(\"-a|\")") == "(cold ticks (call marbles \"-a|\"))")
    #expect(tree("cold shared = ticks.share()") == "(cold shared (call (. ticks share)))")
  }

  @Test func viewsListControlsByLineOrSemicolon() {
    #expect(tree("view v { button ok; label status }") == "(view v button:ok label:status)")
    #expect(tree("view v {\n\n  switch toggle\n  list items\n}") == "(view v switch:toggle list:items)")
    #expect(tree("view empty {}") == "(view empty)")
  }

  @Test func bindingBlocksHoldStatements() {
    #expect(tree("binding b {\n  a => b\n  if x { y = 1 }\n}") == "(binding b {(=> a b); (if x {(= y 1)})})")
    #expect(tree("binding b {}") == "(binding b {})")
  }

  @Test func dispose() {
    #expect(tree("dispose screen") == "(dispose screen)")
  }
}
