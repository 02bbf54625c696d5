import Dispatch
import Foundation

/// A span of time for schedulers and time-based operators: `.milliseconds(300)`,
/// `.seconds(1)`.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time as schedulers report it.
public typealias RxTime = Date

/// Runs work now or soon, in the order it was scheduled.
public protocol ImmediateSchedulerType {
  /// Schedules `action` to run with `state`; dispose the result to cancel it if it has not
  /// run yet.
  func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable
}

/// Runs work after a delay or periodically, on its own notion of time.
public protocol SchedulerType: ImmediateSchedulerType {
  /// The scheduler's current time.
  var now: RxTime { get }

  /// Schedules `action` to run with `state` once `dueTime` has passed.
  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable

  /// Schedules `action` to run first after `startAfter`, then every `period`, each time with
  /// the state the previous run returned.
  func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable
}

extension ImmediateSchedulerType {
  /// Schedules `action` with no state.
  public func schedule(_ action: @escaping () -> Void) -> Disposable {
    schedule(()) { _ in
      action()
      return Disposables.create()
    }
  }
}

extension DispatchTimeInterval {
  /// The interval in seconds; `.never` is infinite.
  public var seconds: Double {
    switch self {
    case .seconds(let value): return Double(value)
    case .milliseconds(let value): return Double(value) / 1_000
    case .microseconds(let value): return Double(value) / 1_000_000
    case .nanoseconds(let value): return Double(value) / 1_000_000_000
    case .never: return .infinity
    @unknown default: return .infinity
    }
  }
}
