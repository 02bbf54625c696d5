import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct SingleTests {
  /// Subscribes and returns what the single ended with, as text.
  private func outcome<Element>(_ single: Single<Element>) -> [String] {
    var log: [String] = []
    _ = single.subscribe(
      onSuccess: { log.append("success(\($0))") }, onFailure: { log.append("failure(\($0))") })
    return log
  }

  @Test func createDeliversTheFirstOutcomeOnly() {
    let single = Single<Int>.create { observer in
      observer(.success(1))
      observer(.success(2))
      observer(.failure(OperatorTestError()))
      return Disposables.create()
    }
    #expect(outcome(single) == ["success(1)"])
    let (log, _) = single.asObservable().record()
    #expect(log.events == [.next(1), .completed])
  }

  @Test func createDisposesWhatItReturnedWhenDone() {
    var disposed = false
    let single = Single<Int>.create { observer in
      observer(.success(1))
      return Disposables.create { disposed = true }
    }
    _ = single.subscribe { _ in }
    #expect(disposed)
  }

  @Test func justErrorAndNever() {
    #expect(outcome(Single.just(3)) == ["success(3)"])
    #expect(outcome(Single<Int>.error(OperatorTestError(code: 4))) == ["failure(OperatorTestError(code: 4))"])
    #expect(outcome(Single<Int>.never()).isEmpty)
  }

  @Test func justOnASchedulerSucceedsAtTheScheduledTime() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    scheduler.scheduleAt(300) {
      _ = Single.just(5, scheduler: scheduler).subscribe(onSuccess: {
        log.append("\($0) at \(scheduler.clock)")
      })
    }
    scheduler.start()
    #expect(log == ["5 at 301"])
  }

  @Test func mapFlatMapAndZip() {
    let single = Single.just(2).map { $0 * 10 }.flatMap { Single.just($0 + 1) }
    #expect(outcome(single) == ["success(21)"])
    let zipped = Single.zip(Single.just(1), Single.just("a")) { "\($0)\($1)" }
    #expect(outcome(zipped) == ["success(1a)"])
  }

  @Test func filterAndCompactMapMakeAMaybe() {
    var log: [String] = []
    _ = Single.just(3).filter { $0 > 5 }.subscribe(
      onSuccess: { log.append("success(\($0))") }, onCompleted: { log.append("empty") })
    _ = Single.just("7").compactMap { Int($0) }.subscribe(onSuccess: { log.append("success(\($0))") })
    #expect(log == ["empty", "success(7)"])
  }

  @Test func catchRetryAndCatchAndReturn() {
    var attempts = 0
    let flaky = Single<Int>.deferred {
      attempts += 1
      return attempts < 3 ? .error(OperatorTestError()) : .just(attempts)
    }
    #expect(outcome(flaky.retry(3)) == ["success(3)"])
    #expect(outcome(Single<Int>.error(OperatorTestError()).catchAndReturn(0)) == ["success(0)"])
    #expect(outcome(Single<Int>.error(OperatorTestError()).catch { _ in .just(9) }) == ["success(9)"])
  }

  @Test func doRunsTheSuccessHandlers() {
    var log: [String] = []
    _ = Single.just(1)
      .do(onSuccess: { log.append("on \($0)") }, afterSuccess: { log.append("after \($0)") })
      .subscribe(onSuccess: { log.append("got \($0)") })
    #expect(log == ["on 1", "got 1", "after 1"])
  }

  @Test func flatMapCompletableAndAsCompletable() {
    var saved: [Int] = []
    var done = 0
    let save = { (value: Int) in
      Completable.create { observer in
        saved.append(value)
        observer(.completed)
        return Disposables.create()
      }
    }
    _ = Single.just(4).flatMapCompletable(save).subscribe(onCompleted: { done += 1 })
    _ = Single.just(5).asCompletable().subscribe(onCompleted: { done += 1 })
    #expect(saved == [4])
    #expect(done == 2)
  }

  @Test func timeoutFailsASlowSingle() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Single<Int>.never().timeout(.seconds(50), scheduler: scheduler)
    }
    #expect(res.events == [.error(250, RxError.timeout)])
  }
}
