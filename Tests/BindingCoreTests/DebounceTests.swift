import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct DebounceTests {
  private let scheduler = VirtualTimeScheduler(resolution: 0.001)

  private func run(
    _ events: [Timed<Int>], dueTime: RxTimeInterval = .milliseconds(20), until end: Int = 1_000
  ) -> (recorder: TimedRecorder<Int>, source: HotSource<Int>) {
    let source = HotSource(scheduler, events)
    let recorder = TimedRecorder<Int>(scheduler)
    scheduler.at(200) {
      _ = recorder.subscribe(to: source.observable.debounce(dueTime, scheduler: self.scheduler))
    }
    scheduler.advanceTo(end)
    return (recorder, source)
  }

  @Test func emitsAValueOnceItStaysTheLatestForTheDueTime() {
    let (recorder, source) = run([
      .next(150, 1), .next(210, 2), .next(250, 3), .next(270, 4), .next(400, 5), .completed(500),
    ])
    #expect(recorder.events == [.next(230, 2), .next(290, 4), .next(420, 5), .completed(500)])
    #expect(source.subscribedAt == [200])
    #expect(source.disposedAt == [500])
  }

  @Test func aBurstEmitsOnlyItsLastValue() {
    let (recorder, _) = run(
      (0..<10).map { .next(210 + 10 * $0, $0) } + [.completed(600)], dueTime: .milliseconds(50))
    #expect(recorder.events == [.next(350, 9), .completed(600)])
  }

  @Test func completionEmitsTheWaitingValueAtOnce() {
    let (recorder, _) = run([.next(210, 1), .completed(215)])
    #expect(recorder.events == [.next(215, 1), .completed(215)])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func errorIsForwardedAtOnceAndDropsTheWaitingValue() {
    let (recorder, source) = run([.next(210, 1), .next(240, 2), .error(250)])
    #expect(recorder.events == [.next(230, 1), .error(250)])
    #expect(source.disposedAt == [250])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func disposingCancelsTheWaitingTimerAndTheUpstream() {
    let source = HotSource(scheduler, [.next(210, 1), .next(300, 2)])
    let recorder = TimedRecorder<Int>(scheduler)
    let subscription = recorder.subscribe(
      to: source.observable.debounce(.milliseconds(20), scheduler: scheduler))
    scheduler.at(215) { subscription.dispose() }
    scheduler.advanceTo(1_000)
    #expect(recorder.events.isEmpty)
    #expect(source.disposedAt == [215])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func emptySourceJustCompletes() {
    let (recorder, _) = run([.completed(300)])
    #expect(recorder.events == [.completed(300)])
  }
}
