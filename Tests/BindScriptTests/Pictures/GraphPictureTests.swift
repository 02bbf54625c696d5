import BindScript
import Foundation
import Testing

/// `:graph svg`: a session's dependency graph as a standalone SVG, read back with an XML
/// parser (the renderer's own tests are in BindingPicturesTests).
@Suite struct GraphPictureTests {
  /// A session that ran `script`; records an issue when the script failed.
  static func session(_ script: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    -> ScriptRun
  {
    let run = ScriptRun()
    let outcome = run.run(script)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")", sourceLocation: sourceLocation)
    return run
  }

  @Test func aSessionsGraphHasANodePerCellWithItsKind() throws {
    let run = GraphPictureTests.session(
      """
      bindable isLoading = false
      mutable name = ""
      published score = 0
      action tap
      let greeting = name.map { "Hi " + $0 }
      view v { textField field; label title; button go }
      name <=> v.field.text ?? ""
      greeting => v.title.text
      v.go.tap => { isLoading = true }
      """)
    let root = try #require(PictureReading.parse(run.interpreter.graphSVG()))
    #expect(root.name == "svg")
    #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
    let nodes = PictureReading.nodes(root)
    #expect(
      nodes.mapValues { $0.attributes["data-kind"]! } == [
        "isLoading": "bindable", "name": "mutable", "score": "published", "tap": "action",
        "greeting": "derived", "v.field.text": "control", "v.title.text": "control",
        "v.go.tap": "control",
      ])
    #expect(
      nodes["greeting"]?.children.first?.text == "greeting (derived) = \"Hi \"", "its value shows on hover")
    #expect(nodes["v.go.tap"]?.children.first?.text == "v.go.tap (control)", "an event has no value")
    for (name, group) in nodes {
      #expect(group.all(named: "text").first?.text == name, "each node is labelled with its name")
      #expect(group.attributes["id"] == "node-\(name)")
    }
    let edges = root.all("data-from")
    #expect(
      Set(
        edges.map {
          "\($0.attributes["data-from"]!) \($0.attributes["data-kind"]!) \($0.attributes["data-to"]!)"
        })
        == [
          "name derived greeting", "name twoWay v.field.text", "greeting binding v.title.text",
          "v.go.tap closure isLoading",
        ])
  }

  @Test func aPictureForAPageLeavesOutTheNamespace() {
    let run = GraphPictureTests.session("mutable a = 1")
    #expect(!run.interpreter.graphSVG(standalone: false).contains("xmlns"))
  }
}

/// The graph says what happened: each node's value now, under its name.
@Suite struct GraphValueTests {
  @Test func eachNodeShowsItsValueShortenedWithTheWholeOnHover() throws {
    let run = GraphPictureTests.session(
      """
      mutable name = "ada"
      let long = name.map { $0 + " lovelace, the first programmer of the analytical engine" }
      """)
    let root = try #require(PictureReading.parse(run.interpreter.graphSVG()))
    let nodes = Dictionary(
      uniqueKeysWithValues: root.all("data-node").map { ($0.attributes["data-node"]!, $0) })
    let name = try #require(nodes["name"]?.all("class", "value").first)
    #expect(name.text == "\"ada\"")
    let long = try #require(nodes["long"])
    let shown = try #require(long.all("class", "value").first)
    #expect(shown.text.hasSuffix("…") && shown.text.count == GraphPicture.valueColumns)
    let whole = "\"ada lovelace, the first programmer of the analytical engine\""
    #expect(shown.attributes["data-value"] == whole)
    #expect(long.all(named: "title").first?.text.hasSuffix("= " + whole) == true)
    let box = try #require(long.all("class", "shape").first ?? long.all(named: "rect").first)
    let width = try #require(box.number("width"))
    #expect(width >= Double(GraphPicture.valueColumns) * 7.9, "the box holds the value shown")
  }

  @Test func noValuesDrawsNamesAlone() throws {
    let run = GraphPictureTests.session("mutable n = 1\nlet m = n.map { $0 * 2 }")
    let root = try #require(PictureReading.parse(run.interpreter.graphSVG(values: false)))
    #expect(root.all("class", "value").isEmpty)
    #expect(root.all("class", "name").map(\.text) == ["n", "m"])
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "graph-\(UInt32.random(in: 0...UInt32.max)).svg"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(run.entry(":graph svg \(path) --no-values").isSuccess)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!written.contains("class=\"value\""))
  }
}

extension GraphValueTests {
  @Test func theLegendListsOnlyTheKindsTheGraphHas() throws {
    let run = GraphPictureTests.session("mutable n = 1\nlet m = n.map { $0 * 2 }")
    let root = try #require(PictureReading.parse(run.interpreter.graphSVG()))
    let legend = try #require(root.all("class", "legend").first)
    #expect(legend.all(named: "text").map(\.text) == ["mutable", "derived", "let (derived)"])
  }
}

extension GraphValueTests {
  @Test func anEarlierDefinitionIsDrawnDimmedAndDashed() throws {
    let run = ScriptRun()
    #expect(run.entry("mutable total = \"1\"").isSuccess)
    #expect(run.entry("view v { label title }").isSuccess)
    #expect(run.entry("total => v.title.text").isSuccess)
    #expect(run.entry("mutable total = \"2\"").isSuccess)
    let root = try #require(PictureReading.parse(run.interpreter.graphSVG()))
    let nodes = Dictionary(
      uniqueKeysWithValues: root.all("data-node").map { ($0.attributes["data-node"]!, $0) })
    let earlier = try #require(nodes["total#1"])
    #expect(earlier.classes.contains("shadowed"))
    #expect(earlier.attributes["opacity"] == "0.4")
    #expect(nodes["total"]?.classes.contains("shadowed") == false)
    #expect(nodes["total"]?.attributes["opacity"] == "1")
  }
}
