import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct ScheduledSequenceTests {
  @Test func justEmitsThenCompletesInTwoScheduledActions() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
    #expect(res.events == [.next(201, 42), .completed(202)])
  }

  @Test func justDisposedBeforeItRunsEmitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 200) { Observable.just(42, scheduler: scheduler) }
    #expect(res.events.isEmpty)
  }

  @Test func justDisposedAfterItsValueDoesNotComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.createObserver(Int.self)
    let holder = SingleAssignmentDisposable()
    scheduler.scheduleAt(100) {
      holder.setDisposable(
        Observable.just(42, scheduler: scheduler).subscribe { event in
          res.on(event)
          if case .next = event { holder.dispose() }
        })
    }
    scheduler.start()
    #expect(res.events == [.next(101, 42)])
  }

  @Test func fromEmitsOneElementPerTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from([3, 1, 2, 4], scheduler: scheduler) }
    #expect(
      res.events == [.next(201, 3), .next(202, 1), .next(203, 2), .next(204, 4), .completed(205)])
    let scheduler2 = TestScheduler(initialClock: 0)
    let res2 = scheduler2.start { Observable.of(3, 1, scheduler: scheduler2) }
    #expect(res2.events == [.next(201, 3), .next(202, 1), .completed(203)])
  }

  @Test func fromDisposedMidwayStops() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 203) { Observable.from([3, 1, 2, 4], scheduler: scheduler) }
    #expect(res.events == [.next(201, 3), .next(202, 1)])
  }

  @Test func onAnImmediateSchedulerAHundredThousandElementsRunInConstantStackDepth() {
    let (log, _) = Observable.from(0..<100_000, scheduler: ImmediateScheduler.instance).record()
    #expect(log.values.count == 100_000)
    #expect(log.events.last == .completed)
  }

  @Test func twoLazySequencesMergedTakeTurnsStepByStep() {
    let (log, _) = Observable.merge(
      .from(AnySequence([1, 3])), .from(AnySequence([2, 4])), .from(AnySequence([Int]()))
    ).record()
    #expect(log.events == [.next(1), .next(2), .next(3), .next(4), .completed])
  }
}
