import BindingTest
import BindingTestExpectations
import Testing

@Suite struct OperatorsUnderTestTests {
  @Test func mapTransformsHotValuesAfterSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(240, 3), .next(290, 4), .completed(300),
    ])
    let res = scheduler.start { xs.map { $0 * 2 } }
    #expect(res.events == [.next(210, 4), .next(240, 6), .next(290, 8), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func filterKeepsMatchingValuesAndForwardsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .error(250, TestError()),
    ])
    let res = scheduler.start { xs.filter { $0.isMultiple(of: 2) } }
    #expect(res.events == [.next(220, 2), .next(240, 4), .error(250, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func filterUnsubscribesWhenDisposedBeforeTheSourceEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .completed(500)])
    let res = scheduler.start(disposed: 300) { xs.filter { _ in true } }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func combineLatestEmitsOnceBothHaveEmittedAndCompletesWhenBothDo() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(215, 2), .next(225, 4), .completed(260),
    ])
    let ys = scheduler.createHotObservable([.next(220, 3), .next(230, 5), .completed(270)])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    #expect(res.events == [.next(220, 5), .next(225, 7), .next(230, 9), .completed(270)])
    #expect(xs.subscriptions == [Subscription(200, 260)])
    #expect(ys.subscriptions == [Subscription(200, 270)])
  }

  @Test func mapFilterAndCombineLatestInMarbles() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let values: [Character: Int] = ["a": 1, "b": 2, "c": 3, "d": 4]
    let xs = try scheduler.createHotObservable("a-^-b-c-d-|", values: values)
    let ys = try scheduler.createHotObservable("--b---a--|", values: values)
    let res = scheduler.start {
      Observable.combineLatest(xs.map { $0 * 10 }, ys.filter { $0 > 1 }) { $0 + $1 }
    }
    res.expectMarbles("--x-y-z--|", values: ["x": 22, "y": 32, "z": 42])
  }

  @Test func diamondOverOneHotSourceEmitsOncePerChange() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let a = try scheduler.createHotObservable("-a-b-c-|", values: ["a": 1, "b": 2, "c": 3])
    let res = scheduler.start {
      Observable.combineLatest(a.map { $0 * 10 }, a.map { $0 * 100 }) { $0 + $1 }
    }
    res.expectMarbles("-x-y-z-|", values: ["x": 110, "y": 220, "z": 330])
  }

  @Test func groupedHotEventsReachCombineLatestOneAtATime() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let xs: TestableObservable<Int> = try scheduler.createHotObservable("--(12)--|")
    let ys: TestableObservable<Int> = try scheduler.createHotObservable("-5------|")
    let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 * $1 } }
    res.expectEvents([.next(220, 5), .next(220, 10), .completed(280)])
  }
}
