import BindingCore
import BindingTestExpectations
import Dispatch
import Foundation
import Synchronization
import Testing

/// Real-time tests: they wait for work to finish, with a generous timeout, and never
/// measure how long it took.
@Suite(.checksResources) struct OperationQueueSchedulerTests {
  /// A one-at-a-time queue held by a first operation until `release` is signalled, so the
  /// work scheduled meanwhile waits and the queue chooses among it by priority.
  private func heldQueue() -> (OperationQueue, release: DispatchSemaphore) {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    let release = DispatchSemaphore(value: 0)
    let started = DispatchSemaphore(value: 0)
    queue.addOperation {
      started.signal()
      release.wait()
    }
    started.wait()
    return (queue, release)
  }

  @Test func waitingActionsRunHighPriorityFirst() {
    let (queue, release) = heldQueue()
    let high = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
    let low = OperationQueueScheduler(operationQueue: queue, queuePriority: .low)
    let order = Mutex<[String]>([])
    _ = high.schedule { order.lockedValue { $0.append("HIGH") } }
    _ = low.schedule { order.lockedValue { $0.append("LOW") } }
    _ = high.schedule { order.lockedValue { $0.append("HIGH") } }
    release.signal()
    queue.waitUntilAllOperationsAreFinished()
    #expect(order.lockedValue { $0 } == ["HIGH", "HIGH", "LOW"])
  }

  @Test func actionsRunOnTheOperationQueueInOrderOfOneQueuePriority() {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    #expect(scheduler.queuePriority == .normal)
    #expect(scheduler.operationQueue === queue)
    let order = Mutex<[Int]>([])
    let offQueue = Atomic<Int>(0)
    for i in 0..<50 {
      _ = scheduler.schedule(i) { i in
        if OperationQueue.current !== queue { offQueue.add(1, ordering: .relaxed) }
        order.lockedValue { $0.append(i) }
        return Disposables.create()
      }
    }
    queue.waitUntilAllOperationsAreFinished()
    #expect(order.lockedValue { $0 } == Array(0..<50))
    #expect(offQueue.load(ordering: .relaxed) == 0)
  }

  @Test func disposingAWaitingActionKeepsItFromRunningAndLetsGoOfItsState() {
    let (queue, release) = heldQueue()
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    let ran = Atomic<Bool>(false)
    weak var weakState: Token?
    let scheduled: Disposable
    do {
      let state = Token()
      weakState = state
      scheduled = scheduler.schedule(state) { _ in
        ran.store(true, ordering: .relaxed)
        return Disposables.create()
      }
    }
    scheduled.dispose()
    #expect(weakState == nil)
    release.signal()
    queue.waitUntilAllOperationsAreFinished()
    let didRun = ran.load(ordering: .relaxed)
    #expect(!didRun)
  }

  @Test func disposingAfterTheActionRanDisposesWhatItReturned() {
    let queue = OperationQueue()
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    let inner = BooleanDisposable()
    let scheduled = scheduler.schedule(()) { _ in inner }
    queue.waitUntilAllOperationsAreFinished()
    #expect(!inner.isDisposed)
    scheduled.dispose()
    #expect(inner.isDisposed)
  }
}
