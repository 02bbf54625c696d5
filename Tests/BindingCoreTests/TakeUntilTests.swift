import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct TakeUntilTests {
  @Test func forwardsValuesUntilOtherEmitsThenCompletesAndDisposesBoth() {
    let source = HotProbe<Int>()
    let other = HotProbe<String>()
    let (log, _) = source.observable.take(until: other.observable).record()
    source.onNext(1)
    source.onNext(2)
    other.onNext("stop")
    source.onNext(3)
    #expect(log.events == [.next(1), .next(2), .completed])
    #expect(!source.isObserved)
    #expect(!other.isObserved)
  }

  @Test func otherCompletingWithoutValueChangesNothing() {
    let source = HotProbe<Int>()
    let other = HotProbe<Int>()
    let (log, _) = source.observable.take(until: other.observable).record()
    source.onNext(1)
    other.onCompleted()
    #expect(!other.isObserved)
    source.onNext(2)
    source.onCompleted()
    #expect(log.events == [.next(1), .next(2), .completed])
  }

  @Test func errorFromOtherEndsTheResult() {
    let source = HotProbe<Int>()
    let other = HotProbe<Int>()
    let (log, _) = source.observable.take(until: other.observable).record()
    source.onNext(1)
    other.onError(OperatorTestError(code: 7))
    #expect(log.events == [.next(1), .error(OperatorTestError(code: 7))])
    #expect(!source.isObserved)
  }

  @Test func sourceErrorAndCompletionDisposeOther() {
    let source = HotProbe<Int>()
    let other = HotProbe<Int>()
    let (failed, _) = source.observable.take(until: other.observable).record()
    source.onError(OperatorTestError())
    #expect(failed.events == [.error(OperatorTestError())])
    #expect(!other.isObserved)

    let (completed, _) = Observable.of(1, 2).take(until: other.observable).record()
    #expect(completed.events == [.next(1), .next(2), .completed])
    #expect(!other.isObserved)
  }

  @Test func otherEmittingAtSubscriptionCompletesWithoutSubscribingSource() {
    let source = HotProbe<Int>()
    let (log, _) = source.observable.take(until: Observable.just(())).record()
    #expect(log.events == [.completed])
    #expect(source.subscribeCount == 0)
  }

  @Test func whenOneChangeReachesBothTheResultCompletesFirst() {
    let relay = PublishRelay<Int>()
    let (log, subscription) = relay.take(until: relay.filter { $0 == 3 }).record()
    relay.accept(1)
    relay.accept(3)
    relay.accept(4)
    #expect(log.events == [.next(1), .completed])
    subscription.dispose()
  }

  @Test func disposingDisposesBoth() {
    let source = HotProbe<Int>()
    let other = HotProbe<Int>()
    let (log, subscription) = source.observable.take(until: other.observable).record()
    source.onNext(1)
    subscription.dispose()
    source.onNext(2)
    #expect(log.events == [.next(1)])
    #expect(!source.isObserved)
    #expect(!other.isObserved)
  }
}
