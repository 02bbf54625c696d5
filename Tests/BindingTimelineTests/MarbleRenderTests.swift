import BindingCore
import BindingTimeline
import Testing

@Suite struct MarbleRenderTests {
  private let values: [Character: Int] = ["a": 1, "b": 2, "c": 3]

  @Test func drawsValuesByTheirKeys() {
    let events: [Recorded<Event<Int>>] = [.next(20, 1), .next(50, 2), .completed(80)]
    #expect(Marbles.render(events, values: values) == "--a--b--|")
  }

  @Test func drawsErrorsAsHash() {
    let events: [Recorded<Event<Int>>] = [.next(10, 3), .error(20, TestError())]
    #expect(Marbles.render(events, values: values) == "-c#")
  }

  @Test func drawsEventsOfOneFrameAsAGroup() {
    let events: [Recorded<Event<Int>>] = [.next(10, 1), .next(10, 2), .completed(30)]
    #expect(Marbles.render(events, values: values) == "-(ab)-|")
  }

  @Test func drawsACaretWhenEventsComeBeforeFrameZero() {
    let events: [Recorded<Event<Int>>] = [.next(-20, 1), .next(30, 2)]
    #expect(Marbles.render(events, values: values) == "a-^--b")
  }

  @Test func drawsTheCaretInsideAGroupAtFrameZero() {
    let events: [Recorded<Event<Int>>] = [.next(-10, 1), .next(0, 2)]
    #expect(Marbles.render(events, values: values) == "a(^b)")
  }

  @Test func drawsTheCaretLastWhenEveryEventIsBeforeIt() {
    let events: [Recorded<Event<Int>>] = [.next(-30, 1)]
    #expect(Marbles.render(events, values: values) == "a--^")
  }

  @Test func singleCharacterValuesDrawAsThemselves() {
    let strings: [Recorded<Event<String>>] = [.next(10, "x"), .next(20, "y"), .completed(30)]
    #expect(Marbles.render(strings) == "-xy|")
    let digits: [Recorded<Event<Int>>] = [.next(0, 4), .next(20, 7)]
    #expect(Marbles.render(digits) == "4-7")
  }

  @Test func otherValuesGetFreeLettersListedInTheLegend() {
    let events: [Recorded<Event<Int>>] = [.next(10, 42), .next(20, 7), .next(30, 42), .next(40, 99)]
    let drawing = Marbles.renderWithLegend(events)
    #expect(drawing.marbles == "-a7ab")
    #expect(drawing.legend == ["a": "42", "b": "99"])
    #expect(drawing.description == "-a7ab   a = 42, b = 99")
  }

  @Test func freeLettersSkipTheKeysOfTheDictionary() {
    let events: [Recorded<Event<Int>>] = [.next(0, 1), .next(10, 50)]
    let drawing = Marbles.renderWithLegend(events, values: values)
    #expect(drawing.marbles == "ad")
    #expect(drawing.legend == ["d": "50"])
  }

  @Test func endDrawsEmptyFramesUpToItUnlessTheEventsStop() {
    let open: [Recorded<Event<Int>>] = [.next(10, 1)]
    #expect(Marbles.render(open, values: values, end: 50) == "-a----")
    let stopped: [Recorded<Event<Int>>] = [.next(10, 1), .completed(20)]
    #expect(Marbles.render(stopped, values: values, end: 50) == "-a|")
  }

  @Test func frameTicksAndOriginPlaceTheFrames() {
    let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(230)]
    #expect(Marbles.render(events, values: values, frameTicks: 5, origin: 200) == "--a---|")
  }

  @Test func anEventBetweenFramesIsDrawnInTheFrameItFallsIn() {
    let events: [Recorded<Event<Int>>] = [.next(15, 1), .next(29, 2)]
    #expect(Marbles.render(events, values: values) == "-ab")
  }

  @Test func theFrameAfterAGroupIsTheNextFrame() throws {
    let events: [Recorded<Event<Int>>] = [.next(0, 1), .next(0, 2), .next(10, 3)]
    #expect(Marbles.render(events, values: values) == "(ab)c")
    #expect(try Marbles.parse("(ab)c", values: values) == events)
  }

  @Test func lanesLineUpTheirFramesWithSpacesWhereAnotherHasAGroup() throws {
    let first: [Recorded<Event<Int>>] = [.next(0, 1), .next(0, 2), .next(10, 3), .completed(30)]
    let second: [Recorded<Event<Int>>] = [.next(10, 40), .next(20, 50)]
    let drawings = Marbles.renderLanes([first, second], values: values)
    #expect(drawings.map(\.marbles) == ["(ab)c-|", "-   de"])
    #expect(drawings[0].legend.isEmpty)
    #expect(drawings[1].legend == ["d": "40", "e": "50"])
    #expect(try Marbles.parse(drawings[1].marbles, values: ["d": 40, "e": 50]) == second)
  }

  @Test func wideValuesGetALetterSoColumnsStayOneCellWide() {
    let events: [Recorded<Event<String>>] = [.next(0, "漢"), .next(10, "x")]
    let drawing = Marbles.renderWithLegend(events)
    #expect(drawing.marbles == "ax")
    #expect(drawing.legend == ["a": "漢"])
  }

  @Test(arguments: [
    "--a--b--|", "-(ab)-c-#", "a-^-b-|", "a(^b)", "(ab)--(c|)", "", "-a", "c--^", "-|-a",
  ])
  func parseThenRenderGivesTheDiagramBack(marbles: String) throws {
    let events = try Marbles.parse(marbles, values: values, origin: 300)
    let drawn = Marbles.render(events, values: values, origin: 300)
    #expect(drawn == marbles)
    #expect(try Marbles.parse(drawn, values: values, origin: 300) == events)
  }

  @Test func renderThenParseGivesTheEventsBack() throws {
    let events: [Recorded<Event<String>>] = [
      .next(-40, "p"), .next(0, "q"), .next(0, "r"), .next(70, "s"), .completed(90),
    ]
    let drawn = Marbles.render(events)
    #expect(drawn == "p---(^qr)------s-|")
    #expect(try Marbles.parse(drawn) == events)
  }
}
