import BindingCore
import BindingTestExpectations
import Dispatch
import Foundation
import Synchronization
import Testing

@Suite(.checksResources) struct VirtualTimeSchedulerTests {
  private func record(
    _ label: String, into log: Log, on scheduler: VirtualTimeScheduler<TickTimeConverter>
  ) -> (String) -> Disposable {
    { _ in
      log.append("\(label)@\(scheduler.clock)")
      return Disposables.create()
    }
  }

  private func schedule(
    _ label: String, at time: Int, on scheduler: VirtualTimeScheduler<TickTimeConverter>, log: Log
  ) -> Disposable {
    scheduler.scheduleAbsoluteVirtual(
      label, time: time, action: record(label, into: log, on: scheduler))
  }

  @Test func runsItemsInOrderOfDueTimeThenOfScheduling() {
    let scheduler = VirtualTimeScheduler()
    let log = Log()
    for (label, time) in [("a", 30), ("b", 10), ("c", 30), ("d", 20), ("e", 10)] {
      _ = schedule(label, at: time, on: scheduler, log: log)
    }
    scheduler.start()
    #expect(log.entries == ["b@10", "e@10", "d@20", "a@30", "c@30"])
    #expect(scheduler.clock == 30)
  }

  @Test func runsNothingUntilAdvanced() {
    let scheduler = VirtualTimeScheduler(initialClock: 100)
    let log = Log()
    _ = scheduler.schedule("now", action: record("now", into: log, on: scheduler))
    #expect(log.entries.isEmpty)
    #expect(scheduler.pendingCount == 1)
    scheduler.advanceTo(100)
    #expect(log.entries == ["now@100"])
  }

  @Test func advanceToRunsOnlyWhatIsDueThenSetsTheClock() {
    let scheduler = VirtualTimeScheduler()
    let log = Log()
    _ = schedule("a", at: 10, on: scheduler, log: log)
    _ = schedule("b", at: 30, on: scheduler, log: log)
    _ = schedule("c", at: 50, on: scheduler, log: log)
    scheduler.advanceTo(30)
    #expect(log.entries == ["a@10", "b@30"])
    #expect(scheduler.clock == 30)
    #expect(scheduler.nextDueTime == 50)
    scheduler.advance(by: 5)
    #expect(scheduler.clock == 35)
    #expect(log.entries == ["a@10", "b@30"])
  }

  @Test func advanceRunsWorkScheduledDuringItWhenDueBeforeTheLimit() {
    let scheduler = VirtualTimeScheduler()
    let log = Log()
    scheduler.at(10) {
      log.append("outer@\(scheduler.clock)")
      _ = scheduler.schedule("now", action: self.record("now", into: log, on: scheduler))
      _ = scheduler.scheduleRelativeVirtual(
        "soon", dueTime: 5, action: self.record("soon", into: log, on: scheduler))
      _ = scheduler.scheduleRelativeVirtual(
        "late", dueTime: 100, action: self.record("late", into: log, on: scheduler))
    }
    scheduler.advanceTo(50)
    #expect(log.entries == ["outer@10", "now@10", "soon@15"])
    #expect(scheduler.pendingCount == 1)
    scheduler.advanceTo(110)
    #expect(log.entries.last == "late@110")
  }

  @Test func disposingBeforeTheDueTimeCancels() {
    let scheduler = VirtualTimeScheduler()
    let log = Log()
    let cancelled = schedule("x", at: 20, on: scheduler, log: log)
    _ = schedule("y", at: 30, on: scheduler, log: log)
    cancelled.dispose()
    #expect(scheduler.pendingCount == 1)
    #expect(scheduler.nextDueTime == 30)
    scheduler.start()
    #expect(log.entries == ["y@30"])
  }

  @Test func actionCanCancelALaterItemDueAtTheSameTime() {
    let scheduler = VirtualTimeScheduler()
    let log = Log()
    let later = SingleAssignmentDisposable()
    scheduler.at(10) { later.dispose() }
    later.setDisposable(
      schedule("later", at: 10, on: scheduler, log: log))
    scheduler.start()
    #expect(log.entries.isEmpty)
  }

  @Test func disposingAfterTheRunDisposesWhatTheActionReturned() {
    let scheduler = VirtualTimeScheduler()
    let released = BooleanDisposable()
    let scheduled = scheduler.scheduleRelativeVirtual((), dueTime: 5) { _ in released }
    scheduler.start()
    #expect(!released.isDisposed)
    scheduled.dispose()
    #expect(released.isDisposed)
  }

  @Test func timeInThePastRunsAtTheCurrentClock() {
    let scheduler = VirtualTimeScheduler()
    let log = Log()
    scheduler.advanceTo(100)
    _ = schedule("past", at: 40, on: scheduler, log: log)
    scheduler.advanceTo(100)
    #expect(log.entries == ["past@100"])
  }

  @Test func intervalsAreConvertedWithTheResolution() {
    let scheduler = VirtualTimeScheduler(resolution: 0.001)
    let log = Log()
    _ = scheduler.scheduleRelative(
      "x", dueTime: .milliseconds(300), action: record("x", into: log, on: scheduler))
    #expect(scheduler.ticks(for: .seconds(2)) == 2_000)
    #expect(scheduler.ticks(for: .microseconds(1_499)) == 1)
    scheduler.start()
    #expect(log.entries == ["x@300"])
    #expect(scheduler.now == Date(timeIntervalSince1970: 0.3))
  }

  @Test func neverIntervalIsNeverScheduled() {
    let scheduler = VirtualTimeScheduler()
    let log = Log()
    _ = scheduler.scheduleRelative(
      "x", dueTime: .never, action: record("x", into: log, on: scheduler))
    #expect(scheduler.pendingCount == 0)
    scheduler.advanceTo(1_000_000)
    #expect(log.entries.isEmpty)
  }

  @Test func periodicRunsAfterStartThenEveryPeriodThreadingState() {
    let scheduler = VirtualTimeScheduler()
    let log = Log()
    let timer = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(20)) { state in
      log.append("\(state)@\(scheduler.clock)")
      return state + 1
    }
    scheduler.advanceTo(75)
    #expect(log.entries == ["0@10", "1@30", "2@50", "3@70"])
    timer.dispose()
  }

  @Test func disposingAPeriodicTimerStopsIt() {
    let scheduler = VirtualTimeScheduler()
    let log = Log()
    let timer = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(10)) { state in
      log.append("\(state)@\(scheduler.clock)")
      return state + 1
    }
    scheduler.at(25) { timer.dispose() }
    scheduler.advanceTo(100)
    #expect(log.entries == ["0@10", "1@20"])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func startRunsEverythingAndLeavesTheClockAtTheLastItem() {
    let scheduler = VirtualTimeScheduler()
    let log = Log()
    scheduler.at(5) {
      log.append("first@\(scheduler.clock)")
      scheduler.at(500) { log.append("chained@\(scheduler.clock)") }
    }
    scheduler.start()
    #expect(log.entries == ["first@5", "chained@500"])
    #expect(scheduler.clock == 500)
    #expect(scheduler.nextDueTime == nil)
  }

  @Test func sleepMovesTheClockWithoutRunningAnything() {
    let scheduler = VirtualTimeScheduler()
    let log = Log()
    scheduler.at(10) { log.append("x") }
    scheduler.sleep(50)
    #expect(scheduler.clock == 50)
    #expect(log.entries.isEmpty)
    scheduler.advanceTo(50)
    #expect(log.entries == ["x"])
  }

  @Test func isAdvancingOnlyWhileRunningWork() {
    let scheduler = VirtualTimeScheduler()
    let log = Log()
    scheduler.at(1) { log.append("\(scheduler.isAdvancing)") }
    #expect(!scheduler.isAdvancing)
    scheduler.start()
    #expect(log.entries == ["true"])
    #expect(!scheduler.isAdvancing)
  }

  @Test func schedulingFromManyThreadsLosesNothing() {
    let scheduler = VirtualTimeScheduler()
    let count = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for i in 0..<250 {
        _ = scheduler.scheduleAbsoluteVirtual((), time: (thread * 250 + i) % 97) { _ in
          count.add(1, ordering: .relaxed)
          return Disposables.create()
        }
      }
    }
    scheduler.start()
    #expect(count.load(ordering: .relaxed) == 2_000)
  }
}

@Suite(.checksResources) struct VirtualTimeSchedulerLimitTests {
  @Test func hugeIntervalNeverFiresAndDoesNotTrap() {
    let scheduler = VirtualTimeScheduler(resolution: 0.001)
    var fired = false
    _ = scheduler.scheduleRelative((), dueTime: .seconds(Int.max)) { _ in
      fired = true
      return Disposables.create()
    }
    scheduler.advanceTo(1_000_000)
    #expect(!fired)
  }
}
