import Dispatch
import Foundation

/// Runs work on the main queue, at once when already there: the scheduler for
/// `subscribe(on:)` when a subscription must be made on the main queue.
///
/// Unlike ``MainScheduler``, it keeps no order between an action it ran at once and actions
/// it queued earlier from other threads; `subscribe(on:)` needs none, while `observe(on:)`
/// does, so use ``MainScheduler/instance`` there.
///
/// ```swift
/// controlEvents.subscribe(on: ConcurrentMainScheduler.instance)
/// ```
public final class ConcurrentMainScheduler: SchedulerType, Sendable {
  /// The type of ``now``: wall-clock time, as RxSwift names it.
  public typealias Time = Date
  /// A span of wall-clock time in seconds, as RxSwift names it.
  public typealias TimeInterval = Foundation.TimeInterval

  /// The shared instance.
  public static let instance = ConcurrentMainScheduler(mainScheduler: .instance)

  private let mainScheduler: MainScheduler

  private init(mainScheduler: MainScheduler) {
    self.mainScheduler = mainScheduler
  }

  /// The wall-clock time.
  public var now: RxTime { mainScheduler.now }

  /// Runs `action` now when called on the main queue, else queues it there; disposing the
  /// result of a queued action before it runs keeps it from running.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    if MainScheduler.isOnMainQueue { return action(state) }
    let item = ScheduledItem(state, action: action)
    DispatchQueue.main.async { item.run() }
    return item
  }

  /// Runs `action` on the main queue once `dueTime` has passed; `.never` never runs it.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Runs `action` on the main queue after `startAfter`, then every `period`.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
  }
}
