import Foundation

/// A virtual-time scheduler whose clock is a date: replays work stamped with real dates
/// (a recorded log, a day of trades) without waiting for them.
///
/// ```swift
/// let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
/// _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
///   print(scheduler.now)   // 1970-01-01 00:00:10 +0000
///   return Disposables.create()
/// }
/// scheduler.start()
/// ```
///
/// Everything else is ``VirtualTimeScheduler``'s: ``VirtualTimeScheduler/advanceTo(_:)`` takes a
/// date and ``VirtualTimeScheduler/sleep(_:)`` seconds.
public final class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
  /// Creates a scheduler whose clock starts at `initialClock` (by default 1970).
  public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
    super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
  }
}

// It adds no state to `VirtualTimeScheduler`, whose state is under its lock.
extension HistoricalScheduler: @unchecked Sendable {}
