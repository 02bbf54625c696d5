import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct ZipTests {
  @Test func pairsValuesInOrder() {
    let a = HotProbe<Int>()
    let b = HotProbe<String>()
    let (log, subscription) = Observable.zip(a.observable, b.observable) { "\($0)\($1)" }.record()
    defer { subscription.dispose() }
    a.onNext(1)
    a.onNext(2)
    b.onNext("a")
    a.onNext(3)
    b.onNext("b")
    b.onNext("c")
    b.onNext("d")
    #expect(log.values == ["1a", "2b", "3c"])
  }

  @Test func tupleFormPairsValues() {
    let (log, _) = Observable.zip(Observable.of(1, 2, 3), Observable.of("a", "b")).record()
    #expect(log.values.map { "\($0.0)\($0.1)" } == ["1a", "2b"])
    #expect(log.isStopped)
  }

  @Test func completesOnlyOnceBothSourcesHaveCompleted() {
    let a = HotProbe<Int>()
    let b = HotProbe<Int>()
    let (log, _) = Observable.zip(a.observable, b.observable, resultSelector: +).record()
    a.onNext(2)
    a.onCompleted()
    b.onNext(3)
    #expect(log.events == [.next(5)])
    b.onCompleted()
    #expect(log.events == [.next(5), .completed])
  }

  @Test func emptyAndNeverNeverCompletes() {
    let never = HotProbe<Int>()
    let (log, subscription) = Observable.zip(Observable<Int>.empty(), never.observable, resultSelector: +)
      .record()
    defer { subscription.dispose() }
    #expect(log.events.isEmpty)
    #expect(never.isObserved)
  }

  @Test func errorFromEitherEndsTheResultAndDisposesBoth() {
    let a = HotProbe<Int>()
    let b = HotProbe<Int>()
    let (log, _) = Observable.zip(a.observable, b.observable, resultSelector: +).record()
    a.onNext(1)
    b.onError(OperatorTestError(code: 2))
    #expect(log.events == [.error(OperatorTestError(code: 2))])
    #expect(!a.isObserved)
    #expect(!b.isObserved)
  }

  @Test func errorThrownByResultSelectorEndsTheResult() {
    let a = HotProbe<Int>()
    let b = HotProbe<Int>()
    let (log, _) = Observable.zip(a.observable, b.observable) { _, _ -> Int in
      throw OperatorTestError(code: 3)
    }.record()
    b.onNext(4)
    a.onNext(2)
    #expect(log.events == [.error(OperatorTestError(code: 3))])
    #expect(!a.isObserved)
  }

  @Test func disposingDisposesBoth() {
    let a = HotProbe<Int>()
    let b = HotProbe<Int>()
    let (log, subscription) = Observable.zip(a.observable, b.observable, resultSelector: +)
      .record()
    a.onNext(1)
    b.onNext(1)
    subscription.dispose()
    a.onNext(2)
    b.onNext(2)
    #expect(log.values == [2])
    #expect(!a.isObserved)
    #expect(!b.isObserved)
  }

  @Test func twoBranchesOfOneRelayMakeOnePairPerAccept() {
    let a = PublishRelay<Int>()
    var pairs: [String] = []
    let subscription = Observable.zip(a.map { $0 * 10 }, a.map { -$0 }) { "\($0)/\($1)" }
      .subscribe(onNext: { pairs.append($0) })
    a.accept(1)
    a.accept(2)
    #expect(pairs == ["10/-1", "20/-2"])
    subscription.dispose()
  }

  @Test func transactionWithTwoAcceptsEmitsBothPairsInOrder() {
    let a = BehaviorRelay(value: 0)
    var pairs: [String] = []
    let subscription = Observable.zip(a.map { $0 * 10 }, a.map { -$0 }) { "\($0)/\($1)" }
      .subscribe(onNext: { pairs.append($0) })
    transaction {
      a.accept(1)
      a.accept(2)
    }
    #expect(pairs == ["0/0", "10/-1", "20/-2"])
    subscription.dispose()
  }

  @Test func zipOfASourceWithItsDerivedCombinationStaysAligned() {
    let a = PublishRelay<Int>()
    let both = Observable.combineLatest(a.map { $0 }, a.map { $0 * 2 }) { $0 + $1 }
    var seen: [String] = []
    let subscription = Observable.zip(a, both) { "\($0):\($1)" }
      .subscribe(onNext: { seen.append($0) })
    a.accept(1)
    a.accept(2)
    #expect(seen == ["1:3", "2:6"])
    subscription.dispose()
  }

  @Test func collectionFormZipsEveryNthValue() {
    let sources = [Observable.of(1, 2, 3), Observable.of(10, 20), Observable.of(100, 200, 300)]
    let (log, _) = Observable.zip(sources).record()
    #expect(log.values == [[1, 10, 100], [2, 20, 200]])
    #expect(log.isStopped)
    let (summed, _) = Observable.zip(sources) { $0.reduce(0, +) }.record()
    #expect(summed.values == [111, 222])
  }

  @Test func emptyCollectionCompletesAtOnce() {
    let (log, _) = Observable<Int>.zip([Observable<Int>]()).record()
    #expect(log.events == [.completed])
  }

  @Test func collectionFormOverOneRelayEmitsOncePerAccept() {
    let a = PublishRelay<Int>()
    var rows: [[Int]] = []
    let subscription = Observable.zip((1...3).map { k in a.map { $0 * k } })
      .subscribe(onNext: { rows.append($0) })
    a.accept(1)
    a.accept(2)
    #expect(rows == [[1, 2, 3], [2, 4, 6]])
    subscription.dispose()
  }

  @Test func collectionFormForwardsErrorsAndCompletesWhenAllHave() {
    let a = HotProbe<Int>()
    let b = HotProbe<Int>()
    let (completed, _) = Observable.zip([a.observable, b.observable]).record()
    a.onNext(1)
    a.onCompleted()
    b.onNext(2)
    #expect(completed.events == [.next([1, 2])])
    b.onCompleted()
    #expect(completed.isStopped)

    let c = HotProbe<Int>()
    let (failed, _) = Observable.zip([c.observable, Observable<Int>.never()]).record()
    c.onError(OperatorTestError())
    #expect(failed.events == [.error(OperatorTestError())])
    #expect(!c.isObserved)
  }
}
