import BindingCore
import BindingTest
import BindingTestExpectations
import Synchronization
import Testing

@Suite(.checksResources) struct ScheduleRecursiveTests {
  @Test func eachRecursionIsANewRunAfterTheCurrentOneReturns() {
    let log = Mutex<[String]>([])
    _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { count, recurse in
      log.withLock { $0.append("start \(count)") }
      if count < 2 { recurse(count + 1) }
      log.withLock { $0.append("end \(count)") }
    }
    #expect(
      log.withLock { $0 } == ["start 0", "end 0", "start 1", "end 1", "start 2", "end 2"])
  }

  @Test func runsOnTheSchedulerOneTickApartUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    var ticks: [TestTime] = []
    var recursion: Disposable?
    _ = scheduler.scheduleAt(5) { recursion?.dispose() }
    recursion = scheduler.scheduleRecursive(()) { _, recurse in
      ticks.append(scheduler.clock)
      recurse(())
    }
    scheduler.start()
    #expect(ticks == [1, 2, 3, 4])
  }

  @Test func aLongRecursionOnTheTrampolineUsesNoStack() {
    var total = 0
    _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { count, recurse in
      total = count
      if count < 100_000 { recurse(count + 1) }
    }
    #expect(total == 100_000)
  }
}
