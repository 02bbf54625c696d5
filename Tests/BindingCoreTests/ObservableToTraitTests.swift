import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct ObservableToTraitTests {
  private func hot(_ events: [Recorded<Event<Int>>]) -> (TestScheduler, TestableObservable<Int>) {
    let scheduler = TestScheduler(initialClock: 0)
    return (scheduler, scheduler.createHotObservable(events))
  }

  @Test func asSingleFailsWhenTheSourceCompletesEmpty() {
    let (scheduler, xs) = hot([.next(150, 1), .completed(250), .error(260, TestError())])
    let res = scheduler.start { xs.asSingle() }
    #expect(res.events == [.error(250, RxError.noElements)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func asSingleDeliversTheOneValueWithTheCompletion() {
    let (scheduler, xs) = hot([.next(150, 1), .next(210, 2), .completed(250)])
    let res = scheduler.start { xs.asSingle() }
    #expect(res.events == [.next(250, 2), .completed(250)])
  }

  @Test func asSingleFailsAtTheSecondValue() {
    let (scheduler, xs) = hot([.next(210, 2), .next(220, 3), .completed(250)])
    let res = scheduler.start { xs.asSingle() }
    #expect(res.events == [.error(220, RxError.moreThanOneElement)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func asSingleForwardsAnError() {
    let (scheduler, xs) = hot([.next(210, 2), .error(220, TestError())])
    let res = scheduler.start { xs.asSingle() }
    #expect(res.events == [.error(220, TestError())])
  }

  @Test func asMaybeCompletesWhenTheSourceCompletesEmpty() {
    let (scheduler, xs) = hot([.next(150, 1), .completed(250)])
    let res = scheduler.start { xs.asMaybe() }
    #expect(res.events == [.completed(250)])
  }

  @Test func asMaybeDeliversTheOneValueAndFailsAtASecond() {
    let (scheduler, xs) = hot([.next(210, 2), .completed(250)])
    #expect(scheduler.start { xs.asMaybe() }.events == [.next(250, 2), .completed(250)])
    let (scheduler2, ys) = hot([.next(210, 2), .next(220, 3), .completed(250)])
    #expect(
      scheduler2.start { ys.asMaybe() }.events == [.error(220, RxError.moreThanOneElement)])
  }

  @Test func firstTakesTheFirstValueAndDisposesTheSource() {
    let (scheduler, xs) = hot([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
    let res = scheduler.start { xs.first().map { $0 ?? -1 } }
    #expect(res.events == [.next(210, 2), .completed(210)])
    #expect(xs.subscriptions == [Subscription(200, 210)])
  }

  @Test func firstOfAnEmptySourceIsNil() {
    let (scheduler, xs) = hot([.next(150, 1), .completed(250)])
    let res = scheduler.start { xs.first().map { $0 ?? -1 } }
    #expect(res.events == [.next(250, -1), .completed(250)])
  }

  @Test func asCompletableKeepsTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Never.self), .error(260, TestError())])
    #expect(scheduler.start { xs.asCompletable() }.events == [.completed(250)])
    let scheduler2 = TestScheduler(initialClock: 0)
    let ys = scheduler2.createHotObservable([.error(210, TestError(), Never.self)])
    #expect(scheduler2.start { ys.asCompletable() }.events == [.error(210, TestError())])
  }

  @Test func ignoreElementsThenAsCompletable() {
    var completed = false
    _ = Observable.of(1, 2, 3).ignoreElements().asCompletable()
      .subscribe(onCompleted: { completed = true })
    #expect(completed)
  }
}
