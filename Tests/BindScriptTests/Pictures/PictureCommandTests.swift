import BindScript
import Foundation
import Testing

/// `:graph svg FILE` and `:marbles svg FILE [NAME...]` write the pictures to files; a bad
/// path or name is a clear error that writes nothing and changes nothing.
@Suite struct PictureCommandTests {
  static func temporaryPath(_ suffix: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("bind-\(UUID().uuidString)\(suffix)").path
  }

  static func prepared() -> ScriptRun {
    let run = GraphPictureTests.session(
      """
      mutable name = ""
      let greeting = name.map { "Hi " + $0 }
      name = "ada"
      advance 100ms
      """)
    _ = run.take()
    return run
  }

  @Test func graphSVGWritesTheGraphThatGraphSVGReturns() throws {
    let run = Self.prepared()
    let path = Self.temporaryPath(".svg")
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(run.entry(":graph svg \(path)").isSuccess)
    #expect(run.take() == "wrote the graph to \(path)\n")
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == run.interpreter.graphSVG())
    #expect(XMLTree(written)?.root.all("data-node").count == 2)
  }

  @Test func marblesSVGWritesTheLanesNamed() throws {
    let run = Self.prepared()
    let path = Self.temporaryPath(".svg")
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(run.entry(":marbles svg \(path) greeting").isSuccess)
    #expect(run.take() == "wrote 1 marble lane to \(path)\n")
    let root = try #require(XMLTree(try String(contentsOfFile: path, encoding: .utf8))?.root)
    #expect(root.all("data-lane").map { $0.attributes["data-lane"] } == ["greeting"])
    #expect(run.entry(":marbles svg \(path)").isSuccess)
    #expect(run.take() == "wrote 2 marble lanes to \(path)\n")
  }

  @Test func aBadPathOrNameIsAnErrorThatWritesNothing() {
    let run = Self.prepared()
    let missing = "/nonexistent-\(UUID().uuidString)/graph.svg"
    let outcome = run.entry(":graph svg \(missing)")
    #expect(
      ScriptRun.message(outcome)
        == "could not write '\(missing)': there is no folder '\((missing as NSString).deletingLastPathComponent)'"
    )
    let folder = FileManager.default.temporaryDirectory.path
    #expect(
      ScriptRun.message(run.entry(":graph svg \(folder)"))
        == "could not write '\(folder)': it is a folder; name a file in it")
    let path = Self.temporaryPath(".svg")
    let unknown = run.entry(":marbles svg \(path) greting")
    #expect(ScriptRun.message(unknown) == "there is nothing named 'greting' with a history")
    #expect(unknown.error?.diagnostics.first?.suggestion == "greeting")
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(ScriptRun.message(run.entry(":graph svg")) == "usage: :graph svg FILE [--no-values]")
    #expect(
      ScriptRun.message(run.entry(":graph png x")) == "usage: :graph [dot | svg FILE], not ':graph png x'")
    _ = run.take()
    #expect(run.entry("expect greeting == \"Hi ada\"").isSuccess, "the session is as it was")
  }

  @Test func helpNamesThePictureCommands() {
    let run = ScriptRun()
    run.entry(":help meta")
    let help = run.take()
    #expect(help.contains(":graph svg FILE") && help.contains(":marbles svg FILE [NAME...]"))
  }
}
