import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct RetryTests {
  @Test func resubscribesAfterErrorsUntilCompletion() {
    var attempt = 0
    let flaky = Observable<Int>.deferred {
      attempt += 1
      return attempt < 3
        ? Observable.concat(.just(attempt), .error(OperatorTestError(code: attempt)))
        : Observable.of(attempt, 100)
    }
    let (log, _) = flaky.retry().record()
    #expect(log.events == [.next(1), .next(2), .next(3), .next(100), .completed])
    #expect(attempt == 3)
  }

  @Test func retryCountForwardsTheLastErrorAfterTheLastAttempt() {
    let source = ColdProbe<Int>([.next(1), .error(OperatorTestError(code: 4))])
    let (log, _) = source.observable.retry(3).record()
    #expect(
      log.events == [.next(1), .next(1), .next(1), .error(OperatorTestError(code: 4))])
    #expect(source.subscribeCount == 3)
    #expect(source.disposeCount == 3)
  }

  @Test func retryCountStopsRetryingOnCompletion() {
    let source = ColdProbe<Int>([.next(1), .completed])
    let (log, _) = source.observable.retry(3).record()
    #expect(log.events == [.next(1), .completed])
    #expect(source.subscribeCount == 1)
  }

  @Test func retryZeroCompletesWithoutSubscribing() {
    let source = ColdProbe<Int>([.next(1)])
    let (log, _) = source.observable.retry(0).record()
    #expect(log.events == [.completed])
    #expect(source.subscribeCount == 0)
  }

  @Test func manySynchronousFailuresDoNotGrowTheStack() {
    let source = ColdProbe<Int>([.error(OperatorTestError())])
    let (log, _) = source.observable.retry(100_000).record()
    #expect(log.events == [.error(OperatorTestError())])
    #expect(source.subscribeCount == 100_000)
  }

  @Test func asynchronousErrorResubscribesToTheHotSource() {
    let source = HotProbe<Int>()
    let (log, subscription) = source.observable.retry().record()
    defer { subscription.dispose() }
    source.onNext(1)
    source.onError(OperatorTestError())
    #expect(source.subscribeCount == 2)
    #expect(source.isObserved)
    source.onNext(2)
    #expect(log.values == [1, 2])
  }

  @Test func disposingStopsRetrying() {
    let source = HotProbe<Int>()
    let (log, subscription) = source.observable.retry().record()
    source.onNext(1)
    subscription.dispose()
    source.onError(OperatorTestError())
    #expect(log.values == [1])
    #expect(source.subscribeCount == 1)
    #expect(!source.isObserved)
  }
}
