import BindingCore
import BindingTestExpectations
import Dispatch
import Synchronization
import Testing

@Suite(.checksResources) struct ObserveOnTests {
  @Test func deliversThroughTheSchedulerInOrder() {
    let scheduler = VirtualTimeScheduler()
    let subject = PublishSubject<Int>()
    let recorder = TimedRecorder<Int>(scheduler)
    _ = recorder.subscribe(to: subject.observe(on: scheduler))
    subject.onNext(1)
    subject.onNext(2)
    #expect(recorder.events.isEmpty)
    scheduler.advanceTo(10)
    scheduler.at(20) {
      subject.onNext(3)
      subject.onCompleted()
    }
    scheduler.advanceTo(30)
    #expect(recorder.events == [.next(0, 1), .next(0, 2), .next(20, 3), .completed(20)])
  }

  @Test func errorIsDeliveredAfterTheValuesBeforeIt() {
    let scheduler = VirtualTimeScheduler()
    let subject = PublishSubject<Int>()
    let recorder = TimedRecorder<Int>(scheduler)
    _ = recorder.subscribe(to: subject.observe(on: scheduler))
    subject.onNext(1)
    subject.onError(TestError())
    subject.onNext(2)
    scheduler.start()
    #expect(recorder.events == [.next(0, 1), .error(0)])
  }

  @Test func disposingDropsUndeliveredEventsAndDisposesTheUpstream() {
    let scheduler = VirtualTimeScheduler()
    let subject = PublishSubject<Int>()
    let recorder = TimedRecorder<Int>(scheduler)
    let subscription = recorder.subscribe(to: subject.observe(on: scheduler))
    subject.onNext(1)
    subscription.dispose()
    #expect(!subject.hasObservers)
    #expect(scheduler.pendingCount == 0)
    scheduler.start()
    #expect(recorder.events.isEmpty)
  }

  @Test func eventsSentWhileDeliveringAreDeliveredAfterInOrder() {
    let scheduler = VirtualTimeScheduler()
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = subject.observe(on: scheduler).subscribe(onNext: { value in
      received.append(value)
      if value < 3 { subject.onNext(value + 1) }
      received.append(-value)
    })
    defer { subscription.dispose() }
    subject.onNext(1)
    scheduler.start()
    #expect(received == [1, -1, 2, -2, 3, -3])
  }

  @Test func immediateSchedulerDeliversAtOnce() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = subject.observe(on: ImmediateScheduler.instance).subscribe(onNext: {
      received.append($0)
    })
    defer { subscription.dispose() }
    subject.onNext(1)
    #expect(received == [1])
  }

  @Test func serialDispatchQueueSchedulerDeliversEverythingInOrderOnItsQueue() {
    let key = DispatchSpecificKey<Bool>()
    let queue = DispatchQueue(label: "observe-on")
    queue.setSpecific(key: key, value: true)
    let received = Mutex<[Int]>([])
    let offQueue = Atomic<Int>(0)
    let done = DispatchSemaphore(value: 0)
    let subject = PublishSubject<Int>()
    _ = subject.observe(on: SerialDispatchQueueScheduler(serialQueue: queue)).subscribe(
      onNext: { value in
        if DispatchQueue.getSpecific(key: key) != true { offQueue.add(1, ordering: .relaxed) }
        received.lockedValue { $0.append(value) }
      },
      onCompleted: { done.signal() })
    for value in 0..<1_000 { subject.onNext(value) }
    subject.onCompleted()
    #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
    #expect(received.lockedValue { $0 } == Array(0..<1_000))
    #expect(offQueue.load(ordering: .relaxed) == 0)
  }

  /// Subscribes through a serial queue that is suspended while `body` sends and enqueues;
  /// returns the values delivered once the queue has run everything.
  private func deliveredThroughSuspendedQueue(
    _ body: (DispatchQueue, PublishSubject<Int>, Disposable, @escaping @Sendable () -> [Int]) -> Void
  ) -> [Int] {
    let queue = DispatchQueue(label: "observe-on-items")
    let received = ValueLog()
    let subject = PublishSubject<Int>()
    let subscription = subject.observe(on: SerialDispatchQueueScheduler(serialQueue: queue))
      .subscribe(onNext: { received.append($0) })
    queue.suspend()
    body(queue, subject, subscription, { received.values })
    queue.resume()
    queue.sync {}
    subscription.dispose()
    return received.values
  }

  /// RxSwift's testObserveOnDispatchQueue_Simple: two events sent, then work enqueued on the
  /// same serial queue sees both delivered (each event is its own queue item).
  @Test func serialDispatchQueueWorkEnqueuedAfterTwoEventsSeesBoth() {
    let seen = ValueLog()
    let delivered = deliveredThroughSuspendedQueue { queue, subject, _, received in
      subject.onNext(1)
      subject.onNext(2)
      queue.async { for value in received() { seen.append(value) } }
    }
    #expect(seen.values == [1, 2])
    #expect(delivered == [1, 2])
  }

  @Test func serialDispatchQueueDropsEventsStillQueuedWhenDisposed() {
    let delivered = deliveredThroughSuspendedQueue { _, subject, subscription, _ in
      subject.onNext(1)
      subject.onNext(2)
      subscription.dispose()
    }
    #expect(delivered.isEmpty)
  }

  @Test func mainSchedulerDeliversOnTheMainQueueInOrder() {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    let received = Mutex<[Int]>([])
    let offMain = Atomic<Int>(0)
    let done = DispatchSemaphore(value: 0)
    let subject = PublishSubject<Int>()
    _ = subject.observe(on: MainScheduler.instance).subscribe(
      onNext: { value in
        if DispatchQueue.getSpecific(key: key) != true { offMain.add(1, ordering: .relaxed) }
        received.lockedValue { $0.append(value) }
      },
      onCompleted: { done.signal() })
    for value in 0..<100 { subject.onNext(value) }
    subject.onCompleted()
    #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
    #expect(received.lockedValue { $0 } == Array(0..<100))
    #expect(offMain.load(ordering: .relaxed) == 0)
  }
}

/// Values appended from any thread, read once the work is done.
private final class ValueLog: Sendable {
  private let storage = Mutex<[Int]>([])
  var values: [Int] { storage.lockedValue { $0 } }
  func append(_ value: Int) { storage.lockedValue { $0.append(value) } }
}
