import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct ScanTests {
  @Test func emitsEachRunningResult() {
    let (log, _) = Observable.of(1, 2, 3, 4).scan(0, accumulator: +).record()
    #expect(log.events == [.next(1), .next(3), .next(6), .next(10), .completed])
  }

  @Test func intoFormMutatesTheAccumulateInPlace() {
    let (log, _) = Observable.of("a", "b", "c")
      .scan(into: [String]()) { all, word in all.append(word) }
      .record()
    #expect(log.values == [["a"], ["a", "b"], ["a", "b", "c"]])
    #expect(log.isStopped)
  }

  @Test func emptySourceCompletesWithoutEmittingTheSeed() {
    let (log, _) = Observable<Int>.empty().scan(42, accumulator: +).record()
    #expect(log.events == [.completed])
  }

  @Test func eachSubscriptionStartsFromTheSeed() {
    let scanned = Observable.of(1, 2).scan(10, accumulator: +)
    let (first, _) = scanned.record()
    let (second, _) = scanned.record()
    #expect(first.values == [11, 13])
    #expect(second.values == [11, 13])
  }

  @Test func forwardsSourceError() {
    let source = HotProbe<Int>()
    let (log, _) = source.observable.scan(0, accumulator: +).record()
    source.onNext(2)
    source.onError(OperatorTestError())
    #expect(log.events == [.next(2), .error(OperatorTestError())])
  }

  @Test func errorThrownByAccumulatorEndsSequenceAndDisposesSource() {
    let source = HotProbe<Int>()
    let (log, _) = source.observable.scan(0) { sum, value in
      if value < 0 { throw OperatorTestError(code: value) }
      return sum + value
    }.record()
    source.onNext(1)
    source.onNext(-1)
    source.onNext(2)
    #expect(log.events == [.next(1), .error(OperatorTestError(code: -1))])
    #expect(!source.isObserved)
  }

  @Test func disposingStopsDelivery() {
    let relay = PublishRelay<Int>()
    let (log, subscription) = relay.scan(0, accumulator: +).record()
    relay.accept(1)
    subscription.dispose()
    relay.accept(2)
    #expect(log.values == [1])
  }
}
