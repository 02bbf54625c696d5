import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct TimerTests {
  @Test func oneShotEmitsZeroAtTheDueTimeThenCompletes() {
    let scheduler = VirtualTimeScheduler(resolution: 0.001)
    let recorder = TimedRecorder<Int>(scheduler)
    scheduler.at(100) {
      _ = recorder.subscribe(to: Observable<Int>.timer(.milliseconds(200), scheduler: scheduler))
    }
    scheduler.advanceTo(1_000)
    #expect(recorder.events == [.next(300, 0), .completed(300)])
  }

  @Test func periodicEmitsACountEveryPeriodAfterTheDueTime() {
    let scheduler = VirtualTimeScheduler(resolution: 0.001)
    let recorder = TimedRecorder<Int>(scheduler)
    let subscription = recorder.subscribe(
      to: Observable<Int>.timer(.milliseconds(200), period: .milliseconds(100), scheduler: scheduler))
    scheduler.advanceTo(450)
    #expect(recorder.events == [.next(200, 0), .next(300, 1), .next(400, 2)])
    subscription.dispose()
  }

  @Test func zeroDueTimeEmitsOnTheNextAdvanceAtTheSubscriptionTime() {
    let scheduler = VirtualTimeScheduler(resolution: 0.001)
    let recorder = TimedRecorder<Int>(scheduler)
    _ = recorder.subscribe(to: Observable<Int>.timer(.seconds(0), scheduler: scheduler))
    #expect(recorder.events.isEmpty)
    scheduler.advanceTo(0)
    #expect(recorder.events == [.next(0, 0), .completed(0)])
  }

  @Test func disposingCancelsThePendingTimer() {
    let scheduler = VirtualTimeScheduler(resolution: 0.001)
    let recorder = TimedRecorder<Int>(scheduler)
    let subscription = recorder.subscribe(
      to: Observable<Int>.timer(.milliseconds(200), period: .milliseconds(100), scheduler: scheduler))
    scheduler.at(250) { subscription.dispose() }
    scheduler.advanceTo(1_000)
    #expect(recorder.events == [.next(200, 0)])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func disposingBeforeTheDueTimeEmitsNothing() {
    let scheduler = VirtualTimeScheduler(resolution: 0.001)
    let recorder = TimedRecorder<Int>(scheduler)
    let subscription = recorder.subscribe(
      to: Observable<Int>.timer(.milliseconds(200), scheduler: scheduler))
    scheduler.at(100) { subscription.dispose() }
    scheduler.advanceTo(1_000)
    #expect(recorder.events.isEmpty)
    #expect(scheduler.pendingCount == 0)
  }

  @Test func neverDueTimeNeverEmits() {
    let scheduler = VirtualTimeScheduler(resolution: 0.001)
    let recorder = TimedRecorder<Int>(scheduler)
    let subscription = recorder.subscribe(to: Observable<Int>.timer(.never, scheduler: scheduler))
    defer { subscription.dispose() }
    scheduler.advanceTo(1_000_000)
    #expect(recorder.events.isEmpty)
  }

  @Test func countsInAnyFixedWidthInteger() {
    let scheduler = VirtualTimeScheduler()
    let recorder = TimedRecorder<UInt8>(scheduler)
    let subscription = recorder.subscribe(
      to: Observable<UInt8>.timer(.seconds(1), period: .seconds(1), scheduler: scheduler))
    scheduler.advanceTo(3)
    #expect(recorder.events == [.next(1, 0), .next(2, 1), .next(3, 2)])
    subscription.dispose()
  }
}
