import BindingCore
import BindingTestExpectations
import Foundation
import Testing

@Suite(.checksResources) struct HistoricalSchedulerTests {
  private func date(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: seconds) }

  /// Schedules, 10 s from now, an action that records the time and schedules one 20 s later
  /// and one now; `inside` runs in the first action after scheduling them.
  private func scheduleScenario(
    on scheduler: HistoricalScheduler, into times: DateLog,
    inside: @escaping (_ later: Disposable, _ now: Disposable) -> Void = { _, _ in }
  ) {
    _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { [unowned scheduler] _ in
      times.dates.append(scheduler.now)
      let later = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
        times.dates.append(scheduler.now)
        return Disposables.create()
      }
      let now = scheduler.schedule(()) { _ in
        times.dates.append(scheduler.now)
        return Disposables.create()
      }
      inside(later, now)
      return Disposables.create()
    }
  }

  @Test func initialClockIsADate() {
    let scheduler = HistoricalScheduler(initialClock: date(10))
    #expect(scheduler.now == date(10))
    #expect(scheduler.clock == date(10))
    #expect(HistoricalScheduler().clock == date(0))
  }

  @Test func startRunsEverythingInTimeOrder() {
    let scheduler = HistoricalScheduler()
    let times = DateLog()
    scheduleScenario(on: scheduler, into: times)
    scheduler.start()
    #expect(times.dates == [date(10), date(10), date(30)])
  }

  @Test func workDisposedBeforeItsTimeNeverRuns() {
    let scheduler = HistoricalScheduler()
    let times = DateLog()
    scheduleScenario(on: scheduler, into: times) { later, now in
      now.dispose()
      later.dispose()
    }
    scheduler.start()
    #expect(times.dates == [date(10)])
  }

  @Test func advanceToPastEverythingRunsEverythingThenSetsTheClock() {
    let scheduler = HistoricalScheduler()
    let times = DateLog()
    scheduleScenario(on: scheduler, into: times)
    scheduler.advanceTo(date(100))
    #expect(times.dates == [date(10), date(10), date(30)])
    #expect(scheduler.now == date(100))
  }

  @Test func advanceToRunsOnlyWhatIsDueByThen() {
    let scheduler = HistoricalScheduler()
    let times = DateLog()
    scheduleScenario(on: scheduler, into: times)
    scheduler.advanceTo(date(10))
    #expect(times.dates == [date(10), date(10)])
  }

  @Test func workDisposedBeforeItsTimeNeverRunsWhenAdvancing() {
    let scheduler = HistoricalScheduler()
    let times = DateLog()
    scheduleScenario(on: scheduler, into: times) { later, now in
      later.dispose()
      now.dispose()
    }
    scheduler.advanceTo(date(200))
    #expect(times.dates == [date(10)])
  }

  @Test func stopEndsTheRunAfterTheRunningAction() {
    let scheduler = HistoricalScheduler()
    let times = DateLog()
    scheduleScenario(on: scheduler, into: times) { _, _ in scheduler.stop() }
    scheduler.start()
    #expect(times.dates == [date(10)])
  }

  @Test func sleepInsideAnActionMovesWhatIsScheduledAfterIt() {
    let scheduler = HistoricalScheduler()
    let times = DateLog()
    _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { [unowned scheduler] _ in
      times.dates.append(scheduler.now)
      scheduler.sleep(100)
      _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
        times.dates.append(scheduler.now)
        return Disposables.create()
      }
      _ = scheduler.schedule(()) { _ in
        times.dates.append(scheduler.now)
        return Disposables.create()
      }
      return Disposables.create()
    }
    scheduler.start()
    #expect(times.dates == [date(10), date(110), date(130)])
  }

  @Test func timeBasedOperatorsRunOnDates() {
    let scheduler = HistoricalScheduler(initialClock: date(1_000))
    let times = DateLog()
    let subscription = Observable<Int>.interval(.seconds(60), scheduler: scheduler)
      .take(3)
      .subscribe(onNext: { _ in times.dates.append(scheduler.now) })
    scheduler.start()
    subscription.dispose()
    #expect(times.dates == [date(1_060), date(1_120), date(1_180)])
  }
}

/// Dates recorded by a test's actions, all on the test's thread.
private final class DateLog {
  var dates: [Date] = []
}
