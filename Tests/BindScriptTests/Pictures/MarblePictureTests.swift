import BindScript
import Testing

/// `:marbles svg`: a session's marble lanes as a standalone SVG, read back with an XML parser.
@Suite struct MarblePictureTests {
  @Test func eachValueIsACircleAtItsTime() throws {
    let run = GraphPictureTests.session(
      """
      mutable n = 0
      advance 100ms
      n = 1
      advance 200ms
      n = 2
      advance 100ms
      """)
    let svg = run.interpreter.marblesSVG()
    let root = try #require(PictureReading.parse(svg))
    #expect(root.attributes["data-now"] == "400")
    let lane = try #require(PictureReading.lanes(root)["n"])
    #expect(lane.attributes["id"] == "lane-n")
    let circles = PictureReading.circles(lane)
    #expect(circles.map(\.time) == [0, 100, 300])
    #expect(circles.map(\.text) == ["0", "1", "2"])
    let step = circles[1].x - circles[0].x
    #expect(step > 28, "marbles stand apart")
    #expect(abs((circles[2].x - circles[1].x) - 2 * step) < 0.2, "x is proportional to time")
  }

  @Test func completionIsABarAndFailureACross() throws {
    let run = GraphPictureTests.session(
      """
      let done = of(1, 2)
      let broken = fail("boom").startWith(7)
      """)
    let lanes = PictureReading.lanes(try #require(PictureReading.parse(run.interpreter.marblesSVG())))
    let done = try #require(lanes["done"])
    #expect(done.all("class", "marble completed").count == 1)
    #expect(done.all("class", "marble error").isEmpty)
    let broken = try #require(lanes["broken"])
    let cross = try #require(broken.all("class", "marble error").first)
    #expect(cross.attributes["data-error"] == "boom")
    #expect(PictureReading.circles(broken).map(\.text) == ["7"])
  }

  @Test func longValuesGetALetterAndALegend() throws {
    let run = GraphPictureTests.session("mutable name = \"alice\"\nname = \"a < b & \\\"c\\\"\"")
    let root = try #require(PictureReading.parse(run.interpreter.marblesSVG()))
    let circles = PictureReading.circles(try #require(PictureReading.lanes(root)["name"]))
    #expect(circles.map(\.text) == ["a", "b"])
    let legend = try #require(root.all("class", "legend").first).all(named: "text").map(\.text)
    #expect(legend == ["a = \"alice\"", "b = \"a < b & \\\"c\\\"\""])
    let values = root.all("class", "marble value").map { $0.attributes["data-value"] }
    #expect(values == ["\"alice\"", "\"a < b & \\\"c\\\"\""], "attributes are escaped and read back")
  }

  @Test func marblesAtOneInstantAreAGroupSideBySideFromThatInstant() throws {
    let run = GraphPictureTests.session(
      "let three = of(1, 2, 3)\nmutable later = 0\nadvance 100ms\nlater = 1")
    let root = try #require(PictureReading.parse(run.interpreter.marblesSVG()))
    let lanes = PictureReading.lanes(root)
    let lane = try #require(lanes["three"])
    let circles = PictureReading.circles(lane)
    #expect(circles.map(\.text) == ["1", "2", "3"])
    #expect(Set(lane.all(named: "circle").compactMap { $0.number("cy") }) == [0], "one row")
    let xs = circles.map(\.x)
    #expect(xs == xs.sorted() && abs(xs[2] - xs[1] - (xs[1] - xs[0])) < 0.01, "at fixed spacing")
    let group = try #require(lane.all("class", "group").first)
    #expect(group.attributes["data-time"] == "0")
    #expect(group.attributes["data-columns"] == "4", "three values and the completion")
    let laterLane = try #require(lanes["later"])
    let laterX = try #require(PictureReading.circles(laterLane).last?.x)
    let scale = try #require(root.number("data-px-per-ms"))
    #expect(abs(laterX - xs[0] - 100 * scale) < 0.1, "the crowd takes no time")
  }

  @Test func lanesComeInTheOrderAsked() throws {
    let run = GraphPictureTests.session("mutable a = 1\nmutable b = 2\nlet c = a + b")
    let root = try #require(PictureReading.parse(run.interpreter.marblesSVG(["c", "a"])))
    #expect(root.all("data-lane").map { $0.attributes["data-lane"]! } == ["c", "a"])
    let all = try #require(PictureReading.parse(run.interpreter.marblesSVG()))
    #expect(all.all("data-lane").map { $0.attributes["data-lane"]! } == ["a", "b", "c"])
  }
}
