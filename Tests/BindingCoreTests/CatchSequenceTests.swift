import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct CatchSequenceTests {
  @Test func movesToTheNextColdSourceAtEachError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createColdObservable([
      .next(10, 1), .next(20, 2), .next(30, 3), .error(40, TestError()),
    ])
    let xs2 = scheduler.createColdObservable([.next(10, 4), .next(20, 5), .error(30, TestError())])
    let xs3 = scheduler.createColdObservable([
      .next(10, 6), .next(20, 7), .next(30, 8), .next(40, 9), .completed(50),
    ])
    let res = scheduler.start {
      Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable(), xs3.asObservable()])
    }
    #expect(
      res.events == [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .next(260, 5), .next(280, 6),
        .next(290, 7), .next(300, 8), .next(310, 9), .completed(320),
      ])
    #expect(xs1.subscriptions == [Subscription(200, 240)])
    #expect(xs2.subscriptions == [Subscription(240, 270)])
    #expect(xs3.subscriptions == [Subscription(270, 320)])
  }

  @Test func aSourceThatCompletesEndsTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .completed(230),
    ])
    let xs2 = scheduler.createHotObservable([.next(240, 4), .completed(250)])
    let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()]) }
    #expect(res.events == [.next(210, 2), .next(220, 3), .completed(230)])
    #expect(xs1.subscriptions == [Subscription(200, 230)])
    #expect(xs2.subscriptions == [])
  }

  @Test func aSourceThatNeverEndsKeepsTheResultOpen() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createHotObservable([.next(150, 1)])
    let xs2 = scheduler.createHotObservable([.next(240, 4), .completed(250)])
    let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()]) }
    #expect(res.events.isEmpty)
    #expect(xs1.subscriptions == [Subscription(200, 1000)])
    #expect(xs2.subscriptions == [])
  }

  @Test func afterAnErrorTheNextHotSourceIsFollowed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .error(230, TestError()),
    ])
    let xs2 = scheduler.createHotObservable([.next(240, 4), .completed(250)])
    let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()]) }
    #expect(res.events == [.next(210, 2), .next(220, 3), .next(240, 4), .completed(250)])
    #expect(xs1.subscriptions == [Subscription(200, 230)])
    #expect(xs2.subscriptions == [Subscription(230, 250)])
  }

  @Test func whenEverySourceFailsTheLastErrorEndsTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createHotObservable([
      .next(210, 2), .next(220, 3), .error(230, OperatorTestError(code: 1)),
    ])
    let xs2 = scheduler.createHotObservable([.next(150, 1), .error(250, OperatorTestError(code: 2))])
    let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()]) }
    #expect(res.events == [.next(210, 2), .next(220, 3), .error(250, OperatorTestError(code: 2))])
    #expect(xs2.subscriptions == [Subscription(230, 250)])
  }

  @Test func threeSourcesInARow() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(215, TestError())])
    let xs2 = scheduler.createHotObservable([.next(220, 3), .error(225, TestError())])
    let xs3 = scheduler.createHotObservable([.next(230, 4), .completed(235)])
    let res = scheduler.start {
      Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable(), xs3.asObservable()])
    }
    #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .completed(235)])
    #expect(xs1.subscriptions == [Subscription(200, 215)])
    #expect(xs2.subscriptions == [Subscription(215, 225)])
    #expect(xs3.subscriptions == [Subscription(225, 235)])
  }

  @Test func anEmptySequenceCompletesAtOnce() {
    let (log, _) = Observable<Int>.catch(sequence: [Observable<Int>]()).record()
    #expect(log.events == [.completed])
  }

  @Test func hundredThousandFailingSourcesRunInConstantStackDepth() {
    let failing = (0..<100_000).lazy.map { Observable<Int>.error(OperatorTestError(code: $0)) }
    let (log, _) = Observable.catch(sequence: failing).record()
    #expect(log.events == [.error(OperatorTestError(code: 99_999))])
  }
}
