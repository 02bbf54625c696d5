import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// `concat()` on a sequence of sequences: RxSwift's `merge(maxConcurrent: 1)`.
@Suite(.checksResources) struct ConcatInnerTests {
  @Test func subscribesToEachInnerSequenceWhenThePreviousCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let second = scheduler.createColdObservable([.next(10, 3), .completed(20)])
    let outer = scheduler.createHotObservable([
      .next(210, first), .next(220, second), .completed(300),
    ])
    let res = scheduler.start { outer.concat() }
    #expect(res.events == [.next(220, 1), .next(230, 2), .next(250, 3), .completed(300)])
    #expect(first.subscriptions == [Subscription(210, 240)])
    #expect(second.subscriptions == [Subscription(240, 260)])
  }

  @Test func anInnerErrorEndsTheResultAndDropsTheWaitingSequences() {
    let scheduler = TestScheduler(initialClock: 0)
    let failing = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
    let waiting = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let outer = scheduler.createHotObservable([.next(210, failing), .next(215, waiting)])
    let res = scheduler.start { outer.concat() }
    #expect(res.events == [.next(220, 1), .error(230, TestError())])
    #expect(waiting.subscriptions.isEmpty)
    #expect(outer.subscriptions == [Subscription(200, 230)])
  }

  // RxSwift: testMergeConcurrent_DeadlockSimple, with concat()
  @Test func innerSequencesThatCompleteAtOnceRunInOrder() {
    let (log, _) = Observable.of(Observable.of(0, 1, 2), Observable.of(3, 4), Observable.of(5))
      .concat().record()
    #expect(log.events == [.next(0), .next(1), .next(2), .next(3), .next(4), .next(5), .completed])
  }
}
