import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct TakeTests {
  @Test func takesTheFirstValuesThenCompletes() {
    let (log, _) = Observable.of(1, 2, 3, 4).take(2).record()
    #expect(log.events == [.next(1), .next(2), .completed])
  }

  @Test func completesAndDisposesSourceRightAfterTheLastValue() {
    let source = HotProbe<Int>()
    let (log, _) = source.observable.take(2).record()
    source.onNext(1)
    #expect(source.isObserved)
    source.onNext(2)
    #expect(log.events == [.next(1), .next(2), .completed])
    #expect(!source.isObserved)
    #expect(source.disposeCount == 1)
  }

  @Test func takeZeroCompletesWithoutSubscribing() {
    let source = HotProbe<Int>()
    let (log, _) = source.observable.take(0).record()
    #expect(log.events == [.completed])
    #expect(source.subscribeCount == 0)
  }

  @Test func shorterSourceCompletesNormally() {
    let (log, _) = Observable.of(1).take(5).record()
    #expect(log.events == [.next(1), .completed])
  }

  @Test func forwardsErrorBeforeCountIsReached() {
    let source = HotProbe<Int>()
    let (log, _) = source.observable.take(3).record()
    source.onNext(1)
    source.onError(OperatorTestError())
    #expect(log.events == [.next(1), .error(OperatorTestError())])
  }

  @Test func disposingStopsDeliveryAndDisposesSource() {
    let source = HotProbe<Int>()
    let (log, subscription) = source.observable.take(3).record()
    source.onNext(1)
    subscription.dispose()
    source.onNext(2)
    #expect(log.events == [.next(1)])
    #expect(!source.isObserved)
  }

  @Test func valueSentFromInsideTheLastDeliveryIsNotTaken() {
    let relay = PublishRelay<Int>()
    var seen: [Int] = []
    let subscription = relay.take(1).subscribe(onNext: { value in
      seen.append(value)
      relay.accept(value + 1)
    })
    relay.accept(1)
    #expect(seen == [1])
    subscription.dispose()
  }
}
