import BindingCore
import BindingTimeline
import Testing

@Suite struct RecordedTests {
  @Test func staticHelpersBuildRecordedEvents() {
    let events: [Recorded<Event<Int>>] = [.next(210, 2), .completed(300)]
    #expect(events[0].time == 210)
    #expect(events[0].value == .next(2))
    #expect(events[1] == Recorded(time: 300, value: .completed))
    #expect(Recorded.events(.next(210, 2), .completed(300)) == events)
  }

  @Test func eventsTakesAnArrayAsRxTestDoes() {
    let variadic = Recorded.events(.next(210, "a"), .next(220, "b"), .completed(250))
    let array = Recorded.events([.next(210, "a"), .next(220, "b"), .completed(250)])
    #expect(array == variadic)
    #expect(Recorded.events([Recorded<Event<Int>>]()).isEmpty)
  }

  @Test func eventsNamesTheTypeOfALongListOnce() {
    let expected = Recorded.events([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5),
      .next(260, 6), .next(270, 7), .next(280, 8), .next(290, 9), .next(300, 10),
      .next(310, 11), .next(320, 12), .error(330, TestError("boom")),
    ])
    #expect(expected.count == 13)
    #expect(expected.last == .error(330, TestError("boom")))
  }

  @Test func equalityComparesTimeAndValue() {
    #expect(Recorded<Event<Int>>.next(210, 1) != .next(220, 1))
    #expect(Recorded<Event<Int>>.next(210, 1) != .next(210, 2))
    #expect(Recorded<Event<Int>>.completed(300) != .error(300, TestError()))
  }

  @Test func errorEventsAreEqualWhenTheirErrorsAre() {
    #expect(Recorded<Event<Int>>.error(300, TestError("a")) == .error(300, TestError("a")))
    #expect(Recorded<Event<Int>>.error(300, TestError("a")) != .error(300, TestError("b")))
  }

  @Test func completedAndErrorTakeAnExplicitType() {
    let completed = Recorded.completed(300, String.self)
    let failed = Recorded.error(300, TestError(), String.self)
    #expect(completed.value.isCompleted)
    #expect(failed.value.error is TestError)
  }

  @Test func debugDescriptionShowsValueThenTime() {
    #expect(Recorded<Event<Int>>.next(210, 2).debugDescription == "next(2) @ 210")
    #expect(Recorded<Event<Int>>.completed(300).debugDescription == "completed @ 300")
  }

  @Test func testErrorDescribesItselfByItsMessage() {
    #expect(TestError("boom").description == "boom")
    #expect(TestError() == TestError("test error"))
  }
}
