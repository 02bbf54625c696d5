import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct RepeatElementTests {
  @Test func emitsTheElementOncePerTickUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 207) {
      Observable.repeatElement(42, scheduler: scheduler)
    }
    #expect(
      res.events == [
        .next(201, 42), .next(202, 42), .next(203, 42), .next(204, 42), .next(205, 42),
        .next(206, 42),
      ])
  }

  @Test func onTheCurrentThreadSchedulerTakeEndsIt() {
    let (log, _) = Observable.repeatElement("ping").take(3).record()
    #expect(log.events == [.next("ping"), .next("ping"), .next("ping"), .completed])
  }

  @Test func aHundredThousandElementsRunOnA256KiBStack() {
    let counts = runOnThread(stackSize: 256 * 1024) { () -> [Int] in
      var count = 0
      var completed = 0
      _ = Observable.repeatElement(7).take(100_000)
        .subscribe(onNext: { _ in count += 1 }, onCompleted: { completed += 1 })
      return [count, completed]
    }
    #expect(counts == [100_000, 1])
  }

  @Test func subscribedInsideACurrentThreadActionItRunsAfterThatAction() {
    var log: [String] = []
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      _ = Observable.repeatElement("x").take(2)
        .subscribe(onNext: { log.append($0) }, onCompleted: { log.append("|") })
      log.append("subscribed")
      return Disposables.create()
    }
    #expect(log == ["subscribed", "x", "x", "|"])
  }

  @Test func twoRepeatsMergedTakeTurnsStepByStep() {
    let (log, _) = Observable.merge(.repeatElement("a"), .repeatElement("b")).take(5).record()
    #expect(log.events == [.next("a"), .next("b"), .next("a"), .next("b"), .next("a"), .completed])
  }
}
