import BindScript
import Foundation
import Testing

/// The demos' graphs on one projector screen: no two nodes overlapping, text at 16 px, and
/// every demo's graph small enough for the room the live page gives it at 1280x720.
@Suite struct GraphPackingTests {
  @Test func aGraphWithRoomBesideItStacksItsLegendThereInOneColumn() throws {
    // The tour's graph is too wide for the legend's two rows beside it, but not for one
    // column: under it, the legend would cost the marbles a row's height at 1280x720.
    let tour = Self.demos.first { $0.hasSuffix("/tour.bind") }!
    let run = ScriptRun(trace: .off)
    #expect(run.run(try String(contentsOfFile: tour, encoding: .utf8), name: tour).isSuccess)
    let root = try #require(PictureReading.parse(run.interpreter.graphSVG()))
    let boxes = PictureReading.rectangles(root)
    let (at, ys) = try PictureReading.graphLegend(root)
    let right = boxes.map { $0.x + $0.width }.max()!
    let bottom = boxes.map { $0.y + $0.height }.max()!
    #expect(at.x >= right + 56 - 1, "beside the graph: legend at \(at.x), graph ends at \(right)")
    #expect(ys.count == 8 && ys == ys.sorted() && Set(ys).count == ys.count, "one kind a line: \(ys)")
    #expect(
      PictureReading.size(root).height <= bottom + 2 * 20,
      "no row under the graph: \(PictureReading.size(root))")
    #expect(PictureReading.size(root).width <= 1100 + 2 * 20)
  }

  static let demos: [String] = {
    let folder = PictureGoldenTests.packageRoot.appendingPathComponent("scripts/demos")
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
    let root = try #require(PictureReading.parse(svg))
    let boxes = PictureReading.rectangles(root)
    for (i, a) in boxes.enumerated() {
      for b in boxes[(i + 1)...] { #expect(!a.overlaps(b), "\(a.name) and \(b.name) overlap") }
    }
    let size = PictureReading.size(root)
    #expect(
      size.width <= Self.room.width && size.height <= Self.room.height, "\(size) is larger than \(Self.room)")
    #expect(svg.contains(".bind-graph text { font-size: 16px; }"))
    for text in root.all(named: "text") {
      if let given = text.attributes["font-size"] { #expect(Double(given) ?? 0 >= 16, "\(text.text)") }
    }
  }
}
