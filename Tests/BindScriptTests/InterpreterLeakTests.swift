import BindScript
import Foundation
import Testing

/// An interpreter that goes away frees everything its scripts made: cells, bindings, derived
/// values and the closures they hold, including after `:reset`.
///
/// What the interpreter writes goes to a closure that holds a ``Witness``: while anything of
/// the interpreter is alive, so is the witness.
@Suite struct InterpreterLeakTests {
  private final class Witness {
    var output = ""
  }

  static let demos = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scripts/demos")

  static var demoNames: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: demos.path)) ?? []
    return names.filter { $0.hasSuffix(".bind") }.sorted()
  }

  /// Runs `body` with an interpreter writing to a witness; returns whether the witness is
  /// still alive once the interpreter is gone.
  private func witnessAfter(_ body: (Interpreter) -> Void) -> Bool {
    weak var weakWitness: Witness?
    do {
      let witness = Witness()
      weakWitness = witness
      let interpreter = Interpreter(options: Interpreter.Options(trace: .full, stepLimit: 10_000)) {
        witness.output += $0
      }
      body(interpreter)
    }
    return weakWitness != nil
  }

  @Test(arguments: demoNames)
  func aDemoLeavesNothingBehind(_ name: String) throws {
    let text = try String(contentsOf: Self.demos.appendingPathComponent(name), encoding: .utf8)
    #expect(!witnessAfter { _ = $0.run(SourceFile(name: name, text: text)) })
  }

  @Test func aRecordedReportAndItsObservationAreFreed() throws {
    let text = try String(contentsOf: Self.demos.appendingPathComponent("login.bind"), encoding: .utf8)
    weak var weakReport: ScriptReport?
    let alive = witnessAfter { interpreter in
      let report = ScriptReport(recording: interpreter)
      weakReport = report
      let outcome = interpreter.run(SourceFile(name: "login.bind", text: text))
      _ = report.html(title: "login.bind", outcome: outcome)
    }
    #expect(!alive, "the interpreter is freed")
    #expect(weakReport == nil, "the report is freed")
  }

  @Test func derivedValuesBindingsAndControlsAreFreed() {
    let alive = witnessAfter { interpreter in
      _ = interpreter.run(
        SourceFile(
          name: "all.bind",
          text: """
            mutable a = 1
            action go(Int)
            let b = a.map { $0 + 1 }.debounce(10ms)
            let c = combineLatest(a, b) { $0 + $1 }
            view v { textField t; button ok; list l }
            binding s {
              a => { v.t.text = "\\($0)" }
              v.ok.tap => { go(a) }
            }
            go => { a = $0 }
            mutable name = ""
            name <=> v.t.text ?? ""
            v.t.type("ab")
            v.ok.tap()
            advance 1s
            dispose s
            :watch c
            a = 4
            """))
    }
    #expect(!alive)
  }

  @Test func derivedValuesRunningTheirOwnStagesAreFreed() {
    let alive = witnessAfter { interpreter in
      _ = interpreter.run(
        SourceFile(
          name: "stages.bind",
          text: """
            mutable a = 1
            let b = a.map { $0 + 1 }
            let c = b.filter { $0 > 1 }.compactMap { $0 > 5 ? nil : $0 }
            let d = combineLatest(b, c) { $0 + $1 }
            let e = after(10ms, 1).map { $0 + a }
            mutable t = 0
            d => t
            c => { print($0) }
            a = 2
            a = 2
            advance 1s
            e => { print($0) }
            """))
    }
    #expect(!alive)
  }

  @Test(arguments: [
    "mutable a = 1\nlet b = a.map { $0 + 1 }.debounce(10ms)\na = 2",
    "mutable a = 1\nlet b = a.throttle(10ms)\na = 2\na = 3",
    "action go\ngo.delay(1s) => { print(1) }\ngo()",
    "mutable q = \"\"\nlet r = q.flatMapLatest { after(300ms, $0) }\nq = \"x\"",
    "mutable a = 1\nbinding s { a.debounce(1s) => { print($0) } }\na = 2",
  ])
  func aTimerStillPendingDoesNotKeepTheScriptAlive(_ text: String) {
    #expect(!witnessAfter { _ = $0.run(SourceFile(name: "timer.bind", text: text)) })
  }

  @Test func aStoppedRunawayLeavesNothingBehind() {
    let interpreter = { (interpreter: Interpreter) in
      _ = interpreter.run(SourceFile(name: "cycle.bind", text: "mutable a = 0\na => { a = a + 1 }"))
    }
    #expect(!witnessAfter(interpreter))
  }
}
