import BindingCore
import BindingTestExpectations
import Dispatch
import Synchronization
import Testing

/// Real-time tests: they wait for work to finish, with a generous timeout, and never
/// measure how long it took.
@Suite(.checksResources) struct ConcurrentDispatchQueueSchedulerTests {
  private let queueKey = DispatchSpecificKey<String>()

  private func makeQueue(_ label: String) -> DispatchQueue {
    let queue = DispatchQueue(label: label, attributes: .concurrent)
    queue.setSpecific(key: queueKey, value: label)
    return queue
  }

  @Test func runsEveryActionOnItsQueue() {
    let queue = makeQueue("concurrent")
    let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
    let ran = Mutex<Set<Int>>([])
    let offQueue = Atomic<Int>(0)
    let group = DispatchGroup()
    for i in 0..<100 {
      group.enter()
      _ = scheduler.schedule(i) { i in
        if DispatchQueue.getSpecific(key: self.queueKey) != "concurrent" {
          offQueue.add(1, ordering: .relaxed)
        }
        ran.lockedValue { _ = $0.insert(i) }
        group.leave()
        return Disposables.create()
      }
    }
    #expect(group.wait(timeout: .now() + .seconds(30)) == .success)
    #expect(ran.lockedValue { $0 } == Set(0..<100))
    #expect(offQueue.load(ordering: .relaxed) == 0)
  }

  @Test func qosSchedulerRunsEveryAction() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    let count = Atomic<Int>(0)
    let group = DispatchGroup()
    for _ in 0..<50 {
      group.enter()
      _ = scheduler.schedule {
        count.add(1, ordering: .relaxed)
        group.leave()
      }
    }
    #expect(group.wait(timeout: .now() + .seconds(30)) == .success)
    #expect(count.load(ordering: .relaxed) == 50)
  }

  @Test func relativeActionRunsOnTheQueueOnceDue() {
    let queue = makeQueue("relative")
    let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
    let done = DispatchSemaphore(value: 0)
    let ranOnQueue = Atomic<Bool>(false)
    _ = scheduler.scheduleRelative(1, dueTime: .milliseconds(10)) { _ in
      ranOnQueue.store(
        DispatchQueue.getSpecific(key: self.queueKey) == "relative", ordering: .relaxed)
      done.signal()
      return Disposables.create()
    }
    #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
    let wasOnQueue = ranOnQueue.load(ordering: .relaxed)
    #expect(wasOnQueue)
  }

  @Test func disposingARelativeActionReleasesItWithoutRunningIt() {
    let queue = makeQueue("cancelled")
    let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
    let ran = Atomic<Bool>(false)
    weak var weakState: Token?
    let scheduled: Disposable
    // The queue is held until the action is disposed: on a busy machine its 1 ms could
    // otherwise pass before `dispose()` is reached, and the action run, as it should then.
    let held = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    queue.async(flags: .barrier) {
      held.signal()
      release.wait()
    }
    held.wait()
    do {
      let state = Token()
      weakState = state
      scheduled = scheduler.scheduleRelative(state, dueTime: .milliseconds(1)) { _ in
        ran.store(true, ordering: .relaxed)
        return Disposables.create()
      }
    }
    scheduled.dispose()
    #expect(weakState == nil)
    release.signal()
    // A later relative action on the same queue has run, so the cancelled one's time passed.
    let later = DispatchSemaphore(value: 0)
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
      later.signal()
      return Disposables.create()
    }
    #expect(later.wait(timeout: .now() + .seconds(30)) == .success)
    queue.sync(flags: .barrier) {}
    let didRun = ran.load(ordering: .relaxed)
    #expect(!didRun)
  }

  @Test func periodicActionThreadsStateOneRunAtATimeAndStopsWhenDisposed() {
    let queue = makeQueue("periodic")
    let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
    let states = Mutex<[Int]>([])
    let inside = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
    let timer = SingleAssignmentDisposable()
    let fifth = DispatchSemaphore(value: 0)
    timer.setDisposable(
      scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(1)) {
        state in
        if inside.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
          overlaps.add(1, ordering: .relaxed)
        }
        states.lockedValue { $0.append(state) }
        if state == 4 {
          timer.dispose()
          fifth.signal()
        }
        inside.subtract(1, ordering: .acquiringAndReleasing)
        return state + 1
      })
    #expect(fifth.wait(timeout: .now() + .seconds(30)) == .success)
    let later = DispatchSemaphore(value: 0)
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
      later.signal()
      return Disposables.create()
    }
    #expect(later.wait(timeout: .now() + .seconds(30)) == .success)
    queue.sync(flags: .barrier) {}
    #expect(states.lockedValue { $0 } == [0, 1, 2, 3, 4])
    #expect(overlaps.load(ordering: .relaxed) == 0)
  }

  /// The first run is due half a second after scheduling, so that the disposal on the next
  /// line comes first however loaded the machine is (at 5 ms, a descheduled test thread let the
  /// timer run once now and then).
  @Test func periodicTimerDisposedBeforeItsFirstRunNeverRuns() {
    let queue = makeQueue("never")
    let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
    let ran = Atomic<Int>(0)
    let timer = scheduler.schedulePeriodic(
      0, startAfter: .milliseconds(500), period: .milliseconds(5)
    ) { state in
      ran.add(1, ordering: .relaxed)
      return state + 1
    }
    timer.dispose()
    let later = DispatchSemaphore(value: 0)
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(600)) { _ in
      later.signal()
      return Disposables.create()
    }
    #expect(later.wait(timeout: .now() + .seconds(30)) == .success)
    queue.sync(flags: .barrier) {}
    #expect(ran.load(ordering: .relaxed) == 0)
  }
}
