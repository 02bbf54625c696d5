import BindingCombine
import BindingTest
import Dispatch
import Synchronization
import Testing

private struct Failure: Error, Equatable {}

final class Probe {}

/// Subscribes an observer that records every event (all at virtual time 0).
func record<Element>(_ source: Observable<Element>) -> (TestableObserver<Element>, Disposable) {
  let observer = TestScheduler(initialClock: 0).createObserver(Element.self)
  return (observer, source.subscribe(observer))
}

@Suite struct PublisherAsObservableTests {
  @Test func forwardsValuesInOrderThenCompletion() {
    let subject = PassthroughSubject<Int, Never>()
    let (log, subscription) = record(subject.asObservable())
    subject.send(1)
    subject.send(2)
    subject.send(completion: .finished)
    subject.send(3)
    #expect(log.events == [.next(0, 1), .next(0, 2), .completed(0)])
    subscription.dispose()
  }

  @Test func aFailureBecomesAnError() {
    let subject = PassthroughSubject<String, Failure>()
    let (log, subscription) = record(subject.asObservable())
    subject.send("a")
    subject.send(completion: .failure(Failure()))
    #expect(log.events == [.next(0, "a"), .error(0, Failure())])
    subscription.dispose()
  }

  @Test func aCurrentValueSubjectReplaysItsValueAndEachSubscriberSubscribesOnItsOwn() {
    let subject = CurrentValueSubject<Int, Never>(1)
    let (first, firstSubscription) = record(subject.asObservable())
    subject.value = 2
    let (second, secondSubscription) = record(subject.asObservable().map { $0 * 10 })
    subject.value = 3
    #expect(first.events == [.next(0, 1), .next(0, 2), .next(0, 3)])
    #expect(second.events == [.next(0, 20), .next(0, 30)])
    firstSubscription.dispose()
    secondSubscription.dispose()
  }

  @Test func disposingCancelsThePublishersSubscriptionAndLetsGoOfWhatItHeld() {
    let subject = PassthroughSubject<Int, Never>()
    let cancelled = Mutex(false)
    var probe: Probe? = Probe()
    weak let weakProbe = probe
    let (log, subscription) = record(
      subject
        .handleEvents(receiveCancel: { cancelled.withLock { $0 = true } })
        .map { [probe] value in
          _ = probe
          return value
        }
        .asObservable())
    probe = nil
    subject.send(1)
    #expect(weakProbe != nil)
    subscription.dispose()
    subject.send(2)
    #expect(log.events == [.next(0, 1)])
    #expect(cancelled.withLock { $0 })
    #expect(weakProbe == nil)
  }

  @Test func valuesArriveOnTheThreadThePublisherSendsThemOn() {
    let subject = PassthroughSubject<Int, Never>()
    let queue = DispatchQueue(label: "publisher")
    let key = DispatchSpecificKey<Bool>()
    queue.setSpecific(key: key, value: true)
    let seen = Mutex<[String]>([])
    let subscription = subject.asObservable().subscribe(onNext: { value in
      let onQueue = DispatchQueue.getSpecific(key: key) == true
      seen.withLock { $0.append("\(value) on queue: \(onQueue)") }
    })
    queue.sync {
      subject.send(1)
      subject.send(2)
    }
    #expect(seen.withLock { $0 } == ["1 on queue: true", "2 on queue: true"])
    subscription.dispose()
  }

  @Test func worksWithTheVirtualTimeScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PassthroughSubject<String, Never>()
    let observer = scheduler.createObserver(String.self)
    let subscription = subject.asObservable().debounce(.seconds(20), scheduler: scheduler)
      .subscribe(observer)
    scheduler.scheduleAt(10) { subject.send("r") }
    scheduler.scheduleAt(20) { subject.send("rx") }
    scheduler.scheduleAt(100) { subject.send(completion: .finished) }
    scheduler.start()
    #expect(observer.events == [.next(40, "rx"), .completed(100)])
    subscription.dispose()
  }
}
