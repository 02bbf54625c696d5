import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct RangeTests {
  private let scheduler = TestScheduler(initialClock: 0)

  // RxSwift: testRange_Boundaries
  @Test func lastNumberMayBeTheLargestOfItsType() {
    let res = scheduler.start { Observable.range(start: Int.max, count: 1, scheduler: self.scheduler) }
    #expect(res.events == [.next(201, Int.max), .completed(202)])
  }

  // RxSwift: testRange_ZeroCount
  @Test func zeroCountOnlyCompletes() {
    let res = scheduler.start { Observable.range(start: 0, count: 0, scheduler: self.scheduler) }
    #expect(res.events == [.completed(201)])
  }

  // RxSwift: testRange_Dispose
  @Test func disposingStopsTheCount() {
    let res = scheduler.start(disposed: 204) {
      Observable.range(start: -10, count: 5, scheduler: self.scheduler)
    }
    #expect(res.events == [.next(201, -10), .next(202, -9), .next(203, -8)])
  }

  @Test func withoutASchedulerEmitsEverythingDuringSubscribe() {
    let (log, _) = Observable.range(start: UInt8(250), count: 6).record()
    #expect(
      log.events == [.next(250), .next(251), .next(252), .next(253), .next(254), .next(255), .completed])
  }

  @Test func aLongRangeRunsInConstantStackDepth() {
    var count = 0
    var last = 0
    _ = Observable.range(start: 1, count: 200_000).subscribe(onNext: {
      count += 1
      last = $0
    })
    #expect(count == 200_000)
    #expect(last == 200_000)
  }

  // RxSwift: the default scheduler is the current thread's trampoline, one number a step.
  @Test func withoutASchedulerEachNumberIsAStepOnTheTrampoline() {
    let (log, _) = Observable.merge(.range(start: 1, count: 3), .range(start: 10, count: 2))
      .record()
    #expect(
      log.events == [.next(1), .next(10), .next(2), .next(11), .next(3), .completed])
  }
}
