import BindingPictures
import Foundation
import Testing

/// `GraphPicture.svg`: a standalone SVG of a dependency graph, in layers from sources to
/// targets, read back with an XML parser.
@Suite struct GraphPictureTests {
  static func node(_ id: String, _ kind: GraphNode.Kind = .derived) -> GraphNode {
    GraphNode(id: id, kind: kind)
  }

  @Test func edgeKindsAreDrawnDistinctly() throws {
    let graph = GraphSnapshot(
      nodes: ["a", "b", "c", "d", "e"].map { Self.node($0, .mutable) },
      edges: [
        GraphEdge(from: "a", to: "b", kind: .derived), GraphEdge(from: "a", to: "c", kind: .binding),
        GraphEdge(from: "a", to: "d", kind: .twoWay), GraphEdge(from: "a", to: "e", kind: .closure),
      ])
    let root = try #require(PictureReading.parse(GraphPicture.svg(graph)))
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
    let nodes = PictureReading.nodes(try #require(PictureReading.parse(GraphPicture.svg(graph))))
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
    let nodes = PictureReading.nodes(try #require(PictureReading.parse(GraphPicture.svg(graph))))
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
    let root = try #require(PictureReading.parse(GraphPicture.svg(graph)))
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
    let root = try #require(PictureReading.parse(GraphPicture.svg(graph)))
    #expect(
      Set(PictureReading.nodes(root).values.compactMap { $0.attributes["data-layer"] }) == ["0", "1", "2"])
    #expect(root.all("data-from").count == 4, "every edge is drawn, the loop too")
  }

  @Test func anEmptyGraphSaysSo() throws {
    let root = try #require(PictureReading.parse(GraphPicture.svg(GraphSnapshot())))
    #expect(root.all(named: "text").contains { $0.text == "nothing is declared yet" })
  }
}
