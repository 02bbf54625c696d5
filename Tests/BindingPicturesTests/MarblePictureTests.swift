import BindingPictures
import Testing

/// `MarblePicture.svg`: marble lanes as a standalone SVG, read back with an XML parser.
@Suite struct MarblePictureTests {
  @Test func controlCharactersDoNotBreakTheXML() throws {
    let value = "\"nul \u{0} bell \u{7} <tag>\""
    let lane = MarbleLane(name: "s", marbles: [Marble(time: 0, kind: .value(value))])
    let root = try #require(PictureReading.parse(MarblePicture.svg([lane], now: 0)))
    let marble = try #require(root.all("class", "marble value").first)
    #expect(marble.attributes["data-value"] == "\"nul \u{FFFD} bell \u{FFFD} <tag>\"")
  }

  @Test func hundredsOfCloseEventsStayWithinTheWidestAxis() throws {
    let close = MarbleLane(
      name: "ticks", marbles: (0..<600).map { Marble(time: $0 * 5, kind: .value("\($0 % 10)")) })
    let crowd = MarbleLane(
      name: "burst", marbles: (0..<300).map { Marble(time: 3_000, kind: .value("\($0 % 10)")) })
    for lanes in [[close], [crowd], [close, crowd]] {
      let root = try #require(PictureReading.parse(MarblePicture.svg(lanes, now: 3_000)))
      let width = try #require(root.number("width"))
      // The label column grows by `… 500 earlier` when a lane is folded; the axis does not.
      let axisStart = try #require(root.all("class", "axis").first?.all(named: "line").first?.number("x1"))
      #expect(width - axisStart <= 2_400 + 200, "the picture is \(width) px wide")
      for lane in PictureReading.lanes(root).values {
        let xs = PictureReading.circles(lane).map(\.x)
        #expect(xs == xs.sorted(), "marbles stay in time order")
        #expect((xs.max() ?? 0) < width)
      }
    }
  }
}
