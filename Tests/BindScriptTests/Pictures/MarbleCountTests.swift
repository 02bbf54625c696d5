import BindScript
import Foundation
import Testing

/// No count breaks a script's report: a long lane shows its latest events with the earlier
/// ones counted.
@Suite struct MarbleCountTests {
  @Test func sevenHundredAndThreeStringsInAScriptDrawAndReport() throws {
    var script = "mutable s = \"\"\n"
    for index in 1...703 { script += "s = \"v\(String(1_000 + index).dropFirst())\"\n" }
    let (html, outcome) = ScriptReportTests.report(script)
    #expect(outcome.isSuccess)
    let marbles = try #require(html.range(of: "class=\"bind-marbles\"")?.lowerBound)
    let start = try #require(html[..<marbles].range(of: "<svg", options: .backwards)?.lowerBound)
    let end = try #require(html[start...].range(of: "</svg>")?.upperBound)
    let root = try #require(PictureReading.parse(String(html[start..<end])))
    let lane = try #require(PictureReading.lanes(root)["s"])
    #expect(lane.attributes["data-earlier"] == "680", "704 values, the last 24 drawn")
    #expect(PictureReading.circles(lane).last?.text == "x")
    #expect(lane.all("class", "earlier").first?.text == "… 680 earlier")
  }
}
