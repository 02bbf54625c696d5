import BindingCore
import BindingTimeline
import Testing

@Suite struct MarbleParseTests {
  private let values: [Character: Int] = ["a": 1, "b": 2, "c": 3]

  @Test func eachCharacterIsOneFrameOfTenTicks() throws {
    let events = try Marbles.parse("--a--b--|", values: values)
    #expect(events == [.next(20, 1), .next(50, 2), .completed(80)])
  }

  @Test func errorFailsWithTheGivenError() throws {
    let events = try Marbles.parse("-a-#", values: values, error: TestError("boom"))
    #expect(events == [.next(10, 1), .error(30, TestError("boom"))])
  }

  @Test func errorDefaultsToTestError() throws {
    let events = try Marbles.parse("#", values: values)
    #expect(events == [.error(0, TestError())])
  }

  @Test func groupEmitsItsContentsAtOneFrameAndTakesOnlyThatFrame() throws {
    let events = try Marbles.parse("-(ab)-c(b|)", values: values)
    #expect(events == [.next(10, 1), .next(10, 2), .next(30, 3), .next(40, 2), .completed(40)])
  }

  @Test func spacesAreIgnored() throws {
    let spaced = try Marbles.parse(" - a  - b |", values: values)
    #expect(spaced == (try Marbles.parse("-a-b|", values: values)))
  }

  @Test func caretIsFrameZeroAndEarlierFramesAreNegative() throws {
    let events = try Marbles.parse("a-^-b-|", values: values)
    #expect(events == [.next(-20, 1), .next(20, 2), .completed(40)])
  }

  @Test func caretInsideAGroupSharesTheGroupsFrame() throws {
    let events = try Marbles.parse("-(^a)-b", values: values)
    #expect(events == [.next(0, 1), .next(20, 2)])
  }

  @Test func frameTicksAndOriginPlaceTheFrames() throws {
    let events = try Marbles.parse("-a-b|", values: values, frameTicks: 5, origin: 200)
    #expect(events == [.next(205, 1), .next(215, 2), .completed(220)])
  }

  @Test func withoutValuesEachCharacterIsItselfAsAString() throws {
    let events: [Recorded<Event<String>>] = try Marbles.parse("-x-y|")
    #expect(events == [.next(10, "x"), .next(30, "y"), .completed(40)])
  }

  @Test func withoutValuesDigitsReadAsIntegers() throws {
    let events: [Recorded<Event<Int>>] = try Marbles.parse("1-2-(34)|")
    #expect(events == [.next(0, 1), .next(20, 2), .next(40, 3), .next(40, 4), .completed(50)])
  }

  @Test func anyCharacterInTheDictionaryIsAValue() throws {
    let events = try Marbles.parse("-+-*", values: ["+": 1, "*": 2])
    #expect(events == [.next(10, 1), .next(30, 2)])
  }

  @Test func anEmptyDiagramHasNoEvents() throws {
    #expect(try Marbles.parse("", values: values).isEmpty)
    #expect(try Marbles.parse("-----", values: values).isEmpty)
  }

  @Test func eventsAfterAStopEventAreKept() throws {
    let events = try Marbles.parse("-|-a", values: values)
    #expect(events == [.completed(10), .next(30, 1)])
  }

  @Test(arguments: [
    ("--a--b)--|", "unexpected ')' at column 7"),
    ("-(a(b))", "unexpected '(' inside a group at column 4"),
    ("-a-(b", "'(' is never closed at column 4"),
    ("-()-", "empty group '()' at column 3"),
    ("-^-^", "a second '^' at column 4"),
    ("-a-z", "no value given for 'z' at column 4"),
    ("-a-!", "unexpected '!' at column 4"),
  ])
  func malformedDiagramsThrowWithTheColumn(marbles: String, message: String) {
    #expect(throws: MarbleError.self) { try Marbles.parse(marbles, values: values) }
    do {
      _ = try Marbles.parse(marbles, values: values)
    } catch {
      #expect(error.description == message)
      #expect(error.marbles == marbles)
    }
  }

  @Test func aCharacterThatIsNotTheElementTypeIsAnError() {
    do {
      let _: [Recorded<Event<Int>>] = try Marbles.parse("-1-x")
      Issue.record("parsing succeeded")
    } catch {
      #expect(error.description == "'x' is not a valid Int at column 4")
    }
  }

  @Test func diagnosticShowsTheDiagramWithACaret() {
    do {
      _ = try Marbles.parse("--a--b)--|", values: values)
      Issue.record("parsing succeeded")
    } catch {
      #expect(error.column == 7)
      #expect(error.message == "unexpected ')'")
      #expect(error.diagnostic == "unexpected ')' at column 7\n  --a--b)--|\n        ^")
    }
  }

  @Test func columnsCountCharactersIncludingSpaces() {
    do {
      _ = try Marbles.parse("- a - é", values: values)
      Issue.record("parsing succeeded")
    } catch {
      #expect(error.column == 7)
    }
  }
}
