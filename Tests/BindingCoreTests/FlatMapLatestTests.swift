import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct FlatMapLatestTests {
  @Test func switchesToTheLatestInnerAndDisposesThePrevious() {
    let outer = PublishRelay<Int>()
    let inners = [HotProbe<String>(), HotProbe<String>()]
    let (log, subscription) = outer.flatMapLatest { inners[$0].observable }.record()
    defer { subscription.dispose() }
    outer.accept(0)
    inners[0].onNext("a")
    outer.accept(1)
    #expect(!inners[0].isObserved)
    inners[0].onNext("stale")
    inners[1].onNext("b")
    #expect(log.values == ["a", "b"])
  }

  @Test func completesOnceSourceAndLatestInnerHaveCompleted() {
    let outer = HotProbe<Int>()
    let inner = HotProbe<Int>()
    let (log, _) = outer.observable.flatMapLatest { _ in inner.observable }.record()
    outer.onNext(1)
    outer.onCompleted()
    #expect(!log.isStopped)
    inner.onNext(7)
    inner.onCompleted()
    #expect(log.events == [.next(7), .completed])
  }

  @Test func sourceCompletingAfterInnerCompletedCompletesAtOnce() {
    let outer = HotProbe<Int>()
    let (log, _) = outer.observable.flatMapLatest { Observable.just($0) }.record()
    outer.onNext(1)
    outer.onCompleted()
    #expect(log.events == [.next(1), .completed])
  }

  @Test func completionOfAReplacedInnerIsIgnored() {
    let outer = HotProbe<Int>()
    let first = HotProbe<Int>()
    let second = HotProbe<Int>()
    let (log, _) = outer.observable.flatMapLatest { $0 == 1 ? first.observable : second.observable }
      .record()
    outer.onNext(1)
    outer.onNext(2)
    outer.onCompleted()
    first.onCompleted()
    #expect(!log.isStopped)
    second.onCompleted()
    #expect(log.events == [.completed])
  }

  @Test func innerErrorEndsTheResult() {
    let outer = HotProbe<Int>()
    let inner = HotProbe<Int>()
    let (log, _) = outer.observable.flatMapLatest { _ in inner.observable }.record()
    outer.onNext(1)
    inner.onError(OperatorTestError(code: 4))
    #expect(log.events == [.error(OperatorTestError(code: 4))])
    #expect(!outer.isObserved)
  }

  @Test func sourceErrorDisposesTheInner() {
    let outer = HotProbe<Int>()
    let inner = HotProbe<Int>()
    let (log, _) = outer.observable.flatMapLatest { _ in inner.observable }.record()
    outer.onNext(1)
    outer.onError(OperatorTestError())
    #expect(log.events == [.error(OperatorTestError())])
    #expect(!inner.isObserved)
  }

  @Test func errorThrownBySelectorEndsTheResult() {
    let outer = HotProbe<Int>()
    let (log, _) = outer.observable.flatMapLatest { _ -> Observable<Int> in
      throw OperatorTestError(code: 8)
    }.record()
    outer.onNext(1)
    #expect(log.events == [.error(OperatorTestError(code: 8))])
    #expect(!outer.isObserved)
  }

  @Test func disposingDisposesSourceAndInner() {
    let outer = HotProbe<Int>()
    let inner = HotProbe<Int>()
    let (log, subscription) = outer.observable.flatMapLatest { _ in inner.observable }.record()
    outer.onNext(1)
    inner.onNext(1)
    subscription.dispose()
    inner.onNext(2)
    #expect(log.values == [1])
    #expect(!outer.isObserved)
    #expect(!inner.isObserved)
  }

  @Test func innerRelayValueArrivesInTheSamePropagationAsTheQuery() {
    let query = BehaviorRelay(value: "a")
    let suffix = BehaviorRelay(value: "!")
    let results = query.flatMapLatest { q in suffix.map { q + $0 } }
    var seen: [String] = []
    let subscription = Observable.combineLatest(results, query) { "\($0) for \($1)" }
      .subscribe(onNext: { seen.append($0) })
    query.accept("b")
    suffix.accept("?")
    #expect(seen == ["a! for a", "b! for b", "b? for b"])
    subscription.dispose()
  }
}
