import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct AmbTests {
  private let scheduler = TestScheduler(initialClock: 0)

  // RxSwift: testAmb_Never2
  @Test func twoSilentSourcesGiveNothingAndStaySubscribed() {
    let x1 = scheduler.createHotObservable([.next(150, 1)])
    let x2 = scheduler.createHotObservable([.next(150, 1)])
    let res = scheduler.start { x1.amb(x2) }
    #expect(res.events.isEmpty)
    #expect(x1.subscriptions == [Subscription(200, 1000)])
    #expect(x2.subscriptions == [Subscription(200, 1000)])
  }

  // RxSwift: testAmb_Never3
  @Test func threeSilentSourcesGiveNothingAndStaySubscribed() {
    let x1 = scheduler.createHotObservable([.next(150, 1)])
    let x2 = scheduler.createHotObservable([.next(150, 1)])
    let x3 = scheduler.createHotObservable([.next(150, 1)])
    let res = scheduler.start { Observable.amb([x1, x2, x3].map { $0.asObservable() }) }
    #expect(res.events.isEmpty)
    #expect(x1.subscriptions == [Subscription(200, 1000)])
    #expect(x2.subscriptions == [Subscription(200, 1000)])
    #expect(x3.subscriptions == [Subscription(200, 1000)])
  }

  // RxSwift: testAmb_Never_Empty
  @Test func aCompletionWinsTheElection() {
    let x1 = scheduler.createHotObservable([.next(150, 1)])
    let x2 = scheduler.createHotObservable([.next(150, 1), .completed(225)])
    let res = scheduler.start { x1.amb(x2) }
    #expect(res.events == [.completed(225)])
    #expect(x1.subscriptions == [Subscription(200, 225)])
    #expect(x2.subscriptions == [Subscription(200, 225)])
  }

  // RxSwift: testAmb_RegularShouldDisposeLoser
  @Test func theFirstToEmitWinsAndTheLoserIsDisposed() {
    let x1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(240)])
    let x2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(250)])
    let res = scheduler.start { x1.amb(x2) }
    #expect(res.events == [.next(210, 2), .completed(240)])
    #expect(x1.subscriptions == [Subscription(200, 240)])
    #expect(x2.subscriptions == [Subscription(200, 210)])
  }

  // RxSwift: testAmb_WinnerThrows
  @Test func theWinnersErrorEndsTheResult() {
    let x1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(220, TestError())])
    let x2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(250)])
    let res = scheduler.start { x1.amb(x2) }
    #expect(res.events == [.next(210, 2), .error(220, TestError())])
    #expect(x1.subscriptions == [Subscription(200, 220)])
    #expect(x2.subscriptions == [Subscription(200, 210)])
  }

  // RxSwift: testAmb_LoserThrows
  @Test func theLosersErrorIsNeverSeen() {
    let x1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .error(230, TestError())])
    let x2 = scheduler.createHotObservable([.next(150, 1), .next(210, 3), .completed(250)])
    let res = scheduler.start { x1.amb(x2) }
    #expect(res.events == [.next(210, 3), .completed(250)])
    #expect(x1.subscriptions == [Subscription(200, 210)])
    #expect(x2.subscriptions == [Subscription(200, 250)])
  }

  // RxSwift: testAmb_ThrowsBeforeElectionLeft
  @Test func anErrorOfTheLeftBeforeAnyValueWins() {
    let x1 = scheduler.createHotObservable([.next(150, 1), .error(210, TestError())])
    let x2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(250)])
    let res = scheduler.start { x1.amb(x2) }
    #expect(res.events == [.error(210, TestError())])
    #expect(x1.subscriptions == [Subscription(200, 210)])
    #expect(x2.subscriptions == [Subscription(200, 210)])
  }

  // RxSwift: testAmb_ThrowsBeforeElectionRight
  @Test func anErrorOfTheRightBeforeAnyValueWins() {
    let x1 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(250)])
    let x2 = scheduler.createHotObservable([.next(150, 1), .error(210, TestError())])
    let res = scheduler.start { x1.amb(x2) }
    #expect(res.events == [.error(210, TestError())])
    #expect(x1.subscriptions == [Subscription(200, 210)])
    #expect(x2.subscriptions == [Subscription(200, 210)])
  }

  @Test func whenOneChangeReachesBothTheLeftWins() {
    let relay = PublishRelay<Int>()
    let (log, subscription) = relay.map { $0 * 10 }.amb(relay.map { $0 + 1 }).record()
    relay.accept(1)
    relay.accept(2)
    #expect(log.events == [.next(10), .next(20)])
    subscription.dispose()
  }

  @Test func aColdLeftThatEmitsWhileSubscribingWinsAtOnce() {
    let right = HotProbe<Int>()
    let (log, _) = Observable.of(1, 2).amb(right.observable).record()
    #expect(log.events == [.next(1), .next(2), .completed])
    #expect(!right.isObserved)
  }

  @Test func disposingDisposesBoth() {
    let left = HotProbe<Int>()
    let right = HotProbe<Int>()
    let (log, subscription) = left.observable.amb(right.observable).record()
    right.onNext(1)
    #expect(!left.isObserved)
    subscription.dispose()
    right.onNext(2)
    #expect(log.events == [.next(1)])
    #expect(!right.isObserved)
  }
}
