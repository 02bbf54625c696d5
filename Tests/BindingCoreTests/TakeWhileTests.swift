import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct TakeWhileTests {
  @Test func untilPredicateCompletesAtTheFirstMatchExclusively() {
    let (log, _) = Observable.of(1, 2, 3, 4, 1).take(until: { $0 > 2 }).record()
    #expect(log.events == [.next(1), .next(2), .completed])
  }

  @Test func untilPredicateInclusiveEmitsTheMatchingValue() {
    let (log, _) = Observable.of(1, 2, 3, 4).take(until: { $0 > 2 }, behavior: .inclusive)
      .record()
    #expect(log.events == [.next(1), .next(2), .next(3), .completed])
  }

  @Test func whileCompletesAtTheFirstValueFailingThePredicate() {
    let (exclusive, _) = Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }).record()
    #expect(exclusive.events == [.next(1), .next(2), .completed])
    let (inclusive, _) = Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }, behavior: .inclusive)
      .record()
    #expect(inclusive.events == [.next(1), .next(2), .next(3), .completed])
  }

  @Test func completionDisposesSource() {
    let source = HotProbe<Int>()
    let (log, _) = source.observable.take(until: { $0 == 0 }).record()
    source.onNext(1)
    source.onNext(0)
    source.onNext(2)
    #expect(log.events == [.next(1), .completed])
    #expect(!source.isObserved)
  }

  @Test func errorThrownByPredicateEndsSequence() {
    let source = HotProbe<Int>()
    let (log, _) = source.observable.take(while: { value in
      if value == 2 { throw OperatorTestError(code: 2) }
      return true
    }).record()
    source.onNext(1)
    source.onNext(2)
    #expect(log.events == [.next(1), .error(OperatorTestError(code: 2))])
    #expect(!source.isObserved)
  }

  @Test func forwardsSourceErrorAndCompletion() {
    let (failed, _) = Observable<Int>.error(OperatorTestError()).take(while: { _ in true })
      .record()
    #expect(failed.events == [.error(OperatorTestError())])
    let (completed, _) = Observable.of(1).take(until: { _ in false }).record()
    #expect(completed.events == [.next(1), .completed])
  }

  @Test func disposingStopsDelivery() {
    let relay = PublishRelay<Int>()
    let (log, subscription) = relay.take(while: { _ in true }).record()
    relay.accept(1)
    subscription.dispose()
    relay.accept(2)
    #expect(log.values == [1])
  }
}
