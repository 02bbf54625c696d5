import Foundation
import HeapModule
import Synchronization

/// A scheduler whose clock only moves when told to: timers fire in order of their due
/// time as ``advanceTo(_:)`` passes it, so time-based code runs deterministically and
/// instantly in tests and in the `bind` shell.
///
/// How time is counted is up to `Converter`, as in RxSwift: ``TickTimeConverter`` counts
/// integer ticks, each standing for `resolution` seconds (`init(initialClock:resolution:)`
/// picks it), ``HistoricalScheduler`` counts dates.
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
/// Thread-safe: work may be scheduled from any thread (RxSwift's requires one thread); it runs
/// on the thread that advances the clock, never with the scheduler's lock held.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
  /// A point in this scheduler's virtual time.
  public typealias VirtualTime = Converter.VirtualTimeUnit

  /// A difference between two points in this scheduler's virtual time.
  public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

  private struct Item: Comparable {
    let time: VirtualTime
    let sequence: Int
    let converter: Converter
    /// The work; cancelling it lets go of the action at once.
    let work: ScheduledWork

    static func < (lhs: Item, rhs: Item) -> Bool {
      switch lhs.converter.compareVirtualTime(lhs.time, rhs.time) {
      case .lessThan: return true
      case .greaterThan: return false
      case .equal: return lhs.sequence < rhs.sequence
      }
    }
    static func == (lhs: Item, rhs: Item) -> Bool {
      lhs.sequence == rhs.sequence
    }
  }

  private let lock = Mutex(())
  private var queue = Heap<Item>()
  private var sequence = 0
  private var currentClock: VirtualTime
  private var isRunning = false

  /// Converts between this scheduler's virtual time and dates and seconds.
  public let converter: Converter

  /// Creates a scheduler whose clock starts at `initialClock` and counts time as `converter`
  /// says.
  public init(initialClock: VirtualTime, converter: Converter) {
    currentClock = initialClock
    self.converter = converter
  }

  /// The current virtual time.
  public final var clock: VirtualTime { lock.locked { currentClock } }

  /// The current virtual time as a date.
  public final var now: RxTime { converter.convertFromVirtualTime(clock) }

  /// `true` while ``start()`` or ``advanceTo(_:)`` is running work.
  public final var isAdvancing: Bool { lock.locked { isRunning } }

  /// The number of scheduled items that have not run or been cancelled.
  public final var pendingCount: Int {
    lock.locked { queue.unordered.count { !$0.work.isDisposed } }
  }

  /// The time of the next item due, if any.
  public final var nextDueTime: VirtualTime? {
    lock.locked {
      while let first = queue.min, first.work.isDisposed { _ = queue.popMin() }
      return queue.min?.time
    }
  }

  /// Schedules `action` at the current virtual time, as adjusted by
  /// ``adjustScheduledTime(_:)``: it runs on the next advance that reaches that time.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let work = ScheduledWork { action(state) }
    enqueueNow(work)
    return work
  }

  /// Schedules `action` `dueTime` after the current virtual time, as adjusted by
  /// ``adjustScheduledTime(_:)``; a time beyond what the clock can count (or `.never`) is
  /// never reached.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let work = ScheduledWork { action(state) }
    guard enqueue(work, secondsFromNow: dueTime.seconds) else { return Disposables.create() }
    return work
  }

  /// The time at which work that ``schedule(_:action:)``, ``scheduleRelative(_:dueTime:action:)``
  /// or ``schedulePeriodic(_:startAfter:period:action:)`` asks for at `time` is queued.
  ///
  /// This scheduler keeps `time`; `TestScheduler` (in `BindingTest`) moves work asked for
  /// now or earlier one tick later, as RxTest's does. The `Virtual` methods take their time
  /// as given.
  open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
    time
  }

  /// Schedules `action` `dueTime` after the current virtual time.
  public final func scheduleRelativeVirtual<StateType>(
    _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    scheduleAbsoluteVirtual(
      state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
  }

  /// Schedules `action` at virtual time `time`; work at a time in the past runs on the next
  /// advance, before the work due now, and does not turn the clock back.
  public final func scheduleAbsoluteVirtual<StateType>(
    _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let work = ScheduledWork { action(state) }
    enqueue(work, at: time)
    return work
  }

  // The queue's work is done in methods that name no type but the converter's, each also
  // compiled for `TickTimeConverter` (the tick clock of tests, the shell and most users):
  // compiled only for any converter, each call looked up the metadata of the queue's item
  // types in the runtime's cache, several times over (benchmark W8: 2,000 ns an event, 550
  // with these).

  /// Queues `work` at the current time, as adjusted by ``adjustScheduledTime(_:)``.
  @_specialize(where Converter == TickTimeConverter)
  private func enqueueNow(_ work: ScheduledWork) {
    enqueue(work, at: adjustScheduledTime(clock))
  }

  /// Queues `work` `seconds` after the current time, as adjusted by
  /// ``adjustScheduledTime(_:)``; `false` when the clock cannot count that far.
  @_specialize(where Converter == TickTimeConverter)
  private func enqueue(_ work: ScheduledWork, secondsFromNow seconds: Double) -> Bool {
    guard let time = converter.offsetVirtualTime(clock, seconds: seconds) else { return false }
    enqueue(work, at: adjustScheduledTime(time))
    return true
  }

  @_specialize(where Converter == TickTimeConverter)
  private func enqueue(_ work: ScheduledWork, at time: VirtualTime) {
    lock.locked {
      sequence += 1
      queue.insert(Item(time: time, sequence: sequence, converter: converter, work: work))
    }
  }

  /// Schedules `action` first after `startAfter`, then every `period` (at least the
  /// converter's ``VirtualTimeConverterType/minimumPeriod``).
  ///
  /// Each tick queues the next one before running `action`, so work the action schedules for
  /// the time of the next tick runs after it.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    guard let first = converter.offsetVirtualTime(clock, seconds: startAfter.seconds) else {
      return Disposables.create()
    }
    let step = max(period.seconds, converter.minimumPeriod)
    let subscription = SerialDisposable()
    let current = PeriodicState(state)
    func tick(at time: VirtualTime) {
      if subscription.isDisposed { return }
      subscription.disposable = scheduleAbsoluteVirtual((), time: adjustScheduledTime(time)) { _ in
        if let next = self.converter.offsetVirtualTime(self.clock, seconds: step) {
          tick(at: next)
        }
        current.value = action(current.value)
        return Disposables.create()
      }
    }
    tick(at: first)
    return subscription
  }

  /// Runs every scheduled item, moving the clock to each one's time, until none is left or
  /// ``stop()`` is called; does nothing when already running.
  ///
  /// Never returns while a periodic timer is running; use ``advanceTo(_:)`` then.
  public func start() {
    let alreadyRunning = lock.locked { () -> Bool in
      defer { isRunning = true }
      return isRunning
    }
    if alreadyRunning { return }
    run(until: nil)
  }

  /// Runs every item due up to and including `time`, in order of due time (then of scheduling),
  /// then sets the clock to `time` (unless it is already later).
  ///
  /// Work scheduled meanwhile for a time up to `time` runs in the same call. ``stop()`` ends
  /// the run early, after the item running.
  ///
  /// - Precondition: The scheduler is not already running.
  @_specialize(where Converter == TickTimeConverter)
  public func advanceTo(_ time: VirtualTime) {
    lock.locked {
      precondition(!isRunning, "VirtualTimeScheduler advanced while already advancing")
      isRunning = true
    }
    run(until: time)
  }

  /// Advances the clock by `interval`; see ``advanceTo(_:)``.
  @_specialize(where Converter == TickTimeConverter)
  public func advance(by interval: VirtualTimeInterval) {
    advanceTo(converter.offsetVirtualTime(clock, offset: interval))
  }

  /// Ends the run of ``start()`` or ``advanceTo(_:)`` once the item running returns.
  public func stop() {
    lock.locked { isRunning = false }
  }

  /// Moves the clock forward by `interval` without running anything.
  ///
  /// - Precondition: `interval` does not move the clock back.
  public final func sleep(_ interval: VirtualTimeInterval) {
    lock.locked {
      let later = converter.offsetVirtualTime(currentClock, offset: interval)
      precondition(
        converter.compareVirtualTime(later, currentClock) != .lessThan,
        "VirtualTimeScheduler cannot sleep into the past")
      currentClock = later
    }
  }

  @_specialize(where Converter == TickTimeConverter)
  private func run(until limit: VirtualTime?) {
    defer { lock.locked { isRunning = false } }
    while true {
      let next = lock.locked { () -> Item? in
        guard isRunning, let first = queue.min else { return nil }
        if let limit, converter.compareVirtualTime(first.time, limit) == .greaterThan {
          return nil
        }
        _ = queue.popMin()
        if converter.compareVirtualTime(first.time, currentClock) == .greaterThan {
          currentClock = first.time
        }
        return first
      }
      guard let next else { break }
      next.work.run()
    }
    if let limit {
      lock.locked {
        if converter.compareVirtualTime(limit, currentClock) == .greaterThan {
          currentClock = limit
        }
      }
    }
  }
}

extension VirtualTimeScheduler where Converter == TickTimeConverter {
  /// Creates a scheduler whose clock counts integer ticks from `initialClock`, each standing
  /// for `resolution` seconds.
  ///
  /// ```swift
  /// let scheduler = VirtualTimeScheduler(resolution: 0.001)   // 1 tick = 1 ms
  /// ```
  public convenience init(initialClock: Int = 0, resolution: TimeInterval = 1.0) {
    self.init(initialClock: initialClock, converter: TickTimeConverter(resolution: resolution))
  }

  /// How many seconds one tick stands for.
  ///
  /// Not public: RxSwift's scheduler has no such member, and RxSwift code often names a
  /// global `resolution` inside a `TestScheduler` extension.
  package var resolution: TimeInterval { converter.resolution }

  /// Converts an interval to a whole number of ticks (rounded, at least 0; `Int.max` when too
  /// long to count).
  public func ticks(for interval: RxTimeInterval) -> Int {
    converter.convertToVirtualTimeInterval(interval.seconds)
  }
}

extension VirtualTimeScheduler: CustomDebugStringConvertible {
  /// The clock and the due times of the work still waiting, in the order it will run, such as
  /// `clock: 210, pending: [220, 300]`.
  public var debugDescription: String {
    let (now, pending) = lock.locked { () -> (VirtualTime, [VirtualTime]) in
      (currentClock, queue.unordered.filter { !$0.work.isDisposed }.sorted().map(\.time))
    }
    return "clock: \(now), pending: \(pending)"
  }
}

/// The state a periodic timer hands from one tick to the next; only touched by the thread
/// advancing the clock.
private final class PeriodicState<State> {
  var value: State
  init(_ value: State) { self.value = value }
}

// Every stored property is either immutable and `Sendable` or only touched under `lock`.
extension VirtualTimeScheduler: @unchecked Sendable {}
