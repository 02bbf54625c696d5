import BindingCore
import BindingTestExpectations
import Dispatch
import Synchronization
import Testing

@Suite(.checksResources) struct DelayTests {
  private let scheduler = VirtualTimeScheduler(resolution: 0.001)

  private func run(
    _ events: [Timed<Int>], disposeAt: Int? = nil
  ) -> (recorder: TimedRecorder<Int>, source: HotSource<Int>) {
    let source = HotSource(scheduler, events)
    let recorder = TimedRecorder<Int>(scheduler)
    scheduler.at(200) {
      let subscription = recorder.subscribe(
        to: source.observable.delay(.milliseconds(100), scheduler: self.scheduler))
      if let disposeAt { self.scheduler.at(disposeAt) { subscription.dispose() } }
    }
    scheduler.advanceTo(1_000)
    return (recorder, source)
  }

  @Test func delaysEachValueAndTheCompletion() {
    let (recorder, source) = run([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(250, 3), .completed(300),
    ])
    #expect(recorder.events == [.next(310, 1), .next(320, 2), .next(350, 3), .completed(400)])
    #expect(source.disposedAt == [300])
  }

  @Test func valuesArrivingTogetherKeepTheirOrder() {
    let (recorder, _) = run([.next(210, 1), .next(210, 2), .next(210, 3), .completed(210)])
    #expect(recorder.events == [.next(310, 1), .next(310, 2), .next(310, 3), .completed(310)])
  }

  @Test func emptySourceCompletesAfterTheDueTime() {
    let (recorder, _) = run([.completed(210)])
    #expect(recorder.events == [.completed(310)])
  }

  @Test func errorIsForwardedAtOnceAndDropsTheWaitingValues() {
    let (recorder, source) = run([.next(210, 1), .next(350, 2), .error(380)])
    #expect(recorder.events == [.next(310, 1), .error(380)])
    #expect(source.disposedAt == [380])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func disposingCancelsThePendingTimersAndTheUpstream() {
    let (recorder, source) = run([.next(210, 1), .next(220, 2), .next(500, 3)], disposeAt: 250)
    #expect(recorder.events.isEmpty)
    #expect(source.disposedAt == [250])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func worksOnADispatchQueueScheduler() {
    let scheduler = SerialDispatchQueueScheduler(qos: .default)
    let received = Mutex<[Int]>([])
    let done = DispatchSemaphore(value: 0)
    _ = Observable.of(1, 2, 3).delay(.milliseconds(1), scheduler: scheduler).subscribe(
      onNext: { value in received.lockedValue { $0.append(value) } },
      onCompleted: { done.signal() })
    #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
    #expect(received.lockedValue { $0 } == [1, 2, 3])
  }
}
