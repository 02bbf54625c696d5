import BindingTest
import BindingTestExpectations
import Testing

@Suite struct SchedulerMarbleTests {
  @Test func hotMarblesPutFrameZeroWhereStartSubscribes() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = try scheduler.createHotObservable("--a--b--|", values: ["a": 1, "b": 2])
    #expect(xs.recordedEvents == [.next(220, 1), .next(250, 2), .completed(280)])
    let res = scheduler.start { xs }
    #expect(res.events == [.next(220, 1), .next(250, 2), .completed(280)])
  }

  @Test func hotMarblesBeforeTheCaretAreMissedBySubscribersAtTheCaret() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = try scheduler.createHotObservable("-a-^-b-|", values: ["a": 1, "b": 2])
    #expect(xs.recordedEvents == [.next(180, 1), .next(220, 2), .completed(240)])
    let res = scheduler.start { xs }
    res.expectMarbles("--b-|", values: ["b": 2])
  }

  @Test func hotMarblesTakeAnOrigin() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = try scheduler.createHotObservable("-a|", values: ["a": 1], origin: 0)
    #expect(xs.recordedEvents == [.next(10, 1), .completed(20)])
  }

  @Test func coldMarblesStartAtEachSubscription() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let xs: TestableObservable<String> = try scheduler.createColdObservable("-a-(bc)|")
    let observer = scheduler.createObserver(String.self)
    scheduler.scheduleAt(300) { _ = xs.subscribe(observer) }
    let res = scheduler.start { xs }
    res.expectMarbles("-a-(bc)|")
    #expect(observer.events == [.next(310, "a"), .next(330, "b"), .next(330, "c"), .completed(340)])
  }

  @Test func coldMarblesRejectACaret() {
    let scheduler = TestScheduler(initialClock: 0)
    #expect(throws: MarbleError.self) {
      _ = try scheduler.createColdObservable("-^-a", values: ["a": 1])
    }
  }

  @Test func marbleErrorUsesTheGivenError() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = try scheduler.createColdObservable(
      "-a-#", values: ["a": 1], error: TestError("broken"))
    let res = scheduler.start { xs }
    #expect(res.events == [.next(210, 1), .error(230, TestError("broken"))])
    res.expectMarbles("-a-#", values: ["a": 1], error: TestError("broken"))
  }

  @Test func frameTicksIsTheSchedulersChoice() throws {
    let scheduler = TestScheduler(initialClock: 0, frameTicks: 100)
    let xs: TestableObservable<Int> = try scheduler.createColdObservable("-1-2|")
    let res = scheduler.start(disposed: 5000) { xs }
    #expect(res.events == [.next(300, 1), .next(500, 2), .completed(600)])
    res.expectMarbles("-1-2|")
  }

  @Test func parseMarblesAndRenderMarblesUseTheSchedulersTimeline() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let events = try scheduler.parseMarbles("--a--b--|", values: ["a": 1, "b": 2])
    #expect(events == [.next(220, 1), .next(250, 2), .completed(280)])
    #expect(scheduler.renderMarbles(events, values: ["a": 1, "b": 2]) == "--a--b--|")
    let strings: [Recorded<Event<String>>] = try scheduler.parseMarbles("x|", origin: 0)
    #expect(strings == [.next(0, "x"), .completed(10)])
  }
}
