import Testing

@testable import BindScript

/// A long script costs each statement the same: what the interpreter keeps per statement is
/// looked up, never rescanned, so that 100,000 statements take 5 times what 20,000 take.
///
/// These count work instead of timing it: a dependency graph that compared each new edge
/// with every edge before it (as a list would) makes them fail.
@Suite struct LongScriptTests {
  private func chain(_ count: Int) -> [DependencyGraph.Edge] {
    (1...count).map { DependencyGraph.Edge(from: "a\($0 - 1)", to: "a\($0)", kind: .derived) }
  }

  @Test func addingAnEdgeComparesItOnlyWithTheEdgesIntoItsTarget() {
    let graph = DependencyGraph()
    for edge in chain(10_000) { graph.add([edge], owner: nil) }
    #expect(graph.edges.count == 10_000)
    #expect(graph.comparisons == 0, "each target was new")
    graph.add([DependencyGraph.Edge(from: "a0", to: "a1", kind: .derived)], owner: nil)
    #expect(graph.edges.count == 10_000, "an edge already there is not added again")
    #expect(graph.comparisons == 1)
    graph.add([DependencyGraph.Edge(from: "b", to: "a1", kind: .binding)], owner: nil)
    #expect(graph.edges.count == 10_001)
    #expect(graph.predecessors(of: "a1") == ["a0", "b"])
  }

  @Test func anEdgeIsAddedOncePerOwner() {
    let graph = DependencyGraph()
    let edge = DependencyGraph.Edge(from: "x", to: "y", kind: .binding)
    graph.add([edge, edge], owner: nil)
    graph.add([edge], owner: "context")
    graph.add([edge], owner: "context")
    #expect(graph.edges.count == 2)
    graph.removeEdges(ownedBy: "context")
    #expect(graph.edges.count == 1)
    #expect(graph.predecessors(of: "y") == ["x"])
  }

  @Test func aTwoWayEdgeSetsOffBothEndsAndFollowsARename() {
    let graph = DependencyGraph()
    graph.add([DependencyGraph.Edge(from: "name", to: "form.field.text", kind: .twoWay)], owner: nil)
    graph.add([DependencyGraph.Edge(from: "name", to: "greeting", kind: .derived)], owner: nil)
    #expect(graph.predecessors(of: "name") == ["form.field.text"])
    #expect(graph.predecessors(of: "form.field.text") == ["name"])
    graph.rename("name", to: "name#1")
    #expect(graph.predecessors(of: "name").isEmpty)
    #expect(graph.predecessors(of: "name#1") == ["form.field.text"])
    #expect(graph.predecessors(of: "greeting") == ["name#1"])
  }

  /// Runs `count` chained lets, then sets off the chain, and checks its end.
  private func runChain(_ count: Int) -> Interpreter {
    var lines = ["mutable a0 = 0"]
    for index in 1...count { lines.append("let a\(index) = a\(index - 1).map { $0 + 1 }") }
    lines += ["a0 = 1", "expect a\(count) == \(count + 1)"]
    let interpreter = Interpreter(options: Interpreter.Options(trace: .off)) { _ in }
    let outcome = interpreter.run(SourceFile(name: "chain.bind", text: lines.joined(separator: "\n")))
    #expect(outcome.isSuccess)
    return interpreter
  }

  @Test func aLongChainOfLetsComparesNoEdgeTwice() {
    let interpreter = runChain(5_000)
    let graph = interpreter.runtime.graph
    #expect(graph.edges.count >= 5_000)
    #expect(graph.comparisons <= graph.edges.count)
  }

  @Test func parsingALongScriptHoldsABatchOfTokensNotTheWholeFile() {
    var lines: [String] = []
    for index in 1...20_000 { lines.append("let a\(index) = a\(index - 1).map { $0 + 1 }") }
    var lexer = Lexer(SourceFile(name: "long.bind", text: lines.joined(separator: "\n")))
    var count = 0
    while lexer.next().kind != .end { count += 1 }
    let tokens = TokenStream(Lexer(SourceFile(name: "long.bind", text: lines.joined(separator: "\n"))))
    var parser = Parser(tokens: tokens, allowsContinuation: false)
    let statements = parser.parseStatements(inBlock: false)
    #expect(statements.count == 20_000)
    #expect(count > 200_000)
    #expect(tokens.mostHeld < 10_000, "tokens behind the parser are let go of in batches")
    #expect(tokens.finish().isEmpty)
  }

  @Test func statementsAreHandedOverOneAtATimeAndTheParseStopsWhenAsked() {
    let source = SourceFile(name: "t.bind", text: "let a = 1\nlet b = 2\nlet c = 3\nlet = 4")
    var names: [String] = []
    let stopped = Parser.parse(source, allowsContinuation: false) { statement in
      if case .letDeclaration(let name, _) = statement.kind { names.append(name.text) }
      return names.count < 2
    }
    #expect(names == ["a", "b"])
    #expect(stopped.statements.isEmpty)
    #expect(stopped.diagnostics.isEmpty, "the error after where the parse stopped is not read")
    var count = 0
    let whole = Parser.parse(source, allowsContinuation: false) { _ in
      count += 1
      return true
    }
    #expect(count == 3)
    #expect(whole.diagnostics.map(\.range.start.line) == [4])
  }

  @Test func aSyntaxErrorOnTheLastLineOfALongScriptRunsNothing() {
    var lines = ["mutable a0 = 0", "print(\"started\")"]
    for index in 1...5_000 { lines.append("let a\(index) = a\(index - 1).map { $0 + 1 }") }
    lines.append("let broken = (1 +")
    var printed = ""
    let interpreter = Interpreter(options: Interpreter.Options(trace: .off)) { printed += $0 }
    let outcome = interpreter.run(SourceFile(name: "t.bind", text: lines.joined(separator: "\n")))
    #expect(printed.isEmpty)
    #expect(interpreter.transcriptText.isEmpty)
    let error = outcome.error?.rendered() ?? ""
    #expect(error.hasPrefix("t.bind:5003:"), "\(error)")
  }

  @Test func closuresShareTheFramesOfOneSize() {
    let interpreter = runChain(1_000)
    #expect(interpreter.runtime.recyclerCount == 1, "one recycler for the closures' one frame size")
  }

  @Test func aLexerErrorAfterAParseThatStoppedEarlyIsStillReported() {
    let nested = "let a = " + String(repeating: "(", count: 300) + "\nlet b = 1 @ 2"
    let result = Parser.parse(SourceFile(name: "t.bind", text: nested), allowsContinuation: false)
    #expect(result.diagnostics.contains { $0.message.contains("nested too deeply") })
    #expect(result.diagnostics.contains { $0.message == "unexpected character '@'" })
  }
}
