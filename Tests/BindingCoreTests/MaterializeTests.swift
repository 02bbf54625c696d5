import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct MaterializeTests {
  @Test func neverEmitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.never().materialize() }
    #expect(res.events.isEmpty)
  }

  @Test func completionBecomesAValueThenTheResultCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(201, Int.self), .completed(202, Int.self)])
    let res = scheduler.start { xs.materialize() }
    #expect(res.events == [.next(201, Event<Int>.completed), .completed(201)])
    #expect(xs.subscriptions == [Subscription(200, 201)])
  }

  @Test func valuesBecomeNextEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .completed(250), .completed(251),
    ])
    let res = scheduler.start { xs.materialize() }
    #expect(
      res.events == [.next(210, Event.next(2)), .next(250, Event<Int>.completed), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func anErrorBecomesAValueAndTheResultCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .error(250, TestError()), .error(251, TestError()),
    ])
    let res = scheduler.start { xs.materialize() }
    #expect(res.events == [.next(250, Event<Int>.error(TestError())), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func dematerializeRestoresWhatMaterializeWrapped() {
    let (log, _) = Observable.concat(Observable.of(1, 2), .error(OperatorTestError(code: 4)))
      .materialize().dematerialize().record()
    #expect(log.events == [.next(1), .next(2), .error(OperatorTestError(code: 4))])
  }
}
