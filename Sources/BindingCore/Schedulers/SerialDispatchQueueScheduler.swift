import Dispatch
import Foundation

/// Runs work on a serial dispatch queue, one action at a time, in the order it was
/// scheduled; delayed and periodic work uses dispatch timers.
///
/// ```swift
/// let background = SerialDispatchQueueScheduler(qos: .userInitiated)
/// results
///   .observe(on: background)   // parse off the main thread
///   .map(parse)
///   .observe(on: MainScheduler.instance)
/// ```
///
/// Thread-safe: work may be scheduled from any thread.
///
/// As in RxSwift, ``MainScheduler`` is a subclass, so a property of this type can hold
/// `MainScheduler.instance`; the class is not open to subclasses outside BindingCore.
public class SerialDispatchQueueScheduler: SchedulerType {
  /// The type of ``now``: wall-clock time, as RxSwift names it.
  public typealias Time = Date
  /// A span of wall-clock time in seconds, as RxSwift names it.
  public typealias TimeInterval = Foundation.TimeInterval

  /// The queue and timer leeway the work runs with.
  let configuration: DispatchQueueConfiguration

  /// Creates a scheduler that runs work on `serialQueue`, which must be serial.
  ///
  /// - Parameters:
  ///   - serialQueue: The queue the work runs on.
  ///   - leeway: How late timers may fire, to let the system coalesce them.
  public init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
  }

  /// Creates a scheduler with a serial queue of its own named `internalSerialQueueName`.
  ///
  /// ```swift
  /// let parsing = SerialDispatchQueueScheduler(internalSerialQueueName: "parsing")
  /// ```
  ///
  /// - Parameters:
  ///   - internalSerialQueueName: The label of the scheduler's queue.
  ///   - serialQueueConfiguration: Called once with the new queue, before any work is
  ///     scheduled, to configure it (for example with `setSpecific(key:value:)`).
  ///   - leeway: How late timers may fire, to let the system coalesce them.
  public convenience init(
    internalSerialQueueName: String,
    serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    let queue = DispatchQueue(label: internalSerialQueueName)
    serialQueueConfiguration?(queue)
    self.init(serialQueue: queue, leeway: leeway)
  }

  /// Creates a scheduler with a serial queue of its own that targets `queue`, so work runs
  /// on `queue` (even a concurrent one) one action at a time.
  ///
  /// - Parameters:
  ///   - queue: The queue the work finally runs on.
  ///   - internalSerialQueueName: The label of the scheduler's own serial queue.
  ///   - leeway: How late timers may fire, to let the system coalesce them.
  public convenience init(
    queue: DispatchQueue, internalSerialQueueName: String,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    self.init(
      serialQueue: DispatchQueue(label: internalSerialQueueName, target: queue), leeway: leeway)
  }

  /// Creates a scheduler with a serial queue of its own with quality of service `qos`.
  ///
  /// ```swift
  /// let io = SerialDispatchQueueScheduler(qos: .utility, internalSerialQueueName: "io")
  /// ```
  public convenience init(
    qos: DispatchQoS,
    internalSerialQueueName: String = "bind.SerialDispatchQueueScheduler",
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    self.init(
      serialQueue: DispatchQueue(label: internalSerialQueueName, qos: qos), leeway: leeway)
  }

  /// The wall-clock time.
  public var now: RxTime { Date() }

  /// Runs `action` on the queue after everything scheduled before it.
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

  /// Runs `action` on the queue after `startAfter`, then every `period`.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
  }
}

// Not final, so that `MainScheduler` can inherit from it, which a checked `Sendable`
// conformance does not allow. Its one stored property is a constant of a `Sendable` type, and
// `MainScheduler` adds only an atomic.
extension SerialDispatchQueueScheduler: @unchecked Sendable {}
