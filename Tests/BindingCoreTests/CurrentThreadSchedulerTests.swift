import BindingCore
import BindingTestExpectations
import Dispatch
import Foundation
import Synchronization
import Testing

@Suite(.checksResources) struct CurrentThreadSchedulerTests {
  private let scheduler = CurrentThreadScheduler.instance

  @Test func scheduleIsRequiredOutsideAnActionAndNotInside() {
    #expect(CurrentThreadScheduler.isScheduleRequired)
    var requiredInside: Bool?
    _ = scheduler.schedule(()) { _ in
      requiredInside = CurrentThreadScheduler.isScheduleRequired
      return Disposables.create()
    }
    #expect(requiredInside == false)
    #expect(CurrentThreadScheduler.isScheduleRequired)
  }

  @Test func nestedActionsRunAfterTheCurrentOneBeforeScheduleReturns() {
    var messages: [Int] = []
    _ = scheduler.schedule(()) { _ in
      messages.append(1)
      _ = self.scheduler.schedule(()) { _ in
        messages.append(3)
        _ = self.scheduler.schedule(()) { _ in
          messages.append(5)
          return Disposables.create()
        }
        messages.append(4)
        return Disposables.create()
      }
      messages.append(2)
      return Disposables.create()
    }
    #expect(messages == [1, 2, 3, 4, 5])
  }

  @Test func aQueuedActionDisposedByTheActionThatQueuedItDoesNotRun() {
    var messages: [Int] = []
    _ = scheduler.schedule(()) { _ in
      messages.append(1)
      let outer = self.scheduler.schedule(()) { _ in
        messages.append(3)
        let inner = self.scheduler.schedule(()) { _ in
          messages.append(5)
          return Disposables.create()
        }
        inner.dispose()
        messages.append(4)
        return inner
      }
      messages.append(2)
      return outer
    }
    #expect(messages == [1, 2, 3, 4])
  }

  @Test func aQueuedActionDisposedBeforeItsTurnDoesNotRunNorDoesWhatItWouldQueue() {
    var messages: [Int] = []
    _ = scheduler.schedule(()) { _ in
      messages.append(1)
      let outer = self.scheduler.schedule(()) { _ in
        messages.append(3)
        return self.scheduler.schedule(()) { _ in
          messages.append(5)
          return Disposables.create()
        }
      }
      outer.dispose()
      messages.append(2)
      return outer
    }
    #expect(messages == [1, 2])
  }

  @Test func disposingAQueuedActionLetsGoOfItsState() {
    weak var weakState: Token?
    var stateAliveAfterDispose: Bool?
    _ = scheduler.schedule(()) { _ in
      let queued: Disposable
      do {
        let state = Token()
        weakState = state
        queued = self.scheduler.schedule(state) { _ in Disposables.create() }
      }
      queued.dispose()
      stateAliveAfterDispose = weakState != nil
      return Disposables.create()
    }
    #expect(stateAliveAfterDispose == false)
  }

  @Test func eachThreadHasItsOwnQueue() {
    let log = Log()
    let otherDone = DispatchSemaphore(value: 0)
    var waited = false
    _ = scheduler.schedule(()) { _ in
      log.append("outer starts")
      Thread.detachNewThread {
        let required = CurrentThreadScheduler.isScheduleRequired
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
          log.append("other thread runs at once, required before: \(required)")
          return Disposables.create()
        }
        log.append("other thread returns")
        otherDone.signal()
      }
      waited = otherDone.wait(timeout: .now() + .seconds(30)) == .success
      log.append("outer ends")
      return Disposables.create()
    }
    #expect(waited)
    #expect(
      log.entries == [
        "outer starts", "other thread runs at once, required before: true",
        "other thread returns", "outer ends",
      ])
  }

  @Test func recursiveSchedulingOfAHundredThousandActionsRunsOnA256KiBStack() {
    let count = runOnThread(stackSize: 256 * 1024) { () -> Int in
      var count = 0
      func step(_ remaining: Int) -> Disposable {
        count += 1
        if remaining > 0 {
          _ = CurrentThreadScheduler.instance.schedule(remaining - 1, action: step)
        }
        return Disposables.create()
      }
      _ = CurrentThreadScheduler.instance.schedule(99_999, action: step)
      return count
    }
    #expect(count == 100_000)
  }

  @Test(arguments: [true, false])
  func aHundredThousandActionsEachReturningTheNextOnesDisposableEndOnA256KiBStack(disposed: Bool) {
    let count = runOnThread(stackSize: 256 * 1024) { () -> Int in
      var count = 0
      func step(_ remaining: Int) -> Disposable {
        count += 1
        guard remaining > 0 else { return Disposables.create() }
        return CurrentThreadScheduler.instance.schedule(remaining - 1, action: step)
      }
      var outer: Disposable? = CurrentThreadScheduler.instance.schedule(99_999, action: step)
      if disposed { outer?.dispose() }
      outer = nil
      return count
    }
    #expect(count == 100_000)
  }
}
