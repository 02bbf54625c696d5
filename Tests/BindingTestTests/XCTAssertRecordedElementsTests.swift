import BindingTest
import BindingXCTest
import Testing

@Suite struct XCTAssertRecordedElementsTests {
  @Test func passesWhenOnlyTheElementsMatchWhateverTheirTimes() {
    let stream: [Recorded<Event<Int>>] = [.next(210, 1), .next(400, 2), .next(401, 3)]
    #expect(recordedElementsFailure(stream, [1, 2, 3]) == nil)
    #expect(recordedElementsFailure([Recorded<Event<Int>>](), []) == nil)
  }

  @Test func failsOnOtherElements() {
    let stream: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2)]
    #expect(recordedElementsFailure(stream, [1, 3]) != nil)
    #expect(recordedElementsFailure(stream, [1]) != nil)
  }

  @Test func failsOnAStopEventEvenWhenTheElementsMatch() {
    let completed: [Recorded<Event<Int>>] = [.next(210, 1), .completed(300)]
    let failed: [Recorded<Event<Int>>] = [.next(210, 1), .error(300, TestError())]
    #expect(recordedElementsFailure(completed, [1])?.contains("completed @ 300") == true)
    #expect(recordedElementsFailure(failed, [1]) != nil)
  }

  @Test func theAssertionPassesSilentlyOnMatchingElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let res = scheduler.start { xs.map { $0 * 10 } }
    XCTAssertRecordedElements(res.events, [10, 20])
  }
}
