import Testing

@testable import BindScript

/// A `let` computed from cells with operators computes its value in its own cell.
///
/// As a `.map` `let` does (`let x1 = x0 + 1`, `"\(s0)"`): no `compactMap` after what it follows,
/// and nothing kept of the statement's frame. Several cells are followed through one `combineLatest`; one
/// cell directly, the stage waiting for the rank that `combineLatest` would have
/// (``RankedStage``). Issue 36: 100,000 such `let`s took twice the memory of `.map`'s.
@Suite struct LiftedLetTests {
  /// Checks and runs `text`, one statement, in a frame of its own as the interpreter does;
  /// returns whether that frame is still alive afterwards.
  private func keepsItsFrame(_ text: String, in interpreter: Interpreter) throws -> Bool {
    let source = SourceFile(name: "let.bind", text: text)
    let statement = try #require(Parser.parse(source).statements.first)
    let compiler = Compiler(runtime: interpreter.runtime, source: source)
    let compiled = try compiler.checkTopLevel(statement)
    #expect(compiler.frameSize > 0, "the followed cells have slots in the statement's frame")
    weak var weakFrame: Frame?
    interpreter.runtime.beginStatement(at: statement.range)
    do {
      let frame = Frame(size: compiler.frameSize)
      weakFrame = frame
      try compiled.code(frame)
    }
    interpreter.runtime.settle()
    #expect(interpreter.runtime.endStatement() == nil)
    return weakFrame != nil
  }

  @Test(arguments: [
    "let x1 = x0 + 1", "let x1 = x0 * 2 - x0", "let x1 = x0 > 3", "let x1 = \"\\(x0)!\"",
    "let x1 = y0 * 10 + x0",
  ])
  func anOperatorLetRunsItsExpressionItselfAndKeepsNoStatementFrame(_ text: String) throws {
    let run = ScriptRun(trace: .off)
    #expect(run.run("mutable x0 = 1\nmutable y0 = 2").isSuccess)
    #expect(try !keepsItsFrame(text, in: run.interpreter))
    let cell = try #require(run.interpreter.runtime.symbols.cell(named: "x1") as? DerivedCell)
    #expect(cell.runsOwnStage)
  }

  @Test func anOperatorLetComputesAfterEveryChangeAsBefore() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(
      """
      mutable x0 = 1
      mutable y0 = 2
      let x1 = x0 + 1
      let x2 = x1 * 10 + y0
      let b = x2 > 40
      let s = "\\(x2)!"
      x0 = 3
      expect x2 == 42
      expect b == true
      expect s == "42!"
      y0 = 0
      expect s == "40!"
      expect b == false
      """)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
  }

  /// The `combineLatest` recomputes once the propagation's other deliveries of the source are
  /// done: a subscriber of `a` declared after `b` still reads the earlier `b`, as a `.map`
  /// `let` does not (its stage runs as the value arrives).
  @Test func anOperatorLetIsRecomputedAfterTheSourcesOtherSubscribers() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(
      """
      mutable a = 1
      let b = a + 1
      let m = a.map { $0 + 1 }
      a => { print("b=\\(b) m=\\(m)") }
      a = 5
      expect b == 6
      """)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
    #expect(run.take() == "b=2 m=2\nb=2 m=6\n")
  }

  /// One cell is followed without a `combineLatest`: the stage waits in the cell for the rank
  /// one above the cell's, which the `let`'s own stream then has, as the combiner's had.
  @Test func anOperatorLetOfOneCellWaitsForTheRankAboveItWithoutACombiner() throws {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(
      """
      mutable x0 = 1
      mutable y0 = 2
      let x1 = x0 + 1
      let x2 = x1 * 2
      let both = x0 + y0
      let mapped = x0.map { $0 + 1 }
      """)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
    func cell(_ name: String) throws -> DerivedCell {
      try #require(run.interpreter.runtime.symbols.cell(named: name) as? DerivedCell)
    }
    let x0 = try #require(run.interpreter.runtime.symbols.cell(named: "x0")?.stream)
    let x1 = try cell("x1"), x2 = try cell("x2")
    #expect(x1.waitsForRank && x2.waitsForRank)
    #expect(try !cell("both").waitsForRank, "two cells are followed through a combineLatest")
    #expect(try !cell("mapped").waitsForRank, "a map runs as the value arrives")
    #expect(x1.stream?.rank == x0.rank + 1)
    #expect(x2.stream?.rank == x0.rank + 2)
  }

  /// The end of the followed cell reaches the `let` after the value that came before it.
  @Test func anOperatorLetOfOneCellEndsAfterItsLastValue() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(
      """
      let t = marbles("-(ab|)").map { $0 + "!" }
      let y = t + "?"
      let u = marbles("-a-#").map { $0 + "!" }
      let v = "<\\(u)>"
      advance 1s
      expect y == "b!?"
      :marbles
      """)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
    #expect(
      run.take()
        == """
        t  -(ab|)    a="a!" b="b!"
        y  -(cd|)    c="a!?" d="b!?"
        u  -a    -#  a="a!"
        v  -e    -#  e="<a!>"

        """)
  }
}
