import BindingCore
import BindingTestExpectations
import Dispatch
import Testing

/// Tests of the main-queue hops, run from inside main-queue blocks.
///
/// The main queue is serviced while swift-testing runs on Linux, by a worker thread rather
/// than the main thread, so hops can be tested. Order and "at once or later" are checked from
/// inside a main-queue block, which holds the main queue until it returns. Each test uses its
/// own `MainScheduler()` so that other tests' pending hops do not count.
@Suite(.checksResources) struct MainSchedulerTests {
  private static let mainKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  private var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: Self.mainKey) == true }

  /// Runs `body` in a main-queue block and waits for it and for what it queued on main.
  private func onMainQueue(_ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.main.async {
      body()
      DispatchQueue.main.async { done.signal() }
    }
    return done.wait(timeout: .now() + .seconds(30)) == .success
  }

  @Test func instanceRunsAtOnceOnTheMainQueueWhenNothingIsQueued() {
    let scheduler = MainScheduler()
    let log = Log()
    let finished = onMainQueue {
      _ = scheduler.schedule {
        MainScheduler.ensureExecutingOnScheduler()
        log.append("action")
      }
      log.append("returned")
    }
    #expect(finished)
    #expect(log.entries == ["action", "returned"])
  }

  @Test func instanceHopsToTheMainQueueFromAnotherThread() {
    let scheduler = MainScheduler()
    let done = DispatchSemaphore(value: 0)
    let log = Log()
    #expect(!isOnMainQueue)
    _ = scheduler.schedule {
      log.append(self.isOnMainQueue ? "on main" : "off main")
      done.signal()
    }
    #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
    #expect(log.entries == ["on main"])
  }

  @Test func instanceQueuesBehindItsOwnPendingHopsToKeepOrder() {
    let scheduler = MainScheduler()
    let log = Log()
    let finished = onMainQueue {
      DispatchQueue.global().sync {
        _ = scheduler.schedule { log.append("first, from another thread") }
      }
      _ = scheduler.schedule { log.append("second, from main") }
      log.append("block end")
    }
    #expect(finished)
    #expect(log.entries == ["block end", "first, from another thread", "second, from main"])
  }

  @Test func instanceQueuesWorkScheduledByARunningAction() {
    let scheduler = MainScheduler()
    let log = Log()
    let finished = onMainQueue {
      _ = scheduler.schedule {
        log.append("outer start")
        _ = scheduler.schedule { log.append("inner") }
        log.append("outer end")
      }
    }
    #expect(finished)
    #expect(log.entries == ["outer start", "outer end", "inner"])
  }

  @Test func asyncInstanceHopsEvenFromTheMainQueue() {
    let log = Log()
    let finished = onMainQueue {
      _ = MainScheduler.asyncInstance.schedule {
        log.append(self.isOnMainQueue ? "action on main" : "action off main")
      }
      log.append("returned")
    }
    #expect(finished)
    #expect(log.entries == ["returned", "action on main"])
  }

  @Test func disposingAHopBeforeItRunsCancelsIt() {
    let scheduler = MainScheduler()
    let log = Log()
    let finished = onMainQueue {
      let hop = DispatchQueue.global().sync {
        scheduler.schedule { log.append("cancelled hop ran") }
      }
      hop.dispose()
      _ = scheduler.schedule { log.append("later hop") }
    }
    #expect(finished)
    #expect(log.entries == ["later hop"])
  }

  // RxSwift: apps keep `MainScheduler.instance` where a serial queue scheduler is expected.
  @Test func isASerialDispatchQueueSchedulerThatHopsToTheMainQueue() {
    let scheduler: SerialDispatchQueueScheduler = MainScheduler.instance
    let done = DispatchSemaphore(value: 0)
    let log = Log()
    #expect(!isOnMainQueue)
    _ = scheduler.schedule(()) { _ in
      log.append(self.isOnMainQueue ? "on main" : "off main")
      done.signal()
      return Disposables.create()
    }
    #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
    #expect(log.entries == ["on main"])
  }

  @Test func keptAsASerialDispatchQueueSchedulerItStillRunsAtOnceOnTheMainQueue() {
    let scheduler: SerialDispatchQueueScheduler = MainScheduler()
    let log = Log()
    let finished = onMainQueue {
      _ = scheduler.schedule(()) { _ in
        log.append("action")
        return Disposables.create()
      }
      log.append("returned")
    }
    #expect(finished)
    #expect(log.entries == ["action", "returned"])
  }

  @Test func relativeActionRunsOnTheMainQueue() {
    let done = DispatchSemaphore(value: 0)
    let log = Log()
    _ = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
      log.append(self.isOnMainQueue ? "on main" : "off main")
      done.signal()
      return Disposables.create()
    }
    #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
    #expect(log.entries == ["on main"])
  }

  @Test func periodicActionRunsOnTheMainQueueUntilDisposed() {
    let timer = SingleAssignmentDisposable()
    let done = DispatchSemaphore(value: 0)
    let log = Log()
    timer.setDisposable(
      MainScheduler.instance.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(1)) {
        log.append("\($0) \(self.isOnMainQueue ? "on main" : "off main")")
        if $0 == 1 {
          timer.dispose()
          done.signal()
        }
        return $0 + 1
      })
    #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
    #expect(onMainQueue {})
    #expect(log.entries == ["0 on main", "1 on main"])
  }
}
