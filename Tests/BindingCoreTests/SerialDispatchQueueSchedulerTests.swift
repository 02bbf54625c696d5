import BindingCore
import BindingTestExpectations
import Dispatch
import Synchronization
import Testing

/// Real-time tests: they wait for work to finish, with a generous timeout, and never
/// measure how long it took.
@Suite(.checksResources) struct SerialDispatchQueueSchedulerTests {
  private let queueKey = DispatchSpecificKey<String>()

  private func onQueue(_ label: String) -> Bool {
    DispatchQueue.getSpecific(key: queueKey) == label
  }

  @Test func runsActionsOnItsQueueInSchedulingOrder() {
    let queue = DispatchQueue(label: "serial")
    queue.setSpecific(key: queueKey, value: "serial")
    let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
    let order = Mutex<[Int]>([])
    let offQueue = Atomic<Int>(0)
    let group = DispatchGroup()
    for i in 0..<200 {
      group.enter()
      _ = scheduler.schedule(i) { i in
        if !self.onQueue("serial") { offQueue.add(1, ordering: .relaxed) }
        order.lockedValue { $0.append(i) }
        group.leave()
        return Disposables.create()
      }
    }
    #expect(group.wait(timeout: .now() + .seconds(30)) == .success)
    #expect(order.lockedValue { $0 } == Array(0..<200))
    #expect(offQueue.load(ordering: .relaxed) == 0)
  }

  @Test func internalQueueRunsOnTheTargetOneActionAtATime() {
    let target = DispatchQueue(label: "concurrent target", attributes: .concurrent)
    target.setSpecific(key: queueKey, value: "target")
    let scheduler = SerialDispatchQueueScheduler(queue: target, internalSerialQueueName: "inner")
    let inside = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
    let offTarget = Atomic<Int>(0)
    let order = Mutex<[Int]>([])
    let group = DispatchGroup()
    for i in 0..<200 {
      group.enter()
      _ = scheduler.schedule(i) { i in
        if inside.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
          overlaps.add(1, ordering: .relaxed)
        }
        if !self.onQueue("target") { offTarget.add(1, ordering: .relaxed) }
        order.lockedValue { $0.append(i) }
        inside.subtract(1, ordering: .acquiringAndReleasing)
        group.leave()
        return Disposables.create()
      }
    }
    #expect(group.wait(timeout: .now() + .seconds(30)) == .success)
    #expect(order.lockedValue { $0 } == Array(0..<200))
    #expect(overlaps.load(ordering: .relaxed) == 0)
    #expect(offTarget.load(ordering: .relaxed) == 0)
  }

  @Test func internalSerialQueueIsConfiguredFirstThenRunsActionsInOrder() {
    let scheduler = SerialDispatchQueueScheduler(
      internalSerialQueueName: "configured",
      serialQueueConfiguration: { $0.setSpecific(key: self.queueKey, value: "configured") })
    let order = Mutex<[Int]>([])
    let offQueue = Atomic<Int>(0)
    let group = DispatchGroup()
    for i in 0..<50 {
      group.enter()
      _ = scheduler.schedule(i) { i in
        if !self.onQueue("configured") { offQueue.add(1, ordering: .relaxed) }
        order.lockedValue { $0.append(i) }
        group.leave()
        return Disposables.create()
      }
    }
    #expect(group.wait(timeout: .now() + .seconds(30)) == .success)
    #expect(order.lockedValue { $0 } == Array(0..<50))
    #expect(offQueue.load(ordering: .relaxed) == 0)
  }

  @Test func qosSchedulerRunsActionsInOrder() {
    let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
    let order = Mutex<[Int]>([])
    let group = DispatchGroup()
    for i in 0..<50 {
      group.enter()
      _ = scheduler.schedule(i) { i in
        order.lockedValue { $0.append(i) }
        group.leave()
        return Disposables.create()
      }
    }
    #expect(group.wait(timeout: .now() + .seconds(30)) == .success)
    #expect(order.lockedValue { $0 } == Array(0..<50))
  }

  @Test func relativeActionRunsOnTheQueueOnceDue() {
    let queue = DispatchQueue(label: "relative")
    queue.setSpecific(key: queueKey, value: "relative")
    let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
    let done = DispatchSemaphore(value: 0)
    let ranOnQueue = Atomic<Bool>(false)
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
      ranOnQueue.store(self.onQueue("relative"), ordering: .relaxed)
      done.signal()
      return Disposables.create()
    }
    #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
    let wasOnQueue = ranOnQueue.load(ordering: .relaxed)
    #expect(wasOnQueue)
  }

  @Test func disposingARelativeActionReleasesItWithoutRunningIt() {
    let scheduler = SerialDispatchQueueScheduler(qos: .default)
    let ran = Atomic<Bool>(false)
    weak var weakState: Token?
    let scheduled: Disposable
    do {
      let state = Token()
      weakState = state
      scheduled = scheduler.scheduleRelative(state, dueTime: .seconds(3_600)) { _ in
        ran.store(true, ordering: .relaxed)
        return Disposables.create()
      }
    }
    #expect(weakState != nil)
    scheduled.dispose()
    #expect(weakState == nil)
    let didRun = ran.load(ordering: .relaxed)
    #expect(!didRun)
  }

  @Test func disposingAQueuedActionKeepsItFromRunning() {
    let queue = DispatchQueue(label: "blocked")
    let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
    let release = DispatchSemaphore(value: 0)
    let ran = Atomic<Bool>(false)
    queue.async { release.wait() }
    let scheduled = scheduler.schedule {
      ran.store(true, ordering: .relaxed)
    }
    scheduled.dispose()
    release.signal()
    queue.sync {}
    let didRun = ran.load(ordering: .relaxed)
    #expect(!didRun)
  }

  @Test func periodicActionThreadsStateUntilDisposed() {
    let scheduler = SerialDispatchQueueScheduler(qos: .default)
    let states = Mutex<[Int]>([])
    let timer = SingleAssignmentDisposable()
    let third = DispatchSemaphore(value: 0)
    // The first run waits until the timer is held: on a loaded machine the queue could run the
    // action three times before `setDisposable` is called, and the timer, disposed only when
    // it is handed over, ran on meanwhile ([0, 1, 2, 3, 4] once at a load of 5).
    let armed = DispatchSemaphore(value: 0)
    timer.setDisposable(
      scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(1)) { state in
        if state == 0 { armed.wait() }
        states.lockedValue { $0.append(state) }
        if state == 2 {
          timer.dispose()
          third.signal()
        }
        return state + 1
      })
    armed.signal()
    #expect(third.wait(timeout: .now() + .seconds(30)) == .success)
    _ = scheduler.schedule { third.signal() }
    #expect(third.wait(timeout: .now() + .seconds(30)) == .success)
    #expect(states.lockedValue { $0 } == [0, 1, 2])
  }
}

/// A state value whose lifetime a test watches.
final class Token: Sendable {}
