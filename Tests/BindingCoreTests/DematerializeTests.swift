import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct DematerializeTests {
  @Test func nextValuesBecomeValuesAndACompletedValueCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, Event.next(41)), .next(210, Event.next(42)), .next(220, Event.next(43)),
      .next(230, Event<Int>.completed), .completed(250),
    ])
    let res = scheduler.start { xs.dematerialize() }
    #expect(res.events == [.next(210, 42), .next(220, 43), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func anErrorValueFailsTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, Event.next(42)), .next(230, Event<Int>.error(TestError())), .completed(250),
    ])
    let res = scheduler.start { xs.dematerialize() }
    #expect(res.events == [.next(210, 42), .error(230, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func theSourcesOwnCompletionCompletesTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, Event.next(1)), .completed(240)])
    let res = scheduler.start { xs.dematerialize() }
    #expect(res.events == [.next(210, 1), .completed(240)])
  }

  @Test func theSourcesOwnErrorFailsTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, Event.next(1)), .error(240, TestError())])
    let res = scheduler.start { xs.dematerialize() }
    #expect(res.events == [.next(210, 1), .error(240, TestError())])
  }
}
