import BindLiveModel
import BindingCore
import Testing

@testable import BindScript

/// Every gallery script agrees with RxSwift: its inputs, played through its chain of
/// BindingCore operators directly on a TestScheduler (``GalleryChains``), give the lanes that
/// `:help` and `:marbles` draw and that the play page's model holds, event for event.
@Suite struct GalleryAgreesWithCoreTests {
  /// The script named `name` and its chain run on BindingCore directly.
  static func core(_ name: String) throws -> (script: GalleryScript, core: CoreRun) {
    let script = try #require(OperatorGallery.script(named: name))
    let chain = try #require(GalleryChains.table[name], "write the chain of \(name) in GalleryChains")
    let core = try CoreRun(script)
    try chain(core)
    return (script, core)
  }

  @Test func everyGalleryScriptHasAChain() {
    #expect(GalleryChains.table.keys.sorted() == OperatorGallery.names)
  }

  /// The histories `:help NAME` and `:marbles` draw, after running the script as a file.
  @Test(arguments: OperatorGallery.names)
  func scriptsHistoriesAreTheCoresTimeline(_ name: String) throws {
    let (script, core) = try Self.core(name)
    let run = ScriptRun(trace: .off)
    let outcome = run.run(script.source, name: "\(name).bind")
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
    #expect(run.interpreter.virtualTime == core.now)
    let symbols = run.interpreter.runtime.symbols
    let lanes = symbols.names.compactMap { symbols.cell(named: $0) }.flatMap(\.lanes)
    #expect(lanes.map(LaneTimeline.init) == core.lanes)
  }

  /// What `:marbles` prints for every name the script declares, and the lanes of `:help NAME`.
  @Test(arguments: OperatorGallery.names)
  func helpAndMarblesPrintTheCoresTimeline(_ name: String) throws {
    let (script, core) = try Self.core(name)
    let drawn = MarbleRendering.render(lanes: core.recordedLanes, now: core.now)
    let run = ScriptRun(trace: .off)
    run.run(script.source)
    _ = run.take()
    let names = run.interpreter.runtime.symbols.names
    #expect(run.entry(":marbles " + names.joined(separator: " ")).isSuccess)
    #expect(run.take() == drawn)
    let help = try #require(OperatorGallery.diagram(named: name))
    let indented = drawn.split(separator: "\n").map { "  " + $0 + "\n" }.joined()
    #expect(help.contains("\n\n" + indented), "\(help)")
  }

  /// The lanes the play page builds from the marbles the interpreter reports while `bind play`
  /// runs the script from the start.
  @Test(arguments: OperatorGallery.names)
  func playPageReceivesTheCoresTimeline(_ name: String) throws {
    let (script, core) = try Self.core(name)
    let (page, played) = try Self.play(PlayScript(name: "\(name).bind", text: script.source))
    #expect(played.failures == 0, "\(played.checks.filter { !$0.passed })")
    #expect(page == Self.drawn(core.lanes))
  }

  /// A page's edit of an input: its lanes after the script re-runs are still the core's on
  /// the edited input, also when values repeat (a `marbles(...)` input keeps every event).
  @Test(arguments: PageEdit.all)
  func playPageAfterAnEditReceivesTheCoresTimeline(_ edit: PageEdit) throws {
    let gallery = try #require(OperatorGallery.script(named: edit.script))
    var script = try PlayScript(name: "\(edit.script).bind", text: gallery.source)
    try script.apply(MarbleEdit(lane: edit.lane, diagram: edit.diagram))
    let core = try CoreRun(GalleryScript(name: edit.script, source: script.text))
    let chain = try #require(GalleryChains.table[edit.script])
    try chain(core)
    let (page, played) = try Self.play(script)
    let failed = played.checks.filter { !$0.passed && !$0.text.hasPrefix("expect ") }
    #expect(failed.isEmpty, "only an expect may fail after an edit: \(failed)")
    #expect(page == Self.drawn(core.lanes))
  }

  /// The lanes a page draws of `lanes`: those with an event, by name.
  static func drawn(_ lanes: [LaneTimeline]) -> [LaneTimeline] {
    lanes.filter { !$0.events.isEmpty }.sorted { $0.name < $1.name }
  }

  /// Plays `script` as `bind play` does, with a page's model following the interpreter's
  /// events as the live view's does: the lanes the page draws, by name.
  static func play(_ script: PlayScript) throws -> (page: [LaneTimeline], run: PlayRun) {
    // With `bind play`'s options: tracing on, as the page shows the trace.
    let interpreter = Interpreter(options: Interpreter.Options()) { _ in }
    var model = LiveModel()
    let observation = interpreter.observe { [unowned interpreter] event in
      model.apply(event)
      if case .statementFinished(let report) = event {
        model.take(Readings(interpreter, graph: report.graph))
      }
    }
    defer { observation.dispose() }
    let played = interpreter.play(script)
    let page = model.lanes.map { lane in
      LaneTimeline(
        name: lane.name, events: lane.marbles.map { LaneEvent(time: $0.time, kind: $0.kind) },
        start: lane.start, stop: lane.stop)
    }
    return (page.sorted { $0.name < $1.name }, played)
  }
}

/// An edit a page makes to a gallery script's input: a lane's new diagram.
struct PageEdit: Sendable, CustomTestStringConvertible {
  let script: String
  let lane: String
  let diagram: String

  var testDescription: String { "\(script): \(lane) \"\(diagram)\"" }

  /// For each playable input of each gallery script, its ``variants(of:)``; and the
  /// debounce of issue 32 (`a` again after `c`).
  static var all: [PageEdit] {
    var edits = [PageEdit(script: "debounce", lane: "typing", diagram: "-a--------c-a---|")]
    for name in OperatorGallery.names {
      guard let source = OperatorGallery.script(named: name)?.source,
        let literals = try? PlayScript(name: name, text: source).literals
      else { continue }
      for literal in literals {
        edits += variants(of: literal).map { PageEdit(script: name, lane: literal.name, diagram: $0) }
      }
    }
    return edits
  }

  /// Edits of `literal`'s diagram: every event a frame later; every value the first one; the
  /// first two values at once; the last value with the end; a failure for the end; no end.
  static func variants(of literal: MarbleLiteral) -> [String] {
    let diagram = literal.diagram
    let isValue = { (character: Character) in literal.values.contains { $0.symbol == character } }
    let values = diagram.indices.filter { isValue(diagram[$0]) }
    var variants = ["-" + diagram, diagram.replacing("|", with: "#"), diagram.replacing("|", with: "-")]
    if let first = values.first {
      variants.append(String(diagram.map { isValue($0) ? diagram[first] : $0 }))
    }
    if values.count >= 2, !diagram.contains("(") {
      // `-a-b-c|` as `-(ab)--c|`.
      var grouped = diagram
      grouped.remove(at: values[1])
      grouped.replaceSubrange(values[0]...values[0], with: "(\(diagram[values[0]])\(diagram[values[1]]))")
      variants.append(grouped)
    }
    if let last = values.last, let end = diagram.lastIndex(of: "|"), last < end, !diagram.contains("(") {
      // `-a-b-c-|` as `-a-b-(c|)`.
      variants.append(String(diagram[..<last]) + "(\(diagram[last])|)")
    }
    return Set(variants).sorted().filter { $0 != diagram }
  }
}
