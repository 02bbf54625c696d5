import Dispatch
import Foundation
import Synchronization

/// Runs work on the main queue, where UI code must run.
///
/// ``instance`` runs an action at once when it is scheduled from the main queue and nothing
/// it scheduled earlier is still waiting there; otherwise it queues the action with
/// `DispatchQueue.main.async`. Either way actions run in the order they were scheduled.
/// ``asyncInstance`` always queues.
///
/// ```swift
/// results
///   .observe(on: MainScheduler.instance)
///   .subscribe(onNext: { label.text = $0 })
/// ```
///
/// "On the main queue" means on the main thread, or inside work the main queue runs (which
/// on Linux, after `dispatchMain()`, may be another thread).
public final class MainScheduler: SchedulerType, Sendable {
  /// The shared main scheduler: synchronous when already on the main queue.
  public static let instance = MainScheduler()

  /// A main-queue scheduler that always hops with `DispatchQueue.main.async`, even when
  /// called from the main queue.
  public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: .main)

  private let configuration = DispatchQueueConfiguration(queue: .main, leeway: .nanoseconds(0))
  private let pendingCount = Atomic<Int>(0)

  /// Creates a main scheduler; ``instance`` is usually what you want, since order is only
  /// kept among actions of the same scheduler.
  public init() {
    _ = MainScheduler.mainQueueKey
  }

  /// The wall-clock time.
  public var now: RxTime { Date() }

  /// Runs `action` now if called on the main queue with nothing of this scheduler still
  /// queued there, else queues it on the main queue.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let previous = pendingCount.add(1, ordering: .acquiringAndReleasing).oldValue
    if previous == 0 && MainScheduler.isOnMainQueue {
      defer { pendingCount.subtract(1, ordering: .acquiringAndReleasing) }
      return action(state)
    }
    let item = ScheduledItem(state, action: action)
    DispatchQueue.main.async {
      item.run()
      self.pendingCount.subtract(1, ordering: .acquiringAndReleasing)
    }
    return item
  }

  /// Runs `action` on the main queue once `dueTime` has passed; `.never` never runs it.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    configuration.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Runs `action` on the main queue after `startAfter`, then every `period`.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
  }

  /// Stops the program with `errorMessage` unless called on the main queue.
  ///
  /// ```swift
  /// func render() {
  ///   MainScheduler.ensureExecutingOnScheduler()
  ///   ...
  /// }
  /// ```
  public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
    precondition(
      isOnMainQueue,
      errorMessage ?? "Executing off the main queue; use MainScheduler.instance to get there.")
  }

  /// `true` on the main thread or inside work run by the main queue.
  static var isOnMainQueue: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
  }

  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
}
