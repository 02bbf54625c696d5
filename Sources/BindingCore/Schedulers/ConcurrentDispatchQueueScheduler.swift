import Dispatch
import Foundation

/// Runs work on a dispatch queue that may be concurrent: actions may run at the same time, on
/// several threads, and in any order; delayed and periodic work uses dispatch timers.
///
/// Suits work that needs no order, such as `subscribe(on:)` for independent requests. For
/// `observe(on:)`, whose events must stay in order, use ``SerialDispatchQueueScheduler``.
///
/// ```swift
/// let background = ConcurrentDispatchQueueScheduler(qos: .background)
/// thumbnails
///   .subscribe(on: background)
///   .observe(on: MainScheduler.instance)
/// ```
///
/// Thread-safe: work may be scheduled from any thread.
public final class ConcurrentDispatchQueueScheduler: SchedulerType, Sendable {
  /// The type of ``now``: wall-clock time, as RxSwift names it.
  public typealias Time = Date
  /// A span of wall-clock time in seconds, as RxSwift names it.
  public typealias TimeInterval = Foundation.TimeInterval

  private let configuration: DispatchQueueConfiguration

  /// Creates a scheduler that runs work on `queue`.
  ///
  /// - Parameters:
  ///   - queue: The queue the work runs on, serial or concurrent.
  ///   - leeway: How late timers may fire, to let the system coalesce them.
  public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
  }

  /// Creates a scheduler with a concurrent queue of its own with quality of service `qos`.
  ///
  /// - Parameters:
  ///   - qos: The quality of service of the work.
  ///   - leeway: How late timers may fire, to let the system coalesce them.
  public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    self.init(
      queue: DispatchQueue(
        label: "bind.ConcurrentDispatchQueueScheduler.\(qos.qosClass)", qos: qos,
        attributes: .concurrent),
      leeway: leeway)
  }

  /// The wall-clock time.
  public var now: RxTime { Date() }

  /// Runs `action` on the queue as soon as it has a thread for it.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    configuration.schedule(state, action: action)
  }

  /// Runs `action` on the queue once `dueTime` has passed; `.never` never runs it.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    configuration.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Runs `action` on the queue after `startAfter`, then every `period`; one run at a time,
  /// each with the state the previous run returned.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
  }
}
