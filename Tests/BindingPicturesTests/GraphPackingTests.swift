import BindingPictures
import Foundation
import Testing

/// The graph's geometry on one projector screen: unrelated parts side by side instead of one
/// tall column, the legend beside the graph or under it.
@Suite struct GraphPackingTests {
  @Test func unrelatedPartsStandSideBySideAndInRows() throws {
    // Six pairs, a0 -> b0 ... a5 -> b5, unrelated: one column of six would be about
    // 6 × 62 px high and 250 px wide; rows of parts use the width instead.
    let pairs = (0..<6).map { ("a\($0)", "b\($0)") }
    let graph = GraphSnapshot(
      nodes: pairs.flatMap { [GraphNode(id: $0.0, kind: .mutable), GraphNode(id: $0.1, kind: .derived)] },
      edges: pairs.map { GraphEdge(from: $0.0, to: $0.1, kind: .derived) })
    let root = try #require(PictureReading.parse(GraphPicture.svg(graph)))
    let boxes = Dictionary(uniqueKeysWithValues: PictureReading.rectangles(root).map { ($0.name, $0) })
    let rows = Set(pairs.map { boxes[$0.0]!.y })
    #expect(rows.count > 1 && rows.count < 6, "the parts are in a few rows: \(rows.sorted())")
    let size = PictureReading.size(root)
    #expect(size.width > size.height, "wider than high: \(size)")
    for (a, b) in pairs {
      #expect(boxes[a]!.x < boxes[b]!.x, "each part still runs from its source to its target")
      #expect(boxes[a]!.y == boxes[b]!.y)
    }
    #expect(boxes["a0"]!.x < boxes["a1"]!.x && boxes["a0"]!.y == boxes["a1"]!.y, "in order, left to right")
  }

  @Test func aConnectedGraphKeepsItsLayers() throws {
    let graph = GraphSnapshot(
      nodes: ["a", "b", "c"].map { GraphNode(id: $0, kind: .derived) },
      edges: [GraphEdge(from: "a", to: "b", kind: .derived), GraphEdge(from: "b", to: "c", kind: .derived)])
    let boxes = PictureReading.rectangles(try #require(PictureReading.parse(GraphPicture.svg(graph))))
    #expect(Set(boxes.map(\.y)).count == 1)
    #expect(boxes.map(\.x) == boxes.map(\.x).sorted())
  }

  @Test func aGraphTooWideForTheLegendBesideItHasItUnderneath() throws {
    let names = (0..<12).map { "cell\($0)" }
    let graph = GraphSnapshot(
      nodes: names.map { GraphNode(id: $0, kind: .derived) },
      edges: zip(names, names.dropFirst()).map { GraphEdge(from: $0, to: $1, kind: .derived) })
    let root = try #require(PictureReading.parse(GraphPicture.svg(graph)))
    let bottom = PictureReading.rectangles(root).map { $0.y + $0.height }.max()!
    let (at, ys) = try PictureReading.graphLegend(root)
    #expect(at.y > bottom, "legend at \(at.y), graph ends at \(bottom)")
    #expect(ys.count == 2)
  }
}
