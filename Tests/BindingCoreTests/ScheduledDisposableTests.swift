import BindingCore
import BindingTest
import BindingTestExpectations
import Dispatch
import Testing

/// RxSwift's ScheduledDisposable: disposal runs on the given scheduler, once.
@Suite(.checksResources) struct ScheduledDisposableTests {
  @Test func disposesTheWrappedDisposableOnTheSchedulerOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = CallCounter()
    let scheduled = ScheduledDisposable(
      scheduler: scheduler, disposable: Disposables.create { inner.mark() })
    scheduled.dispose()
    #expect(inner.count == 0)
    #expect(!scheduled.isDisposed)
    scheduler.start()
    #expect(inner.count == 1)
    #expect(scheduled.isDisposed)
    scheduled.dispose()
    scheduler.start()
    #expect(inner.count == 1)
  }

  @Test func disposesOnTheSchedulersQueue() {
    let key = DispatchSpecificKey<String>()
    let queue = DispatchQueue(label: "scheduled-disposable")
    queue.setSpecific(key: key, value: "scheduled-disposable")
    let done = DispatchSemaphore(value: 0)
    let onQueue = CallCounter()
    let scheduled = ScheduledDisposable(
      scheduler: ConcurrentDispatchQueueScheduler(queue: queue),
      disposable: Disposables.create {
        if DispatchQueue.getSpecific(key: key) == "scheduled-disposable" { onQueue.mark() }
        done.signal()
      })
    scheduled.dispose()
    #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
    #expect(onQueue.count == 1)
  }
}
