import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct CompactMapTests {
  @Test func dropsNilResultsAndKeepsOrder() {
    let (log, _) = Observable.of("1", "x", "3", "", "5").compactMap { Int($0) }.record()
    #expect(log.events == [.next(1), .next(3), .next(5), .completed])
  }

  @Test func forwardsSourceError() {
    let source = HotProbe<Int>()
    let (log, _) = source.observable.compactMap { $0 }.record()
    source.onNext(1)
    source.onError(OperatorTestError(code: 1))
    source.onNext(2)
    #expect(log.events == [.next(1), .error(OperatorTestError(code: 1))])
    #expect(!source.isObserved)
  }

  @Test func errorThrownByTransformEndsSequenceAndDisposesSource() {
    let source = HotProbe<Int>()
    let (log, _) = source.observable.compactMap { value -> Int? in
      if value == 2 { throw OperatorTestError(code: 2) }
      return value
    }.record()
    source.onNext(1)
    source.onNext(2)
    source.onNext(3)
    #expect(log.events == [.next(1), .error(OperatorTestError(code: 2))])
    #expect(source.disposeCount == 1)
  }

  @Test func disposingStopsDeliveryAndDisposesSource() {
    let source = HotProbe<Int>()
    let (log, subscription) = source.observable.compactMap { $0 }.record()
    source.onNext(1)
    subscription.dispose()
    source.onNext(2)
    #expect(log.events == [.next(1)])
    #expect(!source.isObserved)
  }
}
