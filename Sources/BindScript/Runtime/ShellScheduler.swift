import Binding
import Foundation

/// The scheduler of the `bind` shell: work asked for now runs at once, timers wait for
/// ``advance(by:)`` on a virtual clock of milliseconds.
///
/// Scripts are deterministic: nothing happens between statements, and `advance 500ms` fires
/// every timer due in the next 500 ms, in order.
final class ShellScheduler: SchedulerType {
  /// The virtual clock, one tick a millisecond, moved only by this scheduler.
  private let clock: VirtualTimeScheduler<TickTimeConverter>
  private let causes: CauseCounter
  private let afterEachTimer: () -> Void

  /// Creates the scheduler; a timer goes on with the change (of `causes`) that set it, and
  /// `afterEachTimer` runs after each timer's work (the runtime settles the changes it made
  /// there).
  init(causes: CauseCounter = CauseCounter(), afterEachTimer: @escaping () -> Void = {}) {
    clock = VirtualTimeScheduler(resolution: 0.001)
    self.causes = causes
    self.afterEachTimer = afterEachTimer
  }

  /// The virtual time, in milliseconds: the clock's, copied each time it moves (before a
  /// timer's work runs, and at the end of ``advance(by:)``), since every change a script makes
  /// reads it for its history and the clock's own is read under a lock.
  private(set) var milliseconds = 0

  var now: RxTime { clock.now }

  func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    action(state)
  }

  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    scheduleRelative(state, dueTime: dueTime, startsChange: false, action: action)
  }

  /// Runs `action` after `dueTime`, as a change of its own when `startsChange` (an event of
  /// a `marbles(...)` input), or else as part of the change under way now.
  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, startsChange: Bool,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let pending = PendingWork(state) { state in (action(state), state) }
    let (causes, settle) = (self.causes, afterEachTimer)
    let cause = causes.value
    let timer = clock.scheduleRelative((), dueTime: dueTime) { [unowned self] _ in
      milliseconds = clock.clock
      if startsChange { causes.next() } else { causes.resume(cause) }
      defer { settle() }
      return pending.run(once: true)
    }
    return Disposables.create(with: {
      pending.cancel()
      timer.dispose()
    })
  }

  func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    let pending = PendingWork(state) { state in (Disposables.create(), action(state)) }
    let (causes, settle) = (self.causes, afterEachTimer)
    let timer = clock.schedulePeriodic((), startAfter: startAfter, period: period) {
      [unowned self] _ in
      milliseconds = clock.clock
      causes.next()
      _ = pending.run(once: false)
      settle()
    }
    return Disposables.create(with: {
      pending.cancel()
      timer.dispose()
    })
  }

  /// Moves the clock `milliseconds` forward, firing the timers due on the way.
  func advance(by milliseconds: Int) {
    clock.advance(by: milliseconds)
    self.milliseconds = clock.clock
  }
}

/// Work waiting on the virtual clock, let go of as soon as it is cancelled.
///
/// The clock keeps cancelled work in its queue until its time comes; the work of a script
/// holds the script's runtime, so holding it here, and dropping it on cancel, keeps a
/// cancelled timer from keeping a finished script alive.
private final class PendingWork<State> {
  private var work: (state: State, action: (State) -> (Disposable, State))?

  init(_ state: State, _ action: @escaping (State) -> (Disposable, State)) {
    work = (state, action)
  }

  /// Runs the work, unless cancelled; `once` lets go of it afterwards.
  func run(once: Bool) -> Disposable {
    guard let work else { return Disposables.create() }
    if once { self.work = nil }
    let (result, next) = work.action(work.state)
    if !once, self.work != nil { self.work?.state = next }
    return result
  }

  func cancel() { work = nil }
}
