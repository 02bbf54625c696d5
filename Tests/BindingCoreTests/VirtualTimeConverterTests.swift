import BindingCore
import BindingTestExpectations
import Foundation
import Testing

/// One virtual unit is ten seconds, and intervals are truncated to whole units: a converter
/// of the user's own, such as RxSwift's tests define.
private struct TenSecondConverter: VirtualTimeConverterType {
  func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
    Date(timeIntervalSince1970: Double(virtualTime) * 10)
  }
  func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970 / 10) }
  func convertFromVirtualTimeInterval(_ interval: Int) -> TimeInterval { Double(interval) * 10 }
  func convertToVirtualTimeInterval(_ interval: TimeInterval) -> Int { Int(interval / 10) }
  func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
  func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
  }
}

/// A scheduler on that clock, declared as a user would subclass RxSwift's.
private final class TenSecondScheduler: VirtualTimeScheduler<TenSecondConverter> {
  init(initialClock: Int = 0) {
    super.init(initialClock: initialClock, converter: TenSecondConverter())
  }
}

// It adds no state to `VirtualTimeScheduler`, whose state is under its lock.
extension TenSecondScheduler: @unchecked Sendable {}

/// The timelines of a scheduler with a converter of its own: `scheduleRelative` by 10 s is one
/// unit, so an action at 10 s that schedules 20 s later and now runs at units 1, 1 and 3.
@Suite(.checksResources) struct VirtualTimeConverterTests {
  /// Schedules, 10 s from now, an action that records the clock and schedules one 20 s later
  /// and one now; `inside` runs in the first action after scheduling them.
  private func scheduleScenario(
    on scheduler: TenSecondScheduler, into times: Log,
    inside: @escaping (_ later: Disposable, _ now: Disposable) -> Void = { _, _ in }
  ) {
    _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { [unowned scheduler] _ in
      times.append("\(scheduler.clock)")
      let later = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
        times.append("\(scheduler.clock)")
        return Disposables.create()
      }
      let now = scheduler.schedule(()) { _ in
        times.append("\(scheduler.clock)")
        return Disposables.create()
      }
      inside(later, now)
      return Disposables.create()
    }
  }

  @Test func initialClockIsConvertedForNow() {
    let scheduler = TenSecondScheduler(initialClock: 10)
    #expect(scheduler.now == Date(timeIntervalSince1970: 100))
    #expect(scheduler.clock == 10)
  }

  @Test func startRunsEverythingInTimeOrder() {
    let scheduler = TenSecondScheduler()
    let times = Log()
    scheduleScenario(on: scheduler, into: times)
    scheduler.start()
    #expect(times.entries == ["1", "1", "3"])
  }

  @Test func workDisposedBeforeItsTimeNeverRuns() {
    let scheduler = TenSecondScheduler()
    let times = Log()
    scheduleScenario(on: scheduler, into: times) { later, now in
      now.dispose()
      later.dispose()
    }
    scheduler.start()
    #expect(times.entries == ["1"])
  }

  @Test func advanceToPastEverythingRunsEverything() {
    let scheduler = TenSecondScheduler()
    let times = Log()
    scheduleScenario(on: scheduler, into: times)
    scheduler.advanceTo(10)
    #expect(times.entries == ["1", "1", "3"])
    #expect(scheduler.clock == 10)
  }

  @Test func advanceToRunsOnlyWhatIsDueByThen() {
    let scheduler = TenSecondScheduler()
    let times = Log()
    scheduleScenario(on: scheduler, into: times)
    scheduler.advanceTo(1)
    #expect(times.entries == ["1", "1"])
  }

  @Test func workDisposedBeforeItsTimeNeverRunsWhenAdvancing() {
    let scheduler = TenSecondScheduler()
    let times = Log()
    scheduleScenario(on: scheduler, into: times) { later, now in
      later.dispose()
      now.dispose()
    }
    scheduler.advanceTo(20)
    #expect(times.entries == ["1"])
  }

  @Test func stopEndsTheRunAfterTheRunningAction() {
    let scheduler = TenSecondScheduler()
    let times = Log()
    scheduleScenario(on: scheduler, into: times) { _, _ in scheduler.stop() }
    scheduler.start()
    #expect(times.entries == ["1"])
    #expect(scheduler.pendingCount == 2)
  }

  @Test func sleepInsideAnActionMovesWhatIsScheduledAfterIt() {
    let scheduler = TenSecondScheduler()
    let times = Log()
    _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { [unowned scheduler] _ in
      times.append("\(scheduler.clock)")
      scheduler.sleep(10)
      _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
        times.append("\(scheduler.clock)")
        return Disposables.create()
      }
      _ = scheduler.schedule(()) { _ in
        times.append("\(scheduler.clock)")
        return Disposables.create()
      }
      return Disposables.create()
    }
    scheduler.start()
    #expect(times.entries == ["1", "11", "13"])
  }

  @Test func manyRandomTimesRunSorted() {
    let scheduler = TenSecondScheduler()
    var generator = SystemRandomNumberGenerator()
    var times: [Int] = []
    var ticks: [Int] = []
    for _ in 0..<20_000 {
      let random = Int.random(in: 0..<10_000, using: &generator)
      times.append(random)
      _ = scheduler.scheduleRelative((), dueTime: .seconds(10 * random)) { [unowned scheduler] _ in
        ticks.append(scheduler.clock)
        return Disposables.create()
      }
    }
    scheduler.start()
    #expect(ticks == times.sorted())
  }

  @Test func tickConverterRoundsAndRefusesTimesBeyondTheClock() {
    let converter = TickTimeConverter(resolution: 0.001)
    #expect(converter.convertToVirtualTimeInterval(0.0015) == 2)
    #expect(converter.convertToVirtualTimeInterval(-1) == 0)
    #expect(converter.convertFromVirtualTimeInterval(250) == 0.25)
    #expect(converter.convertToVirtualTime(Date(timeIntervalSince1970: 2)) == 2_000)
    #expect(converter.offsetVirtualTime(5, seconds: 0.01) == 15)
    #expect(converter.offsetVirtualTime(5, seconds: .infinity) == nil)
    #expect(converter.offsetVirtualTime(Int.max - 1, seconds: 1) == nil)
    #expect(converter.offsetVirtualTime(Int.max - 1, offset: 10) == Int.max)
    #expect(converter.compareVirtualTime(1, 2) == .lessThan)
  }

  @Test func aZeroPeriodOnATickClockFiresOncePerTick() {
    let scheduler = VirtualTimeScheduler(resolution: 1)
    let times = Log()
    let timer = scheduler.schedulePeriodic((), startAfter: .seconds(0), period: .seconds(0)) { _ in
      times.append("\(scheduler.clock)")
    }
    scheduler.advanceTo(3)
    timer.dispose()
    #expect(times.entries == ["0", "1", "2", "3"])
  }
}
