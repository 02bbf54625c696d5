import Foundation
import HeapModule
import Synchronization

/// A scheduler whose clock only moves when told to: timers fire in order of their due
/// time as ``advanceTo(_:)`` passes it, so time-based code runs deterministically and
/// instantly in tests and in the `bind` shell.
///
/// Time is counted in integer ticks; `resolution` says how many seconds one tick stands for.
///
/// ```swift
/// let scheduler = VirtualTimeScheduler(resolution: 0.001)   // 1 tick = 1 ms
/// _ = scheduler.scheduleRelative((), dueTime: .milliseconds(300)) { _ in
///   print("fired at", scheduler.clock)                       // fired at 300
///   return Disposables.create()
/// }
/// scheduler.advanceTo(500)
/// ```
///
/// Thread-safe: work may be scheduled from any thread; it runs on the thread that advances
/// the clock, never with the scheduler's lock held.
open class VirtualTimeScheduler: SchedulerType {
  private struct Item: Comparable {
    let time: Int
    let sequence: Int
    /// The work; cancelling it lets go of the action at once.
    let work: ScheduledWork

    static func < (lhs: Item, rhs: Item) -> Bool {
      (lhs.time, lhs.sequence) < (rhs.time, rhs.sequence)
    }
    static func == (lhs: Item, rhs: Item) -> Bool {
      lhs.time == rhs.time && lhs.sequence == rhs.sequence
    }
  }

  private let lock = Mutex(())
  private var queue = Heap<Item>()
  private var sequence = 0
  private var currentClock: Int
  private var isRunning = false

  /// How many seconds one tick stands for.
  public let resolution: TimeInterval

  /// Creates a scheduler whose clock starts at `initialClock` ticks.
  public init(initialClock: Int = 0, resolution: TimeInterval = 1.0) {
    precondition(resolution > 0, "resolution must be positive")
    currentClock = initialClock
    self.resolution = resolution
  }

  /// The current virtual time, in ticks.
  public final var clock: Int { lock.locked { currentClock } }

  /// The current virtual time as a date (`clock * resolution` seconds after 1970).
  public final var now: RxTime { Date(timeIntervalSince1970: Double(clock) * resolution) }

  /// `true` while ``start()`` or ``advanceTo(_:)`` is running work.
  public final var isAdvancing: Bool { lock.locked { isRunning } }

  /// The number of scheduled items that have not run or been cancelled.
  public final var pendingCount: Int { lock.locked { queue.unordered.count { !$0.work.isDisposed } } }

  /// The time, in ticks, of the next item due, if any.
  public final var nextDueTime: Int? {
    lock.locked {
      while let first = queue.min, first.work.isDisposed { _ = queue.popMin() }
      return queue.min?.time
    }
  }

  /// Converts an interval to a whole number of ticks (rounded, at least 0).
  public final func ticks(for interval: RxTimeInterval) -> Int {
    let seconds = interval.seconds
    let ticks = (seconds / resolution).rounded()
    guard ticks.isFinite, ticks < Double(Int.max / 2) else { return .max }
    return max(0, Int(ticks))
  }

  /// Schedules `action` at the current virtual time (as adjusted by
  /// ``adjustScheduledTime(_:)``): it runs on the next advance.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    scheduleAbsoluteVirtual(state, time: adjustScheduledTime(clock), action: action)
  }

  /// Schedules `action` `dueTime` after the current virtual time, as adjusted by
  /// ``adjustScheduledTime(_:)``.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let delay = ticks(for: dueTime)
    let (time, overflow) = clock.addingReportingOverflow(delay)
    if delay == .max || overflow { return Disposables.create() }
    return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(time), action: action)
  }

  /// The time at which work that ``schedule(_:action:)``, ``scheduleRelative(_:dueTime:action:)``
  /// or ``schedulePeriodic(_:startAfter:period:action:)`` asks for at `time` is queued.
  ///
  /// This scheduler keeps `time`; `TestScheduler` (in `BindingTest`) moves work asked for
  /// now or earlier one tick later, as RxTest's does. The `Virtual` methods take their time
  /// as given.
  open func adjustScheduledTime(_ time: Int) -> Int {
    time
  }

  /// Schedules `action` `dueTime` ticks after the current virtual time.
  public final func scheduleRelativeVirtual<StateType>(
    _ state: StateType, dueTime: Int, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let (time, overflow) = clock.addingReportingOverflow(dueTime)
    if overflow { return Disposables.create() }
    return scheduleAbsoluteVirtual(state, time: time, action: action)
  }

  /// Schedules `action` at virtual time `time` (in ticks); work at a time in the past runs
  /// on the next advance, before the work due now, and does not turn the clock back.
  public final func scheduleAbsoluteVirtual<StateType>(
    _ state: StateType, time: Int, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let work = ScheduledWork { action(state) }
    lock.locked {
      sequence += 1
      queue.insert(Item(time: time, sequence: sequence, work: work))
    }
    return work
  }

  /// Schedules `action` first after `startAfter`, then every `period`.
  ///
  /// Each tick queues the next one before running `action`, so work the action schedules for
  /// the time of the next tick runs after it.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    let start = ticks(for: startAfter)
    let step = max(1, ticks(for: period))
    let (first, overflow) = clock.addingReportingOverflow(start)
    if start == .max || overflow { return Disposables.create() }
    let subscription = SerialDisposable()
    let current = PeriodicState(state)
    func tick(at time: Int) {
      if subscription.isDisposed { return }
      subscription.disposable = scheduleAbsoluteVirtual((), time: adjustScheduledTime(time)) { _ in
        let now = self.clock
        let (next, overflow) = now.addingReportingOverflow(step)
        if step != .max, !overflow { tick(at: next) }
        current.value = action(current.value)
        return Disposables.create()
      }
    }
    tick(at: first)
    return subscription
  }

  /// Runs every scheduled item, moving the clock to each one's time, until none is left.
  ///
  /// Never returns while a periodic timer is running; use ``advanceTo(_:)`` then.
  public func start() {
    run(until: nil)
  }

  /// Runs every item due up to and including `time`, in order of due time (then of scheduling),
  /// then sets the clock to `time`.
  ///
  /// Work scheduled meanwhile for a time up to `time` runs in the same call.
  public func advanceTo(_ time: Int) {
    run(until: time)
  }

  /// Advances the clock by `ticks`; see ``advanceTo(_:)``.
  public func advance(by ticks: Int) {
    advanceTo(clock + ticks)
  }

  /// Moves the clock forward by `ticks` without running anything.
  public final func sleep(_ ticks: Int) {
    lock.locked { currentClock += ticks }
  }

  private func run(until limit: Int?) {
    lock.locked {
      precondition(!isRunning, "VirtualTimeScheduler advanced while already advancing")
      isRunning = true
    }
    defer { lock.locked { isRunning = false } }
    while true {
      let next = lock.locked { () -> Item? in
        guard let first = queue.min else { return nil }
        if let limit, first.time > limit { return nil }
        _ = queue.popMin()
        currentClock = max(currentClock, first.time)
        return first
      }
      guard let next else { break }
      next.work.run()
    }
    if let limit {
      lock.locked { currentClock = max(currentClock, limit) }
    }
  }
}

/// The state a periodic timer hands from one tick to the next; only touched by the thread
/// advancing the clock.
private final class PeriodicState<State> {
  var value: State
  init(_ value: State) { self.value = value }
}

// Every stored property is either immutable or only touched under `lock`.
extension VirtualTimeScheduler: @unchecked Sendable {}
