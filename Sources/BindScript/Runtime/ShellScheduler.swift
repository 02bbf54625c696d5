import BindingTest
import Foundation

/// The scheduler of the `bind` shell: work asked for now runs at once, timers wait for
/// ``advance(by:)`` on a virtual clock of milliseconds.
///
/// Scripts are deterministic: nothing happens between statements, and `advance 500ms` fires
/// every timer due in the next 500 ms, in order.
final class ShellScheduler: SchedulerType, Sendable {
  /// The virtual clock; one tick is a millisecond.
  let clock: VirtualTimeScheduler

  init() {
    clock = VirtualTimeScheduler(resolution: 0.001)
  }

  /// The virtual time, in milliseconds.
  var milliseconds: Int { clock.clock }

  var now: RxTime { clock.now }

  func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    action(state)
  }

  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    clock.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    clock.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
  }

  /// Moves the clock `milliseconds` forward, firing the timers due on the way.
  func advance(by milliseconds: Int) {
    clock.advance(by: milliseconds)
  }
}
