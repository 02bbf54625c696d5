import BindScript
import Foundation
import Testing

/// The graph's geometry on one projector screen: unrelated parts side by side instead of one
/// tall column, no two nodes overlapping, text at 16 px, and every demo's graph small enough
/// for the room the live page gives it at 1280x720.
@Suite struct GraphPackingTests {
  /// A node's rectangle in the picture: its group's translation and its shape's size.
  struct Rectangle {
    let name: String
    let x, y, width, height: Double

    func overlaps(_ other: Rectangle) -> Bool {
      x < other.x + other.width && other.x < x + width && y < other.y + other.height
        && other.y < y + height
    }
  }

  static func rectangles(_ root: XMLTree.Element) -> [Rectangle] {
    root.all("data-node").compactMap { node in
      guard let at = node.translation,
        let shape = node.children.first(where: { $0.attributes["class"] == "shape" })
      else { return nil }
      let size: (Double, Double)
      if let points = shape.attributes["points"] {
        let numbers = points.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        size = ((xs.max() ?? 0) - (xs.min() ?? 0), (ys.max() ?? 0) - (ys.min() ?? 0))
      } else {
        size = (Double(shape.attributes["width"] ?? "") ?? 0, Double(shape.attributes["height"] ?? "") ?? 0)
      }
      return Rectangle(
        name: node.attributes["data-node"] ?? "", x: at.x, y: at.y, width: size.0, height: size.1)
    }
  }

  static func size(_ root: XMLTree.Element) -> (width: Double, height: Double) {
    (Double(root.attributes["width"] ?? "") ?? 0, Double(root.attributes["height"] ?? "") ?? 0)
  }

  @Test func unrelatedPartsStandSideBySideAndInRows() throws {
    // Six pairs, a0 -> b0 ... a5 -> b5, unrelated: one column of six would be about
    // 6 × 62 px high and 250 px wide; rows of parts use the width instead.
    let pairs = (0..<6).map { ("a\($0)", "b\($0)") }
    let graph = GraphSnapshot(
      nodes: pairs.flatMap { [GraphNode(id: $0.0, kind: .mutable), GraphNode(id: $0.1, kind: .derived)] },
      edges: pairs.map { GraphEdge(from: $0.0, to: $0.1, kind: .derived) })
    let root = try #require(GraphPictureTests.parse(GraphPicture.svg(graph)))
    let boxes = Dictionary(uniqueKeysWithValues: Self.rectangles(root).map { ($0.name, $0) })
    let rows = Set(pairs.map { boxes[$0.0]!.y })
    #expect(rows.count > 1 && rows.count < 6, "the parts are in a few rows: \(rows.sorted())")
    let size = Self.size(root)
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
    let boxes = Self.rectangles(try #require(GraphPictureTests.parse(GraphPicture.svg(graph))))
    #expect(Set(boxes.map(\.y)).count == 1)
    #expect(boxes.map(\.x) == boxes.map(\.x).sorted())
  }

  /// The legend's texts and where its group stands in the picture.
  static func legend(_ root: XMLTree.Element) throws -> (at: (x: Double, y: Double), ys: [Double]) {
    let legend = try #require(root.all("class", "legend").first)
    let at = try #require(legend.translation)
    return (at, legend.all(named: "text").compactMap { Double($0.attributes["y"] ?? "") })
  }

  @Test func aGraphWithRoomBesideItStacksItsLegendThereInOneColumn() throws {
    // The tour's graph is too wide for the legend's two rows beside it, but not for one
    // column: under it, the legend would cost the marbles a row's height at 1280x720.
    let tour = Self.demos.first { $0.hasSuffix("/tour.bind") }!
    let run = ScriptRun(trace: .off)
    #expect(run.run(try String(contentsOfFile: tour, encoding: .utf8), name: tour).isSuccess)
    let root = try #require(GraphPictureTests.parse(run.interpreter.graphSVG()))
    let boxes = Self.rectangles(root)
    let (at, ys) = try Self.legend(root)
    let right = boxes.map { $0.x + $0.width }.max()!
    let bottom = boxes.map { $0.y + $0.height }.max()!
    #expect(at.x >= right + 56 - 1, "beside the graph: legend at \(at.x), graph ends at \(right)")
    #expect(ys.count == 8 && ys == ys.sorted() && Set(ys).count == ys.count, "one kind a line: \(ys)")
    #expect(Self.size(root).height <= bottom + 2 * 20, "no row under the graph: \(Self.size(root))")
    #expect(Self.size(root).width <= 1100 + 2 * 20)
  }

  @Test func aGraphTooWideForTheLegendBesideItHasItUnderneath() throws {
    let names = (0..<12).map { "cell\($0)" }
    let graph = GraphSnapshot(
      nodes: names.map { GraphNode(id: $0, kind: .derived) },
      edges: zip(names, names.dropFirst()).map { GraphEdge(from: $0, to: $1, kind: .derived) })
    let root = try #require(GraphPictureTests.parse(GraphPicture.svg(graph)))
    let bottom = Self.rectangles(root).map { $0.y + $0.height }.max()!
    let (at, ys) = try Self.legend(root)
    #expect(at.y > bottom, "legend at \(at.y), graph ends at \(bottom)")
    #expect(ys.count == 2)
  }

  static let demos: [String] = {
    let folder = PictureGoldenTests.folder.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("scripts/demos")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".bind") }.sorted().map { folder.appendingPathComponent($0).path }
  }()

  /// The room the live page gives the graph at 1280x720 (the page's width less its margins;
  /// its height less the header and a bottom row for the marbles and the trace): drawn at
  /// its own size there, its 16 px text stays 16 px.
  static let room = (width: 1200.0, height: 440.0)

  @Test(arguments: demos)
  func everyDemosGraphFitsTheProjectorAtItsOwnSize(_ path: String) throws {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(try String(contentsOfFile: path, encoding: .utf8), name: path)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
    let svg = run.interpreter.graphSVG()
    let root = try #require(GraphPictureTests.parse(svg))
    let boxes = Self.rectangles(root)
    for (i, a) in boxes.enumerated() {
      for b in boxes[(i + 1)...] { #expect(!a.overlaps(b), "\(a.name) and \(b.name) overlap") }
    }
    let size = Self.size(root)
    #expect(
      size.width <= Self.room.width && size.height <= Self.room.height, "\(size) is larger than \(Self.room)")
    #expect(svg.contains(".bind-graph text { font-size: 16px; }"))
    for text in root.all(named: "text") {
      if let given = text.attributes["font-size"] { #expect(Double(given) ?? 0 >= 16, "\(text.text)") }
    }
  }
}
