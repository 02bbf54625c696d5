import BindingPictures
import Foundation
import Testing

/// No count breaks a marble picture: any number of values, lanes and legend letters draws,
/// and a long lane shows its latest events with the earlier ones counted.
@Suite struct MarbleCountTests {
  /// A lane of `count` distinct values too wide for a circle, 10 ms apart.
  static func distinctValues(_ count: Int, name: String = "s", step: Int = 10) -> MarbleLane {
    MarbleLane(
      name: name,
      marbles: (0..<count).map { Marble(time: $0 * step, kind: .value("\"v\($0)\""), cause: $0 + 1) })
  }

  static func legend(_ root: XMLTree.Element) -> [String] {
    root.all("class", "legend").first?.all(named: "text").map(\.text) ?? []
  }

  @Test func aHundredThousandDistinctValuesInOneLaneDrawTheLatest() throws {
    let lane = Self.distinctValues(100_000)
    let svg = MarblePicture.svg([lane], now: 1_000_000)
    let root = try #require(PictureReading.parse(svg))
    let drawn = try #require(PictureReading.lanes(root)["s"])
    let circles = PictureReading.circles(drawn)
    #expect(circles.count == MarblePicture.mostMarblesPerLane)
    #expect(circles.first?.time == (100_000 - MarblePicture.mostMarblesPerLane) * 10)
    #expect(circles.last?.time == 999_990)
    #expect(drawn.attributes["data-earlier"] == "99976")
    #expect(drawn.all("class", "earlier").first?.text == "… 99,976 earlier")
    let legend = Self.legend(root)
    #expect(legend.count == MarblePicture.mostMarblesPerLane)
    #expect(legend.first == "a = \"v99976\"" && legend.last == "x = \"v99999\"")
    #expect(Set(circles.map(\.text)).count == circles.count, "every value has its own letter")
  }

  @Test func aFoldedAxisStartsAtTheEarliestEventDrawnAndStaysLinear() throws {
    let lane = Self.distinctValues(500, step: 100)
    let root = try #require(PictureReading.parse(MarblePicture.svg([lane], now: 50_000)))
    let from = try #require(root.number("data-from"))
    #expect(from == 47_600, "the last 24 of 500 events, 100 ms apart, start at 47.6 s")
    let origin = try #require(root.number("data-origin-x"))
    let scale = try #require(root.number("data-px-per-ms"))
    let margin = try #require(root.all(named: "g").first?.translation?.x)
    for circle in PictureReading.circles(try #require(PictureReading.lanes(root)["s"])) {
      #expect(abs(circle.x + margin - (origin + Double(circle.time) * scale)) < 0.2)
    }
    let ticks = root.all("class", "tick").compactMap { $0.number("data-time") }
    #expect(ticks.first.map { $0 >= from } == true, "no tick before the axis starts")
    #expect(ticks.last.map { $0 <= 50_000 } == true)
    let axis = try #require(root.all("class", "axis").first)
    let axisStart = try #require(axis.all(named: "line").first?.number("x1"))
    let now = try #require(axis.all("class", "now").first?.number("x1"))
    #expect(now - axisStart <= 2_400, "the recent past fills the widest axis, no more")
    #expect(now - axisStart >= 480, "and at least the narrowest")
  }

  @Test func aLaneThatFitsIsNotFoldedAndTheAxisStartsAtZero() throws {
    let lane = Self.distinctValues(MarblePicture.mostMarblesPerLane)
    let root = try #require(PictureReading.parse(MarblePicture.svg([lane], now: 2_000)))
    #expect(root.attributes["data-from"] == nil)
    let drawn = try #require(PictureReading.lanes(root)["s"])
    #expect(drawn.attributes["data-earlier"] == nil && drawn.all("class", "earlier").isEmpty)
    #expect(PictureReading.circles(drawn).count == MarblePicture.mostMarblesPerLane)
  }

  @Test func aThousandLanesEachWithItsOwnLetter() throws {
    let lanes = (0..<1_000).map { index in
      MarbleLane(
        name: "lane\(index)",
        marbles: [Marble(time: index, kind: .value("\"value \(index)\""), cause: index + 1)])
    }
    let root = try #require(PictureReading.parse(MarblePicture.svg(lanes, now: 1_000)))
    let drawn = root.all("data-lane")
    #expect(drawn.count == 1_000)
    let centres = drawn.compactMap { $0.translation?.y }
    #expect(centres == centres.sorted() && Set(centres).count == 1_000, "lanes one under another")
    let legend = Self.legend(root)
    #expect(legend.count == 1_000)
    let letters = legend.map { String($0.prefix { $0 != " " }) }
    #expect(Set(letters).count == 1_000, "no two values share a letter")
    #expect(letters[701] == "zz" && letters[702] == "aaa" && letters[999] == "all")
    let symbols = drawn.flatMap { PictureReading.circles($0).map(\.text) }
    #expect(symbols == letters, "each marble shows its value's letter")
  }

  @Test func everyLaneShowsTheStretchOfTimeTheFoldedLaneShows() throws {
    let quiet = MarbleLane(
      name: "quiet",
      marbles: [Marble(time: 0, kind: .value("1")), Marble(time: 48_000, kind: .value("2"))])
    let busy = Self.distinctValues(500, name: "busy", step: 100)
    let root = try #require(PictureReading.parse(MarblePicture.svg([quiet, busy], now: 50_000)))
    #expect(root.attributes["data-from"] == "47600")
    let lanes = PictureReading.lanes(root)
    let drawn = try #require(lanes["quiet"])
    #expect(PictureReading.circles(drawn).map(\.time) == [48_000])
    #expect(drawn.attributes["data-earlier"] == "1")
    #expect(drawn.all("class", "earlier").first?.text == "… 1 earlier")
    #expect(lanes["busy"]?.attributes["data-earlier"] == "476")
  }

  @Test(arguments: [0, 1, 1_000, Int.max / 2, Int.max - 1, Int.max])
  func anyTimeDraws(latest: Int) throws {
    let times = [-500, 0, latest / 3, latest / 2, latest]
    let busy = MarbleLane(
      name: "busy",
      marbles: (0..<300).map { Marble(time: times[min(4, $0 / 60)], kind: .value("\($0 % 7)")) })
    let late = MarbleLane(name: "late", marbles: [Marble(time: latest, kind: .completed)])
    for now in [0, latest] {
      let root = try #require(PictureReading.parse(MarblePicture.svg([busy, late], now: now)))
      let numbers = root.all("class", "tick").compactMap { $0.number("x1") }
      #expect(numbers.allSatisfy { $0.isFinite })
      #expect(root.all("class", "marble value").count == MarblePicture.mostMarblesPerLane)
    }
  }
}
