import BindScript
import Foundation
import Testing

@testable import BindLiveModel

@Suite struct LiveModelTests {
  /// Runs `lines` in a new interpreter, feeding its events and readings to a model as the
  /// mirror does.
  func model(after lines: [String]) -> (LiveModel, Interpreter) {
    let interpreter = Interpreter { _ in }
    var model = LiveModel()
    let observation = interpreter.observe { event in
      model.apply(event)
      if case .statementFinished(let report) = event {
        model.take(Readings(interpreter, graph: report.graph))
      }
    }
    defer { observation.dispose() }
    for line in lines { _ = interpreter.execute(SourceFile(name: "<test>", text: line)) }
    return (model, interpreter)
  }

  @Test func theGraphShownIsTheOneTheStatementsReportCarries() {
    let interpreter = Interpreter { _ in }
    var model = LiveModel()
    let observation = interpreter.observe { event in
      // Only the reports: the graph's changes are not needed to draw the graph.
      if case .statementFinished = event { model.apply(event) }
    }
    defer { observation.dispose() }
    _ = interpreter.execute(SourceFile(name: "<test>", text: "mutable a = 1\nlet b = a.map { $0 + 1 }"))
    #expect(model.state().graph == GraphPicture.svg(interpreter.graphSnapshot(), values: [:]))
  }

  @Test func aStatementBecomesAStateWithItsChangesInPropagationOrder() throws {
    let (model, _) = model(after: [
      "mutable a = 1", "let b = a.map { $0 + 1 }", "let c = b.map { $0 * 2 }", "advance 100ms",
      "a = 5",
    ])
    let state = model.state()
    #expect(state.sequence == 5)
    #expect(state.statement == "a = 5")
    #expect(state.time == 100)
    #expect(state.changed == ["a", "b", "c"])
    #expect(state.trace == ["a = 5", "└─ b = 6", "   └─ c = 12"])
    for node in ["a", "b", "c"] { #expect(state.graph.contains("data-node=\"\(node)\"")) }
    #expect(state.marbles.contains("data-lane=\"c\""))
    #expect(state.marbles.contains("data-time=\"100\""))
    let decoded = try JSONDecoder().decode(LiveState.self, from: Data(state.json.utf8))
    #expect(decoded == state)
  }

  @Test func thePicturesAreTheOnesTheFilesGet() {
    let (model, interpreter) = model(after: [
      "mutable a = 1", "let b = a.map { $0 + 1 }", "a = 2", "advance 50ms", "a = 3",
    ])
    let state = model.state()
    #expect(state.graph == interpreter.graphSVG())
    #expect(state.marbles == interpreter.marblesSVG())
  }

  @Test func groupLanesAndSubscriptionLanesFollowTheirCellOnThePage() {
    let (model, interpreter) = model(after: [
      "let numbers = marbles(\"-a-b-c|\", a: 1, b: 2, c: 3)", "let groups = numbers.groupBy { $0 % 2 }",
      "cold ticks = marbles(\"-a-b|\", a: 1, b: 2)", "let first = ticks.map { $0 }", "advance 200ms",
      "let second = ticks.map { $0 }", "advance 1s", "binding b { ticks => { print($0) } }",
      "advance 100ms", "dispose b", "advance 200ms",
    ])
    let state = model.state()
    for lane in ["groups[1]", "groups[0]", "ticks sub 1", "ticks sub 2", "ticks sub 3"] {
      #expect(state.marbles.contains("data-lane=\"\(lane)\""), "\(lane)")
    }
    #expect(state.marbles == interpreter.marblesSVG())
  }

  @Test func aFailedStatementShowsItsError() {
    let (model, _) = model(after: ["mutable a = 1", "expect a == 2"])
    let state = model.state()
    #expect(state.statement == "expect a == 2")
    #expect(state.trace.contains { $0.contains("error") })
  }

  @Test func resetEmptiesTheGraphAndTheLanes() {
    let (model, _) = model(after: ["mutable a = 1", "a = 2", ":reset"])
    let state = model.state()
    #expect(!state.graph.contains("data-node=\"a\""))
    #expect(state.marbles.isEmpty)
    #expect(state.time == 0)
  }
}

extension LiveModelTests {
  @Test func lanesAreDrawnForTheGraphsNodesOnly() {
    let (model, _) = model(after: [
      "mutable name = \"\"", "view form {\n  textField field\n}", "name <=> form.field.text ?? \"\"",
      "form.field.text = \"x\"",
    ])
    let state = model.state()
    #expect(state.marbles.contains("data-lane=\"name\""))
    #expect(state.marbles.contains("data-lane=\"form.field.text\""))
    #expect(!state.marbles.contains("data-lane=\"form.field.isHidden\""))
  }
}

extension LiveModelTests {
  @Test func viewsAreDrawnAsShowDrawsThem() {
    let (model, interpreter) = model(after: [
      "mutable title = \"hi\"", "view card {\n  label heading\n}", "title => card.heading.text",
    ])
    let views = model.state().views
    #expect(views == interpreter.viewMockups().map(\.text))
    #expect(views.first?.contains("\"hi\"") == true)
  }
}

extension LiveModelTests {
  @Test func theStatementToRunNextIsShownUntilAStatementRuns() {
    var (model, _) = model(after: ["mutable a = 1"])
    let before = model.state().sequence
    let step = model.state().step
    model.announce("a = 2")
    #expect(model.state().next == "a = 2")
    #expect(model.state().sequence == before + 1)
    #expect(model.state().step == step, "an announcement joins the step of the statement before")
    let interpreter = Interpreter { _ in }
    let observation = interpreter.observe { model.apply($0) }
    _ = interpreter.execute(SourceFile(name: "<test>", text: "mutable b = 2"))
    observation.dispose()
    #expect(model.state().next == nil)
    #expect(model.state().step == step + 1, "each statement is a step")
  }
}

/// What the page says around the trace: narration, and the last real trace kept.
@Suite struct LiveModelNarrationTests {
  @Test func aStatementThatChangesNothingKeepsTheLastRealTraceMarkedEarlier() throws {
    let interpreter = Interpreter { _ in }
    var model = LiveModel()
    let observation = interpreter.observe { model.apply($0) }
    defer { observation.dispose() }
    _ = interpreter.run(
      SourceFile(
        name: "t.bind", text: "mutable a = 1\nlet b = a.map { $0 + 1 }\na = 5\n# checks\nexpect b == 6\n:list"
      ))
    let state = model.state()
    #expect(state.trace.contains("└─ b = 6"))
    #expect(state.traceOf == "a = 5")
    #expect(state.changed == ["a", "b"], "the last change's path stays marked")
    _ = interpreter.run(SourceFile(name: "t.bind", text: "a = 7"))
    #expect(model.state().traceOf == nil)
    #expect(model.state().trace.first == "a = 7")
    #expect(model.state().changed == ["a", "b"])
  }

  @Test func narrationComesFromTheCommentAboveTheStatement() {
    let interpreter = Interpreter { _ in }
    var model = LiveModel()
    let observation = interpreter.observe { model.apply($0) }
    defer { observation.dispose() }
    _ = interpreter.run(SourceFile(name: "t.bind", text: "# A counter.\nmutable n = 0"))
    #expect(model.state().narration == "A counter.")
    model.announce("n = 1", narration: "Then one.")
    #expect(model.state().next == "n = 1" && model.state().nextNarration == "Then one.")
    model.announce(nil, narration: "ignored")
    #expect(model.state().nextNarration == nil)
  }
}

/// A long session: the page's state stays the size of what is on screen, not of the session.
@Suite struct LiveModelLengthTests {
  /// The state after `mutable s = ""` and `count` assignments of five-character strings,
  /// and the model that made it.
  static func session(_ count: Int) -> (state: LiveState, model: LiveModel) {
    var lines = ["mutable s = \"\"", "let t = s.map { $0.uppercased() }"]
    lines += (1...count).map { "s = \"v\(String(100_000 + $0 % 100_000).dropFirst())\"" }
    let (model, _) = LiveModelTests().model(after: lines)
    return (model.state(), model)
  }

  @Test func anUpdateAfterTenThousandStatementsIsNoLargerThanAfterAHundred() {
    let early = Self.session(100).state.json.utf8.count
    let (state, model) = Self.session(10_000)
    let late = state.json.utf8.count
    // The same marbles are on screen; only the numbers' digits grow (each marble's change,
    // 3 digits after 100 statements and 5 after 10,000, the sequence, `… 9,901 earlier`).
    #expect(
      Double(late) <= Double(early) * 1.01,
      "\(early) bytes after 100 statements, \(late) after 10,000")
    #expect(model.lanes.allSatisfy { $0.marbles.count < 2 * MarblePicture.mostMarblesPerLane })
    #expect(model.lanes.first { $0.name == "s" }.map { $0.earlier + $0.marbles.count } == 10_001)
  }
}

extension LiveModelLengthTests {
  @Test func aStatementWithThousandsOfChangesSendsAScreenfulOfItsTrace() {
    let values = (1...3_000).map(String.init).joined(separator: ", ")
    let (model, _) = LiveModelTests().model(after: [
      "mutable n = 0", "let m = n.map { $0 + 1 }", "let xs = [\(values)]",
      "for i in xs { n = i\nprint(\"n is \\(i)\") }",
    ])
    let state = model.state()
    #expect(state.trace.count == LiveModel.mostTraceLines + 1)
    #expect(state.trace.prefix(2) == ["n = 1", "└─ m = 2"])
    #expect(state.trace.last == "… 5,800 more lines of the trace, in the shell")
    let printed = state.printed.split(separator: "\n")
    #expect(printed.count == LiveModel.mostPrintedLines + 1)
    #expect(printed.first == "… 2,800 earlier lines, in the shell")
    #expect(printed.last == "n is 3000")
    #expect(state.json.utf8.count < 40_000, "the state is \(state.json.utf8.count) bytes")
  }

  @Test func aShortTraceAndPrintedTextAreSentWhole() {
    #expect(LiveModel.pageTrace(["a = 1", "└─ b = 2"]) == ["a = 1", "└─ b = 2"])
    #expect(LiveModel.pagePrinted("one\ntwo\n") == "one\ntwo\n")
    let exactly = (1...LiveModel.mostPrintedLines).map { "\($0)" }.joined(separator: "\n") + "\n"
    #expect(LiveModel.pagePrinted(exactly) == exactly)
  }
}
