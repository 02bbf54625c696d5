import BindingCore
import BindingTimeline
import Testing

@Suite struct MarbleDiffTests {
  @Test func diffIsNilForEqualEvents() {
    let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(220)]
    #expect(Marbles.diff(events, expected: events) == nil)
  }

  @Test func diffDrawsBothTimelinesListsBothAndNamesTheFirstDifference() {
    let expected: [Recorded<Event<Int>>] = [.next(220, 1), .next(250, 2), .completed(280)]
    let actual: [Recorded<Event<Int>>] = [.next(220, 1), .next(280, 2), .completed(300)]
    let diff = Marbles.diff(actual, expected: expected, values: ["a": 1, "b": 2], origin: 200)
    #expect(
      diff == """
        recorded events differ from the expected ones
          expected: --a--b--|
            actual: --a-----b-|
          expected: next(1) @ 220, next(2) @ 250, completed @ 280
            actual: next(1) @ 220, next(2) @ 280, completed @ 300
          first difference, event 2: expected next(2) @ 250, got next(2) @ 280
        """)
  }

  @Test func diffListsMadeUpSymbolsAndMissingEvents() {
    let expected: [Recorded<Event<Int>>] = [.next(10, 42), .completed(20)]
    let actual: [Recorded<Event<Int>>] = [.next(10, 42)]
    let diff = Marbles.diff(actual, expected: expected)
    #expect(diff?.contains("     where: a = 42") == true)
    #expect(diff?.contains("event 2: expected completed @ 20, got nothing more") == true)
  }
}
