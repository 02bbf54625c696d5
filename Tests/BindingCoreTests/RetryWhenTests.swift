import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct RetryWhenTests {
  private struct RetryError: Error, Equatable {}
  private struct OtherError: Error {}

  /// A cold source that emits 1 and 2, then fails at 30.
  private static func failing(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createColdObservable([
      .next(10, 1), .next(20, 2), .error(30, RetryError()), .completed(40),
    ])
  }

  @Test func aSourceThatCompletesCompletesWhateverTheTriggerDid() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    let trigger = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let res = scheduler.start(disposed: 300) { xs.retry { _ in trigger } }
    #expect(res.events == [.completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func aTriggerThatNeverEmitsLeavesTheResultOpenAfterAFailure() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .error(250, RetryError()),
    ])
    let never = scheduler.createHotObservable([.next(150, 1)])
    let res = scheduler.start { xs.retry { _ in never } }
    #expect(res.events == [.next(210, 2), .next(220, 3)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func aTriggerThatEndedBeforeSubscriptionChangesNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([
      .next(100, 1), .next(150, 2), .next(200, 3), .completed(250),
    ])
    let ended = scheduler.createHotObservable([.next(150, 0), .completed(0)])
    let res = scheduler.start { xs.retry { _ in ended } }
    #expect(res.events == [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
    #expect(xs.subscriptions == [Subscription(200, 450)])
  }

  @Test func eachTriggerValueResubscribesAndItsErrorEndsTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.failing(scheduler)
    let res = scheduler.start(disposed: 300) {
      xs.retry { (errors: Observable<RetryError>) in
        errors.scan(0) { count, _ in
          if count + 1 == 2 { throw TestError() }
          return count + 1
        }
      }
    }
    #expect(
      res.events == [
        .next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .error(260, TestError()),
      ])
    #expect(xs.subscriptions == [Subscription(200, 230), Subscription(230, 260)])
  }

  @Test func aTriggerThatCompletedBeforeTheFailureCompletesTheResultAtTheFailure() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.failing(scheduler)
    let trigger = scheduler.createHotObservable([.next(150, 1), .completed(230)])
    let res = scheduler.start { xs.retry { _ in trigger.asObservable() } }
    #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func aTriggerCompletingInAnswerToAFailureCompletesTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.failing(scheduler)
    let res = scheduler.start(disposed: 300) {
      xs.retry { (errors: Observable<RetryError>) in
        errors.scan(0) { count, _ in count + 1 }.take(while: { $0 < 2 })
      }
    }
    #expect(
      res.events == [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .completed(260)])
    #expect(xs.subscriptions == [Subscription(200, 230), Subscription(230, 260)])
  }

  @Test func retriesWithAGrowingDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(5, 1), .error(10, RetryError())])
    let maxAttempts = 4
    let res = scheduler.start(disposed: 800) {
      xs.retry { (errors: Observable<any Error>) in
        errors.scan((attempt: -1, error: nil as (any Error)?)) { state, error in
          (state.attempt + 1, error)
        }
        .flatMap { attempt, error -> Observable<Int> in
          if attempt >= maxAttempts - 1, let error { return .error(error) }
          return Observable<Int>.timer(.seconds((attempt + 1) * 50), scheduler: scheduler)
        }
      }
    }
    #expect(
      res.events == [
        .next(205, 1), .next(265, 1), .next(375, 1), .next(535, 1), .error(540, RetryError()),
      ])
    #expect(
      xs.subscriptions == [
        Subscription(200, 210), Subscription(260, 270), Subscription(370, 380),
        Subscription(530, 540),
      ])
  }

  @Test func failuresOfAnotherTypeEndTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(5, 1), .error(10, RetryError())])
    let res = scheduler.start(disposed: 800) {
      xs.retry { (errors: Observable<OtherError>) in errors }
    }
    #expect(res.events == [.next(205, 1), .error(210, RetryError())])
    #expect(xs.subscriptions == [Subscription(200, 210)])
  }

  @Test func synchronousFailuresRetryInALoop() {
    var attempts = 0
    let source = Observable<Int>.create { observer in
      attempts += 1
      observer.onNext(attempts)
      if attempts < 100_000 {
        observer.onError(OperatorTestError())
      } else {
        observer.onCompleted()
      }
      return Disposables.create()
    }
    let (log, _) = source.retry { errors in errors }.record()
    #expect(log.values.count == 100_000)
    #expect(log.events.last == .completed)
  }
}
