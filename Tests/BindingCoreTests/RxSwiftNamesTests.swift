import BindingCore
import BindingTest
import BindingTestExpectations
import Foundation
import Testing

/// Names RxSwift declares that code written for it spells out.
@Suite(.checksResources) struct RxSwiftNamesTests {
  @Test func aSubjectIsItsOwnObserverType() throws {
    let subject = PublishSubject<Int>()
    let observer: PublishSubject<Int>.SubjectObserverType = subject.asObserver()
    #expect(observer === subject)
    let behavior = BehaviorSubject(value: 0)
    let behaviorObserver: BehaviorSubject<Int>.SubjectObserverType = behavior.asObserver()
    behaviorObserver.onNext(3)
    #expect(try behavior.value() == 3)
    let replay: ReplaySubject<Int>.SubjectObserverType = ReplaySubject.create(bufferSize: 1)
    let async: AsyncSubject<Int>.SubjectObserverType = AsyncSubject()
    #expect(!replay.hasObservers && !async.hasObservers)
  }

  @Test func dispatchSchedulersTellTimeInDates() {
    let scheduler = SerialDispatchQueueScheduler(qos: .default)
    let now: SerialDispatchQueueScheduler.Time = scheduler.now
    let span: ConcurrentDispatchQueueScheduler.TimeInterval = 1.5
    #expect(now.addingTimeInterval(span) > now)
    let main: ConcurrentMainScheduler.Time = ConcurrentMainScheduler.instance.now
    #expect(main.timeIntervalSince(now) > -60)
  }

  @Test func rxObservableIsObservable() {
    let values: RxObservable<Int> = .just(1)
    #expect(values.toArrayBlocking() == [1])
  }

  @Test func infallibleEventsConvertToEvents() {
    #expect(InfallibleEvent.next(1).event == .next(1))
    #expect(InfallibleEvent<Int>.completed.event == .completed)
    let forward: Infallible<Int>.InfallibleObserver = { event in #expect(event.event == .next(2)) }
    forward(.next(2))
  }

  @Test func completableEventsCrossThreads() async {
    let event: CompletableEvent = await Task.detached { CompletableEvent.error(TestError()) }.value
    guard case .error(let error) = event else {
      Issue.record("expected an error, got \(event)")
      return
    }
    #expect(error as? TestError == TestError())
  }
}

extension ObservableType {
  fileprivate func toArrayBlocking() -> [Element] {
    var values: [Element] = []
    _ = subscribe(onNext: { values.append($0) })
    return values
  }
}
