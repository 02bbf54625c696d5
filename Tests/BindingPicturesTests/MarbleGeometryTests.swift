import BindingPictures
import Testing

/// Where marbles land: a linear time axis, groups at their instant, colours by cause.
@Suite struct MarbleGeometryTests {
  /// Lanes of random marbles, some at one instant, some ended.
  static func randomLanes(seed: UInt64) -> (lanes: [MarbleLane], now: Int) {
    var random = Seeded(state: seed)
    var now = 0
    let lanes = (0..<Int.random(in: 1...4, using: &random)).map { index in
      var time = 0
      var marbles: [Marble] = []
      for _ in 0..<Int.random(in: 0...12, using: &random) {
        time += [0, 0, 50, 100, 100, 300, 1_000].randomElement(using: &random)!
        let value = ["1", "ab", "\"long value\"", "nil", "漢字", "👍"].randomElement(using: &random)!
        marbles.append(
          Marble(time: time, kind: .value(value), cause: Int.random(in: 1...5, using: &random)))
      }
      if Bool.random(using: &random) {
        marbles.append(Marble(time: time + 100, kind: .completed, cause: 6))
      }
      now = max(now, (marbles.last?.time ?? 0) + Int.random(in: 0...500, using: &random))
      return MarbleLane(name: "lane\(index)", marbles: marbles)
    }
    return (lanes, now)
  }

  @Test(arguments: 1...40)
  func everyGroupStartsAtOriginPlusTimeTimesScale(seed: Int) throws {
    let (lanes, now) = Self.randomLanes(seed: UInt64(seed))
    let root = try #require(PictureReading.parse(MarblePicture.svg(lanes, now: now)))
    let origin = try #require(root.number("data-origin-x"))
    let scale = try #require(root.number("data-px-per-ms"))
    let drawn = PictureReading.marbles(root)
    #expect(drawn.count == lanes.map(\.marbles.count).reduce(0, +))
    let step = 2 * 14.0 + 2
    for lane in Set(drawn.map(\.lane)) {
      let marbles = drawn.filter { $0.lane == lane }
      let element = try #require(root.all("data-lane").first { $0.attributes["data-lane"] == lane })
      for time in Set(marbles.map(\.time)) {
        let group = marbles.filter { $0.time == time }
        let box = element.all("class", "group").first { $0.number("data-time") == Double(time) }
        let columns = Int(box?.number("data-columns") ?? 1)
        for (index, marble) in group.enumerated() {
          let expected = origin + Double(time) * scale + Double(index % columns) * step
          #expect(
            abs(marble.x - expected) <= 0.05,
            "seed \(seed): \(lane) at \(time) ms, #\(index) of \(columns) columns is at x \(marble.x)")
        }
      }
    }
    let margin = root.all(named: "g").first?.translation?.x ?? 0
    if let nowX = root.all("class", "now").first?.number("x1") {
      #expect(drawn.allSatisfy { $0.x <= nowX + margin + 0.05 }, "seed \(seed): nothing past now")
    } else {
      #expect(drawn.allSatisfy { $0.time == 0 }, "seed \(seed): no now line only at 0 ms")
    }
  }

  @Test func ticksAreEvenlySpacedAndLabelledByTheirTime() throws {
    let lane = MarbleLane(
      name: "n", marbles: [0, 100, 300, 1_200].map { Marble(time: $0, kind: .value("1")) })
    let root = try #require(PictureReading.parse(MarblePicture.svg([lane], now: 1_500)))
    let ticks = root.all("class", "tick")
    let xs = ticks.compactMap { $0.number("x1") }
    let times = ticks.compactMap { $0.number("data-time") }
    #expect(xs.count >= 4)
    let steps = zip(xs, xs.dropFirst()).map { $1 - $0 }
    #expect(steps.allSatisfy { abs($0 - steps[0]) < 0.11 }, "even ticks: \(steps)")
    let scale = try #require(root.number("data-px-per-ms"))
    #expect(abs(steps[0] - (times[1] - times[0]) * scale) < 0.11)
  }

  @Test func wideValuesAreMeasuredByTheirColumns() throws {
    let lane = MarbleLane(
      name: "w",
      marbles: [
        Marble(time: 0, kind: .value("漢")), Marble(time: 100, kind: .value("漢字")),
        Marble(time: 200, kind: .value("👍")),
      ])
    let root = try #require(PictureReading.parse(MarblePicture.svg([lane], now: 200)))
    let texts = root.all("class", "marble value").map { $0.all(named: "text")[0].text }
    #expect(texts == ["漢", "a", "👍"], "two columns fit a circle, four go to the legend")
    #expect(root.all("class", "legend").first?.all(named: "text").map(\.text) == ["a = 漢字"])
  }
}
