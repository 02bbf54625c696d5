import BindScript
import Testing

/// The lanes a cell keeps beside its own (the groups of `groupBy`, the subscriptions of a
/// `cold` stream) in a marble picture: labelled, on the same time axis, starting where they
/// began.
@Suite struct GroupLaneGeometryTests {
  @Test func eachGroupIsALaneWhoseMarblesLandAtOriginPlusTimeTimesScale() throws {
    let run = GraphPictureTests.session(
      """
      let numbers = marbles("-a-b-c-d-e|", a: 1, b: 2, c: 3, d: 4, e: 6)
      let groups = numbers.groupBy { $0 % 2 }
      advance 1s
      """)
    let root = try #require(PictureReading.parse(run.interpreter.marblesSVG()))
    let lanes = root.all("data-lane")
    #expect(lanes.map { $0.attributes["data-lane"] } == ["numbers", "groups", "groups[1]", "groups[0]"])
    let labels = lanes.map { $0.all("class", "lane-name").first?.text }
    #expect(labels == ["numbers", "groups", "groups[1]", "groups[0]"])
    let origin = try #require(root.number("data-origin-x"))
    let scale = try #require(root.number("data-px-per-ms"))
    let margin = root.all(named: "g").first?.translation?.x ?? 0
    let drawn = PictureReading.marbles(root)
    let expected: [(String, [Int])] = [
      ("groups", [100, 300, 1_000]), ("groups[1]", [100, 500, 1_000]), ("groups[0]", [300, 700, 900, 1_000]),
    ]
    for (lane, times) in expected {
      let marbles = drawn.filter { $0.lane == lane }
      #expect(marbles.map(\.time) == times, "\(lane)")
      for marble in marbles {
        #expect(abs(marble.x - (origin + Double(marble.time) * scale)) <= 0.05, "\(lane) at \(marble.time)")
      }
    }
    // A group's line starts where the group opened; the cell's own lane starts at 0 ms.
    for (lane, start) in [("numbers", 0), ("groups[1]", 100), ("groups[0]", 300)] {
      let element = try #require(lanes.first { $0.attributes["data-lane"] == lane })
      let line = try #require(element.all(named: "line").first { $0.attributes["stroke-width"] == "1.5" })
      let x1 = try #require(line.number("x1"))
      #expect(abs(x1 + margin - (origin + Double(start) * scale)) <= 0.05, "\(lane) starts at \(start) ms")
    }
  }

  @Test func eachSubscriptionOfAColdStreamIsALaneStartingWhenItWasMade() throws {
    let run = GraphPictureTests.session(
      """
      cold ticks = marbles("-a-b|", a: 1, b: 2)
      let first = ticks.map { $0 }
      advance 200ms
      let second = ticks.map { $0 }
      advance 1s
      """)
    let root = try #require(PictureReading.parse(run.interpreter.marblesSVG(["ticks"])))
    let lanes = root.all("data-lane")
    #expect(lanes.map { $0.attributes["data-lane"] } == ["ticks sub 1", "ticks sub 2"])
    let drawn = PictureReading.marbles(root)
    #expect(drawn.filter { $0.lane == "ticks sub 2" }.map(\.time) == [300, 500, 600])
  }

  @Test func aDisposedSubscriptionsLaneStopsWhereItWasDisposedWithoutAnArrow() throws {
    let run = GraphPictureTests.session(
      """
      cold ticks = marbles("-a-b-c-d|", a: 1, b: 2, c: 3, d: 4)
      binding screen { ticks => { print($0) } }
      advance 300ms
      dispose screen
      advance 1s
      """)
    let root = try #require(PictureReading.parse(run.interpreter.marblesSVG(["ticks"])))
    let origin = try #require(root.number("data-origin-x"))
    let scale = try #require(root.number("data-px-per-ms"))
    let margin = root.all(named: "g").first?.translation?.x ?? 0
    let lane = try #require(root.all("data-lane").first)
    let line = try #require(lane.all(named: "line").first { $0.attributes["stroke-width"] == "1.5" })
    #expect(abs(try #require(line.number("x2")) + margin - (origin + 300 * scale)) <= 0.05)
    #expect(lane.all(named: "path").filter { $0.attributes["fill"] == "none" }.isEmpty, "no arrow")
  }
}
