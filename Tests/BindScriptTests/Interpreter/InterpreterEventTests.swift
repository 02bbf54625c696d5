import BindScript
import BindingCore
import Foundation
import Testing

/// The interpreter reports what happened as values: statements, their traces, graph
/// changes, new marbles and the clock.
@Suite struct InterpreterEventTests {
  /// A session and the events it reported.
  final class Events {
    let run = ScriptRun()
    private let received = Received()
    private let observation: Disposable

    private final class Received { var events: [InterpreterEvent] = [] }

    init() {
      let received = self.received
      observation = run.interpreter.observe { received.events.append($0) }
    }

    deinit { observation.dispose() }

    /// The events since the last call, which it clears.
    func take() -> [InterpreterEvent] {
      defer { received.events = [] }
      return received.events
    }
  }

  static func name(_ event: InterpreterEvent) -> String {
    switch event {
    case .statementStarted: return "started"
    case .statementFinished: return "finished"
    case .graphChanged: return "graph"
    case .marbles: return "marbles"
    case .timeAdvanced: return "time"
    case .reset: return "reset"
    }
  }

  @Test func aStatementReportsItsChangesBetweenStartAndFinish() throws {
    let events = Events()
    events.run.entry("mutable name = \"\"")
    _ = events.take()
    events.run.entry("let greeting = name.map { \"Hi \" + $0 }")
    let declared = events.take()
    #expect(declared.map(Self.name) == ["started", "graph", "marbles", "finished"])
    guard case .graphChanged(let change) = declared[1] else { return }
    #expect(change.addedNodes == [GraphNode(id: "greeting", kind: .derived)])
    #expect(change.addedEdges == [GraphEdge(from: "name", to: "greeting", kind: .derived)])

    events.run.entry("name = \"Ada\"")
    let changed = events.take()
    #expect(changed.map(Self.name) == ["started", "marbles", "finished"])
    guard case .statementStarted(let info) = changed[0], case .marbles(let marbles) = changed[1],
      case .statementFinished(let report) = changed[2]
    else { return }
    #expect(info.text == "name = \"Ada\"")
    #expect(info.location.line == 1)
    #expect(marbles.map(\.lane) == ["name", "greeting"])
    #expect(marbles.map(\.marble.kind) == [.value("\"Ada\""), .value("\"Hi Ada\"")])
    #expect(report.trace.changedNodes == ["name", "greeting"])
    #expect(report.trace.entries.map(\.parent) == [nil, 0])
    #expect(report.trace.lines == ["name = \"Ada\"", "└─ greeting = \"Hi Ada\""])
    guard case .completed = report.result else {
      Issue.record("expected a completed statement")
      return
    }
  }

  /// The reports of the statements that finished among `events`.
  static func reports(_ events: [InterpreterEvent]) -> [StatementReport] {
    events.compactMap { event in
      if case .statementFinished(let report) = event { return report }
      return nil
    }
  }

  @Test func aStatementsReportCarriesTheGraphAfterIt() throws {
    let events = Events()
    events.run.entry("mutable name = \"\"\nlet greeting = name.map { \"Hi \" + $0 }")
    let declared = Self.reports(events.take())
    #expect(declared.map { $0.graph.nodes.map(\.id) } == [["name"], ["name", "greeting"]])
    #expect(declared.last?.graph == events.run.interpreter.graphSnapshot())
    events.run.entry("name = \"Ada\"")
    let finished = try #require(Self.reports(events.take()).first)
    #expect(finished.graph == declared.last?.graph, "a statement that changes no node keeps the graph")
    events.run.entry(":reset")
    #expect(Self.reports(events.take()).map(\.graph) == [GraphSnapshot()])
  }

  @Test func theTerminalTraceIsDrawnFromTheReportedTrace() {
    let events = Events()
    events.run.entry("mutable a = 1\nlet b = a * 2\nlet c = a + b")
    _ = events.run.take()
    _ = events.take()
    events.run.entry("a = 5")
    let printed = events.run.take()
    let report = events.take().compactMap { event -> StatementReport? in
      if case .statementFinished(let report) = event { return report }
      return nil
    }.first
    #expect(printed == (report?.trace.lines.map { $0 + "\n" }.joined() ?? "-"))
    #expect(report?.trace.changedNodes == ["a", "b", "c"])
  }

  @Test func timeAndPrintedTextAndFailuresAreReported() {
    let events = Events()
    events.run.entry("mutable q = \"\"\nlet r = q.debounce(300ms)")
    _ = events.take()
    events.run.entry("q = \"rx\"")
    _ = events.take()
    events.run.entry("advance 500ms")
    let advanced = events.take()
    #expect(advanced.map(Self.name) == ["started", "marbles", "time", "finished"])
    if case .timeAdvanced(let from, let to) = advanced[2] {
      #expect(from == 0 && to == 500)
    }
    if case .marbles(let marbles) = advanced[1] {
      #expect(marbles.map(\.lane) == ["r"])
      #expect(marbles.map(\.marble.time) == [300])
      #expect(marbles.map(\.marble.kind) == [.value("\"rx\"")])
    }
    events.run.entry("print(\"hello\")")
    let printed = events.take().compactMap { event -> String? in
      if case .statementFinished(let report) = event { return report.printed }
      return nil
    }
    #expect(printed == ["hello\n"])
    events.run.entry("expect r == \"no\"")
    let failed = events.take().last
    guard case .statementFinished(let report)? = failed, case .expectationFailed(let error) = report.result
    else {
      Issue.record("expected a failed expectation")
      return
    }
    #expect(error.diagnostics.first?.message.contains("expected r == \"no\"") == true)
  }

  @Test func disposingAViewsBindingsRemovesItsEdgesAndResetTellsObservers() {
    let events = Events()
    events.run.entry("mutable name = \"\"\nview v { textField f }")
    _ = events.take()
    events.run.entry("binding screen {\n  name <=> v.f.text ?? \"\"\n}")
    let bound = events.take().compactMap { event -> GraphChange? in
      if case .graphChanged(let change) = event { return change }
      return nil
    }
    #expect(bound.first?.addedNodes == [GraphNode(id: "v.f.text", kind: .control)])
    #expect(
      bound.first?.addedEdges == [GraphEdge(from: "name", to: "v.f.text", kind: .twoWay, owner: "screen")])
    events.run.entry("dispose screen")
    let disposed = events.take().compactMap { event -> GraphChange? in
      if case .graphChanged(let change) = event { return change }
      return nil
    }
    #expect(disposed.first?.removedNodes == ["v.f.text"])
    #expect(disposed.first?.removedEdges.count == 1)
    events.run.entry(":reset")
    #expect(events.take().map(Self.name) == ["started", "reset", "finished"])
  }

  @Test func disposedObservationsHearNothingMore() {
    let run = ScriptRun()
    final class Count { var value = 0 }
    let count = Count()
    let observation = run.interpreter.observe { _ in count.value += 1 }
    run.entry("mutable n = 0")
    let heard = count.value
    #expect(heard > 0)
    observation.dispose()
    run.entry("n = 1")
    #expect(count.value == heard)
  }

  @Test func eventsAreSendableValuesThatCrossThreads() async {
    let run = ScriptRun()
    final class Sent { var events: [InterpreterEvent] = [] }
    let sent = Sent()
    let observation = run.interpreter.observe { sent.events.append($0) }
    run.entry("mutable n = 0\nn = 1")
    observation.dispose()
    let events = sent.events
    let names = await Task.detached { events.map(InterpreterEventTests.name) }.value
    #expect(names.first == "started" && names.last == "finished")
  }

  @Test func snapshotsShowTheSessionNow() {
    let run = ScriptRun()
    run.run(
      """
      mutable name = ""
      action tap
      let upper = name.map { $0.uppercased() }
      view v { label title }
      upper => v.title.text
      name = "ada"
      """)
    let graph = run.interpreter.graphSnapshot()
    #expect(graph.nodes.map(\.id) == ["name", "tap", "upper", "v.title.text"])
    #expect(graph.nodes.map(\.kind) == [.mutable, .action, .derived, .control])
    #expect(graph.edges.map(\.kind) == [.derived, .binding])
    let lanes = run.interpreter.marbleLanes(["name", "nothing"])
    #expect(lanes.map(\.name) == ["name"])
    let marbles = lanes.first?.marbles ?? []
    #expect(marbles.map(\.time) == [0, 0])
    #expect(marbles.map(\.kind) == [.value("\"\""), .value("\"ada\"")])
    #expect(marbles.count == 2 && marbles[0].cause < marbles[1].cause, "two statements, two causes")
    #expect(run.interpreter.viewMockups().map(\.name) == ["v"])
    #expect(run.interpreter.viewMockups().first?.text.contains("ADA") == true)
  }
}
