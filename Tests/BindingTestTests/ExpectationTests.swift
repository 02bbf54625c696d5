import BindingTest
import BindingTestExpectations
import Testing

@Suite struct ExpectationTests {
  @Test func matchingMarblesRecordNoIssue() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let xs: TestableObservable<String> = try scheduler.createHotObservable("-a-b-|")
    let res = scheduler.start { xs.map { $0.uppercased() } }
    res.expectMarbles("-A-B-|")
    res.expectEvents([.next(210, "A"), .next(230, "B"), .completed(250)])
  }

  @Test func mismatchRecordsAnIssueAtTheCaller() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let xs: TestableObservable<String> = try scheduler.createHotObservable("-a-b-|")
    let res = scheduler.start { xs }
    let line = #_sourceLocation.line + 2
    withKnownIssue {
      res.expectMarbles("-a--b|")
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.contains { $0.rawValue.contains("expected: -a--b|") }
        && issue.comments.contains { $0.rawValue.contains("actual: -a-b-|") }
    }
  }

  @Test func malformedExpectedMarblesRecordTheDiagnostic() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<String>.never() }
    withKnownIssue {
      res.expectMarbles("-a)")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("unexpected ')' at column 3") }
    }
  }

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
