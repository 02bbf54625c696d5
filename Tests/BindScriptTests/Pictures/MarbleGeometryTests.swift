import BindScript
import Testing

/// Where marbles land: a linear time axis, groups at their instant, colours by cause.
@Suite struct MarbleGeometryTests {
  /// A small deterministic generator, so a failing seed can be run again.
  struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 11
    }
  }

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

  /// Each marble of the picture: its lane, time, cause, centre and fill.
  static func marbles(
    _ root: XMLTree.Element
  ) -> [(lane: String, time: Int, cause: Int, x: Double, fill: String?)] {
    let margin = root.all(named: "g").first?.translation?.x ?? 0
    return root.all("data-lane").flatMap { lane in
      lane.all("data-cause").map { marble in
        let circle = marble.all(named: "circle").first
        let line = marble.all(named: "line").first
        let x = circle?.number("cx") ?? line?.number("x1") ?? crossCentre(marble)
        return (
          lane.attributes["data-lane"]!, Int(marble.attributes["data-time"]!)!,
          Int(marble.attributes["data-cause"]!)!, x + margin, circle?.attributes["fill"]
        )
      }
    }
  }

  private static func crossCentre(_ marble: XMLTree.Element) -> Double {
    let d = marble.all(named: "path").first?.attributes["d"] ?? ""
    let numbers = d.split(whereSeparator: { " ,ML".contains($0) }).compactMap { Double($0) }
    return numbers.count >= 4 ? (numbers[0] + numbers[2]) / 2 : .nan
  }

  @Test(arguments: 1...40)
  func everyGroupStartsAtOriginPlusTimeTimesScale(seed: Int) throws {
    let (lanes, now) = Self.randomLanes(seed: UInt64(seed))
    let root = try #require(GraphPictureTests.parse(MarblePicture.svg(lanes, now: now)))
    let origin = try #require(root.number("data-origin-x"))
    let scale = try #require(root.number("data-px-per-ms"))
    let drawn = Self.marbles(root)
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
    let root = try #require(GraphPictureTests.parse(MarblePicture.svg([lane], now: 1_500)))
    let ticks = root.all("class", "tick")
    let xs = ticks.compactMap { $0.number("x1") }
    let times = ticks.compactMap { $0.number("data-time") }
    #expect(xs.count >= 4)
    let steps = zip(xs, xs.dropFirst()).map { $1 - $0 }
    #expect(steps.allSatisfy { abs($0 - steps[0]) < 0.11 }, "even ticks: \(steps)")
    let scale = try #require(root.number("data-px-per-ms"))
    #expect(abs(steps[0] - (times[1] - times[0]) * scale) < 0.11)
  }

  @Test func theMarblesOfOneChangeShareOneColourOnEveryLane() throws {
    let run = GraphPictureTests.session(
      """
      mutable price = 10
      let net = price.map { $0 * 100 }
      let tax = price.map { $0 * 20 }
      price = 20
      advance 100ms
      price = 30
      """)
    let root = try #require(
      GraphPictureTests.parse(run.interpreter.marblesSVG(["price", "net", "tax"])))
    let values = Self.marbles(root)
    #expect(values.count == 9)
    let byCause = Dictionary(grouping: values, by: \.cause)
    for (cause, marbles) in byCause where marbles.count > 1 {
      #expect(Set(marbles.map(\.fill)).count == 1, "cause \(cause) has one colour")
      #expect(Set(marbles.map(\.lane)).count == marbles.count, "one marble a lane")
    }
    let changes = values.filter { $0.lane == "price" }.map(\.cause)
    #expect(Set(changes).count == 3, "each assignment is a change of its own")
    let colours = changes.map { cause in values.first { $0.cause == cause }!.fill }
    #expect(Set(colours).count == 3, "three changes, three colours")
  }

  @Test func whatATimerSetOffLaterHasTheColourOfTheChangeThatSetIt() throws {
    let run = GraphPictureTests.session(
      """
      mutable query = ""
      let settled = query.debounce(300ms)
      let answers = query.flatMapLatest { q in after(200ms, q + "!") }
      let typing = marbles("-a-b|")
      query = "rx"
      advance 1s
      """)
    let root = try #require(
      GraphPictureTests.parse(run.interpreter.marblesSVG(["query", "settled", "answers", "typing"])))
    let marbles = Self.marbles(root)
    let typed = try #require(marbles.first { $0.lane == "query" && $0.time == 0 && $0.cause > 1 })
    let settled = marbles.filter { $0.lane == "settled" && $0.time == 300 }
    let answered = marbles.filter { $0.lane == "answers" && $0.time == 200 }
    #expect(settled.count == 1 && answered.count == 1)
    #expect(settled.first?.cause == typed.cause, "the debounce fired for the change that typed rx")
    #expect(answered.first?.cause == typed.cause, "the answer came for that change")
    #expect(settled.first?.fill == typed.fill)
    let inputs = marbles.filter { $0.lane == "typing" }
    #expect(inputs.count == 3 && Set(inputs.map(\.cause)).count == 3, "each input event its own")
  }

  @Test func unrelatedUpdatesLeaveColoursAndLettersAsTheyWere() throws {
    let run = GraphPictureTests.session(
      """
      mutable name = "alice"
      let shout = name.map { $0.uppercased() }
      name = "bob"
      """)
    let before = run.interpreter.marblesSVG(["name", "shout"])
    #expect(run.entry("mutable other = 1").isSuccess)
    #expect(run.entry("other = 2").isSuccess)
    #expect(run.entry("advance 100ms").isSuccess)
    let after = run.interpreter.marblesSVG(["name", "shout"])
    let beforeRoot = try #require(GraphPictureTests.parse(before))
    let afterRoot = try #require(GraphPictureTests.parse(after))
    #expect(Self.marbles(beforeRoot).map(\.fill) == Self.marbles(afterRoot).map(\.fill))
    let legend = { (root: XMLTree.Element) in
      root.all("class", "legend").first?.all(named: "text").map(\.text)
    }
    #expect(legend(beforeRoot) == legend(afterRoot))
    #expect(
      legend(beforeRoot) == ["a = \"alice\"", "b = \"ALICE\"", "c = \"bob\"", "d = \"BOB\""])
  }

  @Test func wideValuesAreMeasuredByTheirColumns() throws {
    let lane = MarbleLane(
      name: "w",
      marbles: [
        Marble(time: 0, kind: .value("漢")), Marble(time: 100, kind: .value("漢字")),
        Marble(time: 200, kind: .value("👍")),
      ])
    let root = try #require(GraphPictureTests.parse(MarblePicture.svg([lane], now: 200)))
    let texts = root.all("class", "marble value").map { $0.all(named: "text")[0].text }
    #expect(texts == ["漢", "a", "👍"], "two columns fit a circle, four go to the legend")
    #expect(root.all("class", "legend").first?.all(named: "text").map(\.text) == ["a = 漢字"])
  }
}
