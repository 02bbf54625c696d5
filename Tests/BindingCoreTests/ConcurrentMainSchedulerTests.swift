import BindingCore
import BindingTestExpectations
import Dispatch
import Synchronization
import Testing

/// Tests of main-queue hops, checked from inside main-queue blocks (see
/// ``MainSchedulerTests``: on Linux a worker thread services the main queue under the test
/// runner).
@Suite(.checksResources) struct ConcurrentMainSchedulerTests {
  private static let mainKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  private var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: Self.mainKey) == true }

  /// Waits until the main queue has run everything queued on it so far.
  private func drainMainQueue() -> Bool {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.main.async { done.signal() }
    return done.wait(timeout: .now() + .seconds(30)) == .success
  }

  @Test func runsAtOnceWhenCalledOnTheMainQueue() {
    let log = Log()
    DispatchQueue.main.async {
      _ = ConcurrentMainScheduler.instance.schedule {
        MainScheduler.ensureExecutingOnScheduler()
        log.append("action")
      }
      log.append("returned")
    }
    #expect(drainMainQueue())
    #expect(log.entries == ["action", "returned"])
  }

  @Test func hopsToTheMainQueueFromAnotherThread() {
    let log = Log()
    let done = DispatchSemaphore(value: 0)
    #expect(!isOnMainQueue)
    _ = ConcurrentMainScheduler.instance.schedule {
      log.append(self.isOnMainQueue ? "on main" : "off main")
      done.signal()
    }
    #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
    #expect(log.entries == ["on main"])
  }

  @Test func aHopDisposedBeforeItRunsDoesNotRun() {
    let gate = DispatchSemaphore(value: 0)
    let ran = Atomic<Bool>(false)
    DispatchQueue.main.async { gate.wait() }
    let hop = ConcurrentMainScheduler.instance.schedule {
      ran.store(true, ordering: .relaxed)
    }
    hop.dispose()
    gate.signal()
    #expect(drainMainQueue())
    let didRun = ran.load(ordering: .relaxed)
    #expect(!didRun)
  }

  @Test func subscribeOnItSubscribesOnTheMainQueue() {
    let log = Log()
    let done = DispatchSemaphore(value: 0)
    let subscription = Observable<Int>.create { observer in
      log.append(self.isOnMainQueue ? "subscribed on main" : "subscribed off main")
      observer.onNext(1)
      return Disposables.create()
    }
    .subscribe(on: ConcurrentMainScheduler.instance)
    .subscribe(onNext: { _ in done.signal() })
    #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
    subscription.dispose()
    #expect(log.entries == ["subscribed on main"])
  }

  @Test func relativeWorkRunsOnTheMainQueue() {
    let log = Log()
    let done = DispatchSemaphore(value: 0)
    _ = ConcurrentMainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
      log.append(self.isOnMainQueue ? "on main" : "off main")
      done.signal()
      return Disposables.create()
    }
    #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
    #expect(log.entries == ["on main"])
  }

  @Test func ensureRunningOnMainThreadPassesOnTheMainQueue() {
    let log = Log()
    DispatchQueue.main.async {
      MainScheduler.ensureRunningOnMainThread()
      log.append("passed")
    }
    #expect(drainMainQueue())
    #expect(log.entries == ["passed"])
  }

  @Test func ensureRunningOnMainThreadStopsTheProgramOnABackgroundThread() async {
    await #expect(processExitsWith: .failure) {
      let done = DispatchSemaphore(value: 0)
      DispatchQueue.global().async {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "not on main")
        done.signal()
      }
      done.wait()
    }
  }
}
