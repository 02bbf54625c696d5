import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct WithLatestFromTests {
  @Test func combinesEachValueWithTheLatestOfTheSecond() {
    let first = HotProbe<Int>()
    let second = HotProbe<String>()
    let (log, subscription) = first.observable.withLatestFrom(second.observable) { "\($0)\($1)" }.record()
    defer { subscription.dispose() }
    first.onNext(1)
    second.onNext("a")
    second.onNext("b")
    first.onNext(2)
    first.onNext(3)
    second.onNext("c")
    #expect(log.values == ["2b", "3b"])
  }

  @Test func formWithoutSelectorEmitsTheSecondsValue() {
    let taps = PublishRelay<Void>()
    let text = BehaviorRelay(value: "draft")
    let (log, subscription) = taps.withLatestFrom(text).record()
    taps.accept(())
    text.accept("final")
    taps.accept(())
    #expect(log.values == ["draft", "final"])
    subscription.dispose()
  }

  @Test func pairsWithTheCurrentValueOfABehaviorRelayAtSubscription() {
    let a = BehaviorRelay(value: 1)
    let (log, subscription) = a.withLatestFrom(a.map { $0 * 10 }) { "\($0)/\($1)" }.record()
    #expect(log.values == ["1/10"])
    subscription.dispose()
  }

  @Test func pairsWithTheUpdatedValueOfItsOwnDerivedSource() {
    let a = BehaviorRelay(value: 1)
    var seen: [String] = []
    let subscription = a.withLatestFrom(a.map { $0 * 10 }) { "\($0)/\($1)" }
      .subscribe(onNext: { seen.append($0) })
    a.accept(2)
    a.accept(3)
    #expect(seen == ["1/10", "2/20", "3/30"])
    subscription.dispose()
  }

  @Test func pairsWithTheUpdatedValueWhenTheTriggerIsDeliveredFirst() {
    let a = BehaviorRelay(value: 1)
    let trigger = a.share(replay: 1)
    let keepAlive = trigger.subscribe()
    var seen: [String] = []
    let subscription = trigger.withLatestFrom(a.map { $0 * 10 }) { "\($0)/\($1)" }
      .subscribe(onNext: { seen.append($0) })
    a.accept(2)
    a.accept(3)
    #expect(seen == ["1/10", "2/20", "3/30"])
    subscription.dispose()
    keepAlive.dispose()
  }

  @Test func transactionEmitsOncePerTriggerWithTheSettledValue() {
    let a = BehaviorRelay(value: 0)
    var seen: [String] = []
    let subscription = a.withLatestFrom(a.map { $0 * 10 }) { "\($0)/\($1)" }
      .subscribe(onNext: { seen.append($0) })
    transaction {
      a.accept(1)
      a.accept(2)
    }
    #expect(seen == ["0/0", "1/20", "2/20"])
    subscription.dispose()
  }

  @Test func completesWhenTheFirstCompletes() {
    let first = HotProbe<Int>()
    let second = HotProbe<Int>()
    let (log, _) = first.observable.withLatestFrom(second.observable).record()
    second.onNext(5)
    first.onNext(1)
    first.onCompleted()
    #expect(log.events == [.next(5), .completed])
    #expect(!second.isObserved)
  }

  @Test func secondCompletingKeepsItsLastValue() {
    let first = HotProbe<Int>()
    let second = HotProbe<Int>()
    let (log, subscription) = first.observable.withLatestFrom(second.observable).record()
    defer { subscription.dispose() }
    second.onNext(5)
    second.onCompleted()
    #expect(!second.isObserved)
    first.onNext(1)
    first.onNext(2)
    #expect(log.events == [.next(5), .next(5)])
  }

  @Test func errorFromEitherEndsTheResult() {
    let first = HotProbe<Int>()
    let second = HotProbe<Int>()
    let (fromSecond, _) = first.observable.withLatestFrom(second.observable).record()
    second.onError(OperatorTestError(code: 2))
    #expect(fromSecond.events == [.error(OperatorTestError(code: 2))])
    #expect(!first.isObserved)

    let other = HotProbe<Int>()
    let (fromFirst, _) = other.observable.withLatestFrom(Observable.just(1)).record()
    other.onError(OperatorTestError(code: 1))
    #expect(fromFirst.events == [.error(OperatorTestError(code: 1))])
  }

  @Test func errorThrownByResultSelectorEndsTheResult() {
    let first = HotProbe<Int>()
    let (log, _) = first.observable.withLatestFrom(Observable.just(1)) { _, _ -> Int in
      throw OperatorTestError(code: 6)
    }.record()
    first.onNext(1)
    #expect(log.events == [.error(OperatorTestError(code: 6))])
    #expect(!first.isObserved)
  }

  @Test func disposingDisposesBoth() {
    let first = HotProbe<Int>()
    let second = HotProbe<Int>()
    let (log, subscription) = first.observable.withLatestFrom(second.observable).record()
    second.onNext(1)
    first.onNext(0)
    subscription.dispose()
    first.onNext(0)
    #expect(log.values == [1])
    #expect(!first.isObserved)
    #expect(!second.isObserved)
  }
}
