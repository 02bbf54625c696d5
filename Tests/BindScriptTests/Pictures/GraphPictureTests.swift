import BindScript
import Foundation
import Testing

/// `:graph svg`: a standalone SVG of the dependency graph, in layers from sources to
/// targets, read back with an XML parser.
@Suite struct GraphPictureTests {
  /// The picture of `graph`, parsed; records an issue when it is not well-formed.
  static func parse(_ svg: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> XMLTree
    .Element?
  {
    guard let tree = XMLTree(svg) else {
      Issue.record("not well-formed XML:\n\(svg)", sourceLocation: sourceLocation)
      return nil
    }
    return tree.root
  }

  /// A session that ran `script`; records an issue when the script failed.
  static func session(_ script: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    -> ScriptRun
  {
    let run = ScriptRun()
    let outcome = run.run(script)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")", sourceLocation: sourceLocation)
    return run
  }

  /// Each node's group, by name.
  static func nodes(_ root: XMLTree.Element) -> [String: XMLTree.Element] {
    Dictionary(uniqueKeysWithValues: root.all("data-node").map { ($0.attributes["data-node"]!, $0) })
  }

  static func node(_ id: String, _ kind: GraphNode.Kind = .derived) -> GraphNode {
    GraphNode(id: id, kind: kind)
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
    let root = try #require(Self.parse(run.interpreter.graphSVG()))
    #expect(root.name == "svg")
    #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
    let nodes = Self.nodes(root)
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

  @Test func edgeKindsAreDrawnDistinctly() throws {
    let graph = GraphSnapshot(
      nodes: ["a", "b", "c", "d", "e"].map { Self.node($0, .mutable) },
      edges: [
        GraphEdge(from: "a", to: "b", kind: .derived), GraphEdge(from: "a", to: "c", kind: .binding),
        GraphEdge(from: "a", to: "d", kind: .twoWay), GraphEdge(from: "a", to: "e", kind: .closure),
      ])
    let root = try #require(Self.parse(GraphPicture.svg(graph)))
    let paths = Dictionary(
      uniqueKeysWithValues: root.all("data-from").map { path -> (String, XMLTree.Element) in
        (path.attributes["data-kind"]!, path)
      })
    let looks = paths.values.map { path in
      [path.attributes["stroke"]!, path.attributes["stroke-dasharray"]!, path.attributes["marker-start"]!]
    }
    #expect(Set(looks).count == 4, "each kind of edge looks different")
    #expect(paths["twoWay"]?.attributes["marker-start"] == "url(#arrow-twoWay)", "<=> has two heads")
    #expect(paths["closure"]?.attributes["stroke-dasharray"] != "none", "closures are dashed")
    let legend = try #require(root.all("class", "legend").first)
    let words = legend.all(named: "text").map(\.text)
    #expect(words.contains("mutable") && !words.contains("control") && words.contains("<=> two-way"))
  }

  @Test func layersRunFromSourcesToTargets() throws {
    // a -> b -> c, and a -> c: c is in layer 2 (the longest path), not 1.
    let graph = GraphSnapshot(
      nodes: ["c", "b", "a"].map { Self.node($0) },
      edges: [
        GraphEdge(from: "a", to: "b", kind: .derived), GraphEdge(from: "b", to: "c", kind: .derived),
        GraphEdge(from: "a", to: "c", kind: .derived),
      ])
    let nodes = Self.nodes(try #require(Self.parse(GraphPicture.svg(graph))))
    #expect(nodes["a"]?.attributes["data-layer"] == "0")
    #expect(nodes["b"]?.attributes["data-layer"] == "1")
    #expect(nodes["c"]?.attributes["data-layer"] == "2")
    let x = nodes.mapValues { $0.translation?.x ?? -1 }
    #expect(x["a"]! < x["b"]! && x["b"]! < x["c"]!, "layers go left to right")
  }

  @Test func anAvoidableCrossingIsAvoided() throws {
    // Declared in this order, x above y: a -> y and b -> x would cross.
    let graph = GraphSnapshot(
      nodes: ["a", "b", "x", "y"].map { Self.node($0) },
      edges: [GraphEdge(from: "a", to: "y", kind: .derived), GraphEdge(from: "b", to: "x", kind: .derived)])
    let nodes = Self.nodes(try #require(Self.parse(GraphPicture.svg(graph))))
    let y = nodes.mapValues { $0.translation?.y ?? -1 }
    #expect((y["a"]! < y["b"]!) == (y["y"]! < y["x"]!), "the targets follow their sources' order")
  }

  @Test func aLongEdgeIsRoutedAroundTheLayersBetween() throws {
    // a -> b -> c -> d and a -> d: the long edge passes layers 1 and 2 beside b and c.
    let graph = GraphSnapshot(
      nodes: ["a", "b", "c", "d"].map { Self.node($0) },
      edges: [
        GraphEdge(from: "a", to: "b", kind: .derived), GraphEdge(from: "b", to: "c", kind: .derived),
        GraphEdge(from: "c", to: "d", kind: .derived), GraphEdge(from: "a", to: "d", kind: .binding),
      ])
    let root = try #require(Self.parse(GraphPicture.svg(graph)))
    let long = try #require(root.all("data-kind", "binding").first)
    let curves = (long.attributes["d"] ?? "").filter { $0 == "C" }.count
    #expect(curves == 3, "one curve per layer crossed")
  }

  @Test func cyclesAndSelfLoopsStillLayOut() throws {
    let graph = GraphSnapshot(
      nodes: ["a", "b", "c"].map { Self.node($0, .mutable) },
      edges: [
        GraphEdge(from: "a", to: "b", kind: .binding), GraphEdge(from: "b", to: "c", kind: .closure),
        GraphEdge(from: "c", to: "a", kind: .closure), GraphEdge(from: "c", to: "c", kind: .closure),
      ])
    let root = try #require(Self.parse(GraphPicture.svg(graph)))
    #expect(Set(Self.nodes(root).values.compactMap { $0.attributes["data-layer"] }) == ["0", "1", "2"])
    #expect(root.all("data-from").count == 4, "every edge is drawn, the loop too")
  }

  @Test func anEmptyGraphSaysSo() throws {
    let root = try #require(Self.parse(GraphPicture.svg(GraphSnapshot())))
    #expect(root.all(named: "text").contains { $0.text == "nothing is declared yet" })
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
    let root = try #require(GraphPictureTests.parse(run.interpreter.graphSVG()))
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
    let root = try #require(GraphPictureTests.parse(run.interpreter.graphSVG(values: false)))
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
    let root = try #require(GraphPictureTests.parse(run.interpreter.graphSVG()))
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
    let root = try #require(GraphPictureTests.parse(run.interpreter.graphSVG()))
    let nodes = Dictionary(
      uniqueKeysWithValues: root.all("data-node").map { ($0.attributes["data-node"]!, $0) })
    let earlier = try #require(nodes["total#1"])
    #expect(earlier.classes.contains("shadowed"))
    #expect(earlier.attributes["opacity"] == "0.4")
    #expect(nodes["total"]?.classes.contains("shadowed") == false)
    #expect(nodes["total"]?.attributes["opacity"] == "1")
  }
}
