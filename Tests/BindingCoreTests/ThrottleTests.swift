import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct ThrottleTests {
  private func run(
    _ events: [Timed<Int>], window: Int = 50, latest: Bool = true, resolution: Double = 0.001,
    disposeAt: Int? = nil
  ) -> (
    recorder: TimedRecorder<Int>, source: HotSource<Int>, scheduler: VirtualTimeScheduler<TickTimeConverter>
  ) {
    let scheduler = VirtualTimeScheduler(resolution: resolution)
    let source = HotSource(scheduler, events)
    let recorder = TimedRecorder<Int>(scheduler)
    let dueTime: RxTimeInterval = .milliseconds(Int(Double(window) * resolution * 1_000))
    scheduler.at(200) {
      let subscription = recorder.subscribe(
        to: source.observable.throttle(dueTime, latest: latest, scheduler: scheduler))
      scheduler.at(disposeAt ?? 1_000) { subscription.dispose() }
    }
    scheduler.advanceTo(1_000)
    return (recorder, source, scheduler)
  }

  private let burst: [Timed<Int>] = [
    .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4), .next(305, 5),
    .completed(400),
  ]

  @Test(arguments: [0.001, 1.0])
  func latestEmitsTheLastValueOfEachWindowAtItsEnd(resolution: Double) {
    let (recorder, source, _) = run(burst, resolution: resolution)
    #expect(recorder.events == [.next(210, 1), .next(260, 3), .next(310, 5), .completed(400)])
    #expect(source.disposedAt == [400])
  }

  @Test(arguments: [0.001, 1.0])
  func withoutLatestDropsValuesInsideTheWindow(resolution: Double) {
    let (recorder, _, scheduler) = run(burst, latest: false, resolution: resolution)
    #expect(recorder.events == [.next(210, 1), .next(300, 4), .completed(400)])
    #expect(scheduler.pendingCount == 0)
  }

  @Test(arguments: [true, false])
  func valueExactlyAtTheWindowEndPassesAtOnce(latest: Bool) {
    let (recorder, _, _) = run([.next(210, 1), .next(260, 2), .next(310, 3)], latest: latest)
    #expect(recorder.events == [.next(210, 1), .next(260, 2), .next(310, 3)])
  }

  @Test func valueEmittedAtAWindowEndOpensTheNextWindow() {
    let (recorder, _, _) = run([.next(210, 1), .next(240, 2), .next(270, 3), .next(320, 4)])
    #expect(recorder.events == [.next(210, 1), .next(260, 2), .next(310, 3), .next(360, 4)])
  }

  @Test func completionWaitsForTheValueDueAtTheWindowEnd() {
    let (recorder, _, scheduler) = run([.next(210, 1), .next(220, 2), .completed(230)])
    #expect(recorder.events == [.next(210, 1), .next(260, 2), .completed(260)])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func errorIsForwardedAtOnceAndDropsTheWaitingValue() {
    let (recorder, source, scheduler) = run([.next(210, 1), .next(220, 2), .error(230)])
    #expect(recorder.events == [.next(210, 1), .error(230)])
    #expect(source.disposedAt == [230])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func disposingCancelsTheWindowTimerAndTheUpstream() {
    let (recorder, source, scheduler) = run(
      [.next(210, 1), .next(220, 2), .next(500, 3)], disposeAt: 230)
    #expect(recorder.events == [.next(210, 1)])
    #expect(source.disposedAt == [230])
    #expect(scheduler.pendingCount == 0)
  }
}
