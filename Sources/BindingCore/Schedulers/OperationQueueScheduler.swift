import Foundation

/// Runs each action as an operation on an `OperationQueue`, with a priority of its own.
///
/// The queue decides how many actions run at once (its `maxConcurrentOperationCount`) and,
/// among those waiting, runs higher priorities first:
///
/// ```swift
/// let downloads = OperationQueue()
/// downloads.maxConcurrentOperationCount = 2
/// let scheduler = OperationQueueScheduler(operationQueue: downloads, queuePriority: .low)
/// images.subscribe(on: scheduler)
/// ```
///
/// It has no clock, so time-based operators cannot use it. Thread-safe: work may be scheduled
/// from any thread.
public final class OperationQueueScheduler: ImmediateSchedulerType {
  /// The queue the actions run on.
  public let operationQueue: OperationQueue

  /// The priority each action's operation gets.
  public let queuePriority: Operation.QueuePriority

  /// Creates a scheduler that adds each action to `operationQueue` with `queuePriority`.
  ///
  /// - Parameters:
  ///   - operationQueue: The queue the actions run on.
  ///   - queuePriority: The priority of the operations it adds.
  public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
    self.operationQueue = operationQueue
    self.queuePriority = queuePriority
  }

  /// Adds an operation that runs `action` with `state`; disposing the result before it runs
  /// keeps it from running and lets go of `state` and `action`.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let item = ScheduledItem(state, action: action)
    let operation = BlockOperation { item.run() }
    operation.queuePriority = queuePriority
    operationQueue.addOperation(operation)
    return item
  }
}

// `OperationQueue` is thread-safe and both properties are constants.
extension OperationQueueScheduler: @unchecked Sendable {}
