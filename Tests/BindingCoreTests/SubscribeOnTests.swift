import BindingCore
import BindingTestExpectations
import Dispatch
import Synchronization
import Testing

@Suite(.checksResources) struct SubscribeOnTests {
  /// A cold source that records when it is subscribed to and disposed, then emits 1, 2.
  private final class Probe {
    let scheduler: VirtualTimeScheduler<TickTimeConverter>
    private(set) var subscribedAt: [Int] = []
    private(set) var disposedAt: [Int] = []

    init(_ scheduler: VirtualTimeScheduler<TickTimeConverter>) { self.scheduler = scheduler }

    func observable(completing: Bool) -> Observable<Int> {
      Observable.create { observer in
        self.subscribedAt.append(self.scheduler.clock)
        observer.onNext(1)
        observer.onNext(2)
        if completing { observer.onCompleted() }
        return Disposables.create { self.disposedAt.append(self.scheduler.clock) }
      }
    }
  }

  @Test func subscribesWhenTheSchedulerRunsAndForwardsEvents() {
    let scheduler = VirtualTimeScheduler()
    let probe = Probe(scheduler)
    let recorder = TimedRecorder<Int>(scheduler)
    scheduler.advanceTo(50)
    _ = recorder.subscribe(to: probe.observable(completing: true).subscribe(on: scheduler))
    #expect(probe.subscribedAt.isEmpty)
    scheduler.advanceTo(60)
    #expect(probe.subscribedAt == [50])
    #expect(recorder.events == [.next(50, 1), .next(50, 2), .completed(50)])
  }

  @Test func disposesTheUpstreamThroughTheScheduler() {
    let scheduler = VirtualTimeScheduler()
    let probe = Probe(scheduler)
    let recorder = TimedRecorder<Int>(scheduler)
    let subscription = recorder.subscribe(
      to: probe.observable(completing: false).subscribe(on: scheduler))
    scheduler.advanceTo(10)
    scheduler.sleep(10)
    subscription.dispose()
    #expect(probe.disposedAt.isEmpty)
    scheduler.advanceTo(30)
    #expect(probe.disposedAt == [20])
    #expect(recorder.values == [1, 2])
  }

  @Test func disposingBeforeTheSubscriptionRunsNeverSubscribes() {
    let scheduler = VirtualTimeScheduler()
    let probe = Probe(scheduler)
    let recorder = TimedRecorder<Int>(scheduler)
    let subscription = recorder.subscribe(
      to: probe.observable(completing: true).subscribe(on: scheduler))
    subscription.dispose()
    scheduler.start()
    #expect(probe.subscribedAt.isEmpty)
    #expect(recorder.events.isEmpty)
  }

  @Test func errorIsForwarded() {
    let scheduler = VirtualTimeScheduler()
    let recorder = TimedRecorder<Int>(scheduler)
    _ = recorder.subscribe(to: Observable<Int>.error(TestError()).subscribe(on: scheduler))
    scheduler.start()
    #expect(recorder.events == [.error(0)])
  }

  @Test func subscribesOnTheDispatchQueue() {
    let key = DispatchSpecificKey<Bool>()
    let queue = DispatchQueue(label: "subscribe-on")
    queue.setSpecific(key: key, value: true)
    let subscribedOnQueue = Atomic<Bool>(false)
    let done = DispatchSemaphore(value: 0)
    let received = Mutex<[Int]>([])
    let source = Observable<Int>.create { observer in
      subscribedOnQueue.store(DispatchQueue.getSpecific(key: key) == true, ordering: .relaxed)
      observer.onNext(7)
      observer.onCompleted()
      return Disposables.create()
    }
    _ = source.subscribe(on: SerialDispatchQueueScheduler(serialQueue: queue)).subscribe(
      onNext: { value in received.lockedValue { $0.append(value) } },
      onCompleted: { done.signal() })
    #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
    let wasOnQueue = subscribedOnQueue.load(ordering: .relaxed)
    #expect(wasOnQueue)
    #expect(received.lockedValue { $0 } == [7])
  }
}
