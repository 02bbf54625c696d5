import BindScript
import Foundation
import Testing

/// The pictures' regression tests.
///
/// Each `.bind` script in `Tests/BindScriptTests/Pictures/Golden` runs, and the graph and
/// marbles it leaves must equal `NAME.graph.svg` and `NAME.marbles.svg` beside it. Set
/// `BIND_GOLDEN_UPDATE=1` to write them from the current output (then look at them in a browser
/// before committing).
@Suite struct PictureGoldenTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Golden")

  /// The package's root folder, four folders up from this file.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static var scripts: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".bind") }.sorted()
  }

  @Test func theScriptsAreThere() {
    #expect(Self.scripts.count >= 3)
  }

  @Test(arguments: scripts)
  func drawsExactlyWhatIsExpected(_ name: String) throws {
    let script = Self.folder.appendingPathComponent(name)
    let run = ScriptRun(trace: .off)
    let outcome = run.run(try String(contentsOf: script, encoding: .utf8), name: name)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
    let base = script.deletingPathExtension()
    let pictures = [
      ("graph.svg", run.interpreter.graphSVG()), ("marbles.svg", run.interpreter.marblesSVG()),
    ]
    for (suffix, actual) in pictures {
      let file = base.appendingPathExtension(suffix)
      if ProcessInfo.processInfo.environment["BIND_GOLDEN_UPDATE"] == "1" {
        try actual.write(to: file, atomically: true, encoding: .utf8)
      }
      #expect(XMLTree(actual) != nil, "\(file.lastPathComponent) is well-formed XML")
      let expected = try String(contentsOf: file, encoding: .utf8)
      #expect(actual == expected, "\(name): the picture differs from \(file.lastPathComponent)")
    }
  }

  /// The README's two pictures are what `scripts/demos/pictures.bind` draws today.
  @Test func theReadmePicturesAreCurrent() throws {
    let root = Self.packageRoot
    let script = root.appendingPathComponent("scripts/demos/pictures.bind")
    let run = ScriptRun(trace: .off)
    let outcome = run.run(try String(contentsOf: script, encoding: .utf8), name: "pictures.bind")
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
    let pictures = [
      ("docs/pictures-graph.svg", run.interpreter.graphSVG()),
      (
        "docs/pictures-marbles.svg",
        run.interpreter.marblesSVG(["entry", "celsius", "fahrenheit", "reading"])
      ),
    ]
    for (path, actual) in pictures {
      let expected = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      #expect(
        actual + (actual.hasSuffix("\n") ? "" : "\n") == expected + (expected.hasSuffix("\n") ? "" : "\n"),
        "\(path) is out of date: redraw it with the :graph svg / :marbles svg line the README gives")
    }
  }
}
