import BindingPictures
import Testing

/// How the marbles of one lane at one instant are placed: side by side from the instant's `x`
/// while there is room before the lane's next marble and before now, else in rows.
@Suite struct MarbleGroupTests {
  static let radius = 14.0
  static let step = 2 * radius + 2

  /// Each value marble of lane `name`: its time and centre.
  static func centres(
    _ root: XMLTree.Element, _ name: String
  ) throws -> [(time: Int, x: Double, y: Double)] {
    let lane = try #require(PictureReading.lanes(root)[name])
    return lane.all("class", "marble value").map { marble in
      let circle = marble.all(named: "circle")[0]
      return (Int(marble.attributes["data-time"]!)!, circle.number("cx")!, circle.number("cy")!)
    }
  }

  static func picture(_ lanes: [MarbleLane], now: Int) throws -> XMLTree.Element {
    try #require(PictureReading.parse(MarblePicture.svg(lanes, now: now)))
  }

  static func lane(_ name: String, _ times: [Int]) -> MarbleLane {
    MarbleLane(
      name: name,
      marbles: times.enumerated().map { Marble(time: $1, kind: .value("\($0)"), cause: $0 + 1) })
  }

  @Test func aGroupWithRoomStandsInOneRowFromItsInstant() throws {
    let root = try Self.picture([Self.lane("n", [0, 0, 0, 0, 500])], now: 1_000)
    let origin = try #require(root.number("data-origin-x"))
    let scale = try #require(root.number("data-px-per-ms"))
    let margin = root.all(named: "g").first?.translation?.x ?? 0
    let marbles = try Self.centres(root, "n")
    for (index, marble) in marbles.prefix(4).enumerated() {
      #expect(abs(marble.x + margin - (origin + Double(index) * Self.step)) < 0.01)
      #expect(marble.y == 0)
    }
    #expect(abs(marbles[4].x + margin - (origin + 500 * scale)) < 0.01, "a single one at its time")
    let lane = try #require(PictureReading.lanes(root)["n"])
    #expect(lane.number("data-height") == 2 * Self.radius + 7, "the lane is one marble high")
    let pill = try #require(lane.all("class", "group").first)
    #expect(pill.number("data-columns") == 4 && pill.number("data-rows") == 1)
    #expect(
      (pill.number("x") ?? 0) + (pill.number("width") ?? 0) < marbles[4].x - Self.radius,
      "the pill ends before the next marble")
  }

  @Test func aGroupAtNowIsAStackWhoseLettersStayVisible() throws {
    let root = try Self.picture([Self.lane("n", [0, 300, 300, 300])], now: 300)
    let marbles = try Self.centres(root, "n").filter { $0.time == 300 }
    #expect(Set(marbles.map(\.x)).count == 1, "one column: no room past now")
    let ys = marbles.map(\.y)
    #expect(ys == ys.sorted())
    for (upper, lower) in zip(ys, ys.dropFirst()) {
      #expect(lower - upper >= Self.radius + 8, "the lower circle leaves the upper letter seen")
    }
    let lane = try #require(PictureReading.lanes(root)["n"])
    let height = try #require(lane.number("data-height"))
    #expect(height >= (ys.last! - ys.first!) + 2 * Self.radius + 6, "the lane holds the stack")
    #expect(height <= (ys.last! - ys.first!) + 2 * Self.radius + 8, "and no more")
  }

  @Test func aGroupShortOfRoomBeforeTheNextMarbleTakesRows() throws {
    // 34 px between the instants (the least gap): room for no second column.
    let root = try Self.picture([Self.lane("n", [0, 0, 0, 50, 2_000])], now: 2_000)
    let scale = try #require(root.number("data-px-per-ms"))
    let marbles = try Self.centres(root, "n")
    let columns = Int((50 * scale - (2 * Self.radius + 8)) / Self.step) + 1
    #expect(columns == 1)
    #expect(Set(marbles.prefix(3).map(\.x)).count == 1)
    #expect(Set(marbles.prefix(3).map(\.y)).count == 3)
  }

  @Test func noTwoMarblesOfAGroupHideEachOther() throws {
    for seed in 1...40 {
      let (lanes, now) = MarbleGeometryTests.randomLanes(seed: UInt64(seed))
      let root = try Self.picture(lanes, now: now)
      for lane in lanes {
        let marbles = try Self.centres(root, lane.name)
        for time in Set(marbles.map(\.time)) {
          let group = marbles.filter { $0.time == time }
          for (i, a) in group.enumerated() {
            for b in group[(i + 1)...] {
              let apart = abs(a.y - b.y) >= Self.radius + 8 || abs(a.x - b.x) >= 2 * Self.radius
              #expect(apart, "seed \(seed): \(lane.name) at \(time): \(a) and \(b) overlap")
            }
          }
        }
      }
    }
  }

  @Test func beforeTimeMovesGroupsReadLeftToRightWithoutANowLine() throws {
    let root = try Self.picture(
      [Self.lane("a", Array(repeating: 0, count: 20)), Self.lane("b", [0])], now: 0)
    #expect(root.all("class", "now").isEmpty)
    #expect(root.all("class", "still").first?.text.contains("left to right") == true)
    let marbles = try Self.centres(root, "a")
    #expect(Set(marbles.map(\.x)).count == 12, "twelve side by side at most")
    #expect(Set(marbles.map(\.y)).count == 2, "then a second row")
    let width = try #require(root.number("width"))
    #expect(marbles.allSatisfy { $0.x + Self.radius < width })
    let b = try #require(PictureReading.lanes(root)["b"])
    #expect(b.number("data-height") == 2 * Self.radius + 7)
  }
}
