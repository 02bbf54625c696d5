import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct FlatMapTests {
  @Test func emitsTheEventsOfEveryInnerSequence() {
    let (log, _) = Observable.of(1, 2, 3).flatMap { Observable.of($0, $0 * 10) }.record()
    #expect(
      log.events == [.next(1), .next(10), .next(2), .next(20), .next(3), .next(30), .completed])
  }

  @Test func keepsEarlierInnerSequencesRunning() {
    let outer = PublishRelay<Int>()
    let inners = [HotProbe<String>(), HotProbe<String>()]
    let (log, subscription) = outer.flatMap { inners[$0].observable }.record()
    defer { subscription.dispose() }
    outer.accept(0)
    inners[0].onNext("a")
    outer.accept(1)
    inners[1].onNext("b")
    inners[0].onNext("c")
    #expect(log.values == ["a", "b", "c"])
    #expect(inners[0].isObserved)
  }

  @Test func completesOnceSourceAndAllInnersHaveCompleted() {
    let outer = HotProbe<Int>()
    let inner = HotProbe<Int>()
    let (log, _) = outer.observable.flatMap { _ in inner.observable }.record()
    outer.onNext(1)
    inner.onNext(1)
    inner.onCompleted()
    #expect(!log.isStopped)
    outer.onCompleted()
    #expect(log.events == [.next(1), .completed])
  }

  @Test func innerErrorEndsTheResultAndDisposesTheSource() {
    let outer = HotProbe<Int>()
    let (log, _) = outer.observable
      .flatMap { _ in Observable<Int>.error(OperatorTestError(code: 1)) }
      .record()
    outer.onNext(1)
    #expect(log.events == [.error(OperatorTestError(code: 1))])
    #expect(!outer.isObserved)
  }

  @Test func sourceErrorDisposesTheInners() {
    let outer = HotProbe<Int>()
    let inner = HotProbe<Int>()
    let (log, _) = outer.observable.flatMap { _ in inner.observable }.record()
    outer.onNext(1)
    outer.onError(OperatorTestError())
    #expect(log.events == [.error(OperatorTestError())])
    #expect(!inner.isObserved)
  }

  @Test func errorThrownBySelectorEndsTheResult() {
    let outer = HotProbe<Int>()
    let (log, _) = outer.observable.flatMap { value -> Observable<Int> in
      if value == 2 { throw OperatorTestError(code: 2) }
      return .just(value)
    }.record()
    outer.onNext(1)
    outer.onNext(2)
    #expect(log.events == [.next(1), .error(OperatorTestError(code: 2))])
    #expect(!outer.isObserved)
  }

  @Test func disposingDisposesSourceAndInners() {
    let outer = HotProbe<Int>()
    let inner = HotProbe<Int>()
    let (log, subscription) = outer.observable.flatMap { _ in inner.observable }.record()
    outer.onNext(1)
    outer.onNext(2)
    inner.onNext(5)
    subscription.dispose()
    inner.onNext(6)
    #expect(log.values == [5, 5])
    #expect(!outer.isObserved)
    #expect(!inner.isObserved)
  }

  @Test func completedInnerSubscriptionsAreReleased() {
    let outer = PublishRelay<Int>()
    let inner = ColdProbe<Int>([.next(1), .completed])
    let (log, subscription) = outer.flatMap { _ in inner.observable }.record()
    for value in 0..<3 { outer.accept(value) }
    #expect(log.values == [1, 1, 1])
    #expect(inner.disposeCount == 3)
    subscription.dispose()
  }
}
