import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct TakeLastTests {
  private let scheduler = TestScheduler(initialClock: 0)

  private func source(ending end: Recorded<Event<Int>>) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
      .next(300, -1), .next(310, 3), .next(340, 8), end,
    ])
  }

  // RxSwift: testTakeLast_Complete_Less
  @Test func fewerValuesThanCountAreAllEmittedAtCompletion() {
    let xs = scheduler.createHotObservable([
      .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
      .next(300, -1), .completed(300),
    ])
    let res = scheduler.start { xs.takeLast(7) }
    #expect(
      res.events == [
        .next(300, 9), .next(300, 13), .next(300, 7), .next(300, 1), .next(300, -1),
        .completed(300),
      ])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  // RxSwift: testTakeLast_Complete_Same
  @Test func exactlyCountValuesAreAllEmittedAtCompletion() {
    let xs = scheduler.createHotObservable([
      .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
      .next(300, -1), .completed(310),
    ])
    let res = scheduler.start { xs.takeLast(5) }
    #expect(
      res.events == [
        .next(310, 9), .next(310, 13), .next(310, 7), .next(310, 1), .next(310, -1),
        .completed(310),
      ])
    #expect(xs.subscriptions == [Subscription(200, 310)])
  }

  // RxSwift: testTakeLast_Complete_More
  @Test func moreValuesThanCountKeepOnlyTheLastOnes() {
    let xs = source(ending: .completed(350))
    let res = scheduler.start { xs.takeLast(5) }
    #expect(
      res.events == [
        .next(350, 7), .next(350, 1), .next(350, -1), .next(350, 3), .next(350, 8),
        .completed(350),
      ])
    #expect(xs.subscriptions == [Subscription(200, 350)])
  }

  // RxSwift: testTakeLast_Error_Less, testTakeLast_Error_Same, testTakeLast_Error_More
  @Test(arguments: [3, 5, 7])
  func errorDropsTheHeldValues(count: Int) {
    let xs = source(ending: .error(360, TestError()))
    let res = scheduler.start { xs.takeLast(count) }
    #expect(res.events == [.error(360, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 360)])
  }

  // RxSwift: testTakeLast_0_DefaultScheduler
  @Test func zeroEmitsNothingAndStaysSubscribed() {
    let xs = scheduler.createHotObservable([
      .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13),
    ])
    let res = scheduler.start { xs.takeLast(0) }
    #expect(res.events.isEmpty)
    #expect(xs.subscriptions == [Subscription(200, 1000)])
  }

  @Test func zeroOnlyCompletesWhenTheSourceDoes() {
    let (log, _) = Observable.of(1, 2, 3).takeLast(0).record()
    #expect(log.events == [.completed])
  }

  // RxSwift: testTakeLast_TakeLast1
  @Test func lastThreeOfALongerSequence() {
    let xs = scheduler.createHotObservable([
      .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
      .next(300, -1), .next(310, 3), .next(340, 8), .next(370, 11), .completed(400),
    ])
    let res = scheduler.start { xs.takeLast(3) }
    #expect(res.events == [.next(400, 3), .next(400, 8), .next(400, 11), .completed(400)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  // RxSwift: testTakeLast_DecrementCountsFirst
  @Test func anObserverSendingToTheCompletedSourceGetsTheHeldValueOnce() {
    let subject = BehaviorSubject(value: false)
    var elements: [Bool] = []
    _ = subject.takeLast(1).subscribe(onNext: { value in
      elements.append(value)
      subject.onNext(!value)
    })
    subject.onCompleted()
    #expect(elements == [false])
  }

  @Test func disposingWhileEmittingStopsTheRest() {
    let source = HotProbe<Int>()
    var values: [Int] = []
    var subscription: Disposable?
    subscription = source.observable.takeLast(3).subscribe(onNext: { value in
      values.append(value)
      if value == 2 { subscription?.dispose() }
    })
    for value in 1...3 { source.onNext(value) }
    source.onCompleted()
    #expect(values == [1, 2])
    subscription = nil  // the closure holds the variable that holds the subscription
  }
}
