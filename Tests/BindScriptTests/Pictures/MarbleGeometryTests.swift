import BindScript
import Testing

/// A session's marbles coloured by cause: one change, one colour on every lane.
@Suite struct MarbleGeometryTests {
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
      PictureReading.parse(run.interpreter.marblesSVG(["price", "net", "tax"])))
    let values = PictureReading.marbles(root)
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
      PictureReading.parse(run.interpreter.marblesSVG(["query", "settled", "answers", "typing"])))
    let marbles = PictureReading.marbles(root)
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
    let beforeRoot = try #require(PictureReading.parse(before))
    let afterRoot = try #require(PictureReading.parse(after))
    #expect(PictureReading.marbles(beforeRoot).map(\.fill) == PictureReading.marbles(afterRoot).map(\.fill))
    let legend = { (root: XMLTree.Element) in
      root.all("class", "legend").first?.all(named: "text").map(\.text)
    }
    #expect(legend(beforeRoot) == legend(afterRoot))
    #expect(
      legend(beforeRoot) == ["a = \"alice\"", "b = \"ALICE\"", "c = \"bob\"", "d = \"BOB\""])
  }
}
