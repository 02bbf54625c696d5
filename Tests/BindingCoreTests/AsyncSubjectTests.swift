import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct AsyncSubjectTests {
  @Test func emitsOnlyTheLastValueWhenItCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .completed(630),
      .next(640, 9), .completed(650), .error(660, TestError()),
    ])
    let subject = AsyncSubject<Int>()
    _ = xs.subscribe(subject)
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(300) { _ = subject.subscribe(early) }
    scheduler.scheduleAt(700) { _ = subject.subscribe(late) }
    scheduler.start()
    #expect(early.events == [.next(630, 5), .completed(630)])
    #expect(late.events == [.next(700, 5), .completed(700)])
  }

  @Test func anErrorComesAloneAlsoToLaterSubscribers() {
    let subject = AsyncSubject<Int>()
    let (early, _) = subject.record()
    subject.onNext(1)
    subject.onError(TestError())
    subject.onCompleted()
    let (late, _) = subject.record()
    #expect(early.events == [.error(TestError())])
    #expect(late.events == [.error(TestError())])
  }

  @Test func completingWithoutAValueSendsOnlyTheCompletion() {
    let subject = AsyncSubject<Int>()
    let (log, _) = subject.record()
    #expect(subject.hasObservers)
    subject.onCompleted()
    #expect(log.events == [.completed])
    #expect(!subject.hasObservers)
  }

  @Test func aDisposedSubscriberReceivesNothing() {
    let subject = AsyncSubject<Int>()
    let (log, subscription) = subject.record()
    subject.onNext(1)
    subscription.dispose()
    subject.onCompleted()
    #expect(log.events.isEmpty)
  }
}
