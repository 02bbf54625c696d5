import BindingCore
import BindingTestExpectations
import Testing

/// `combineLatest` ends as RxSwift's does (its Observable+CombineLatestTests are the
/// reference): only once every source has completed, or once a value arrives that can never
/// be combined because every other source completed and one of them never emitted.
@Suite(.checksResources) struct CombineLatestCompletionTests {
  @Test func anEmptySourceBesideOneThatNeverEmitsNeverCompletes() {
    let never = HotProbe<Int>()
    let (log, subscription) = Observable.combineLatest(
      Observable<Int>.empty(), never.observable, resultSelector: +
    ).record()
    defer { subscription.dispose() }
    #expect(log.events.isEmpty)
  }

  @Test func aValueThatCanNeverBeCombinedCompletesTheResult() {
    let empty = HotProbe<Int>()
    let other = HotProbe<Int>()
    let (log, _) = Observable.combineLatest(empty.observable, other.observable, resultSelector: +)
      .record()
    empty.onCompleted()
    #expect(log.events.isEmpty)
    other.onNext(2)
    #expect(log.events == [.completed])
  }

  @Test func keepsCombiningWithTheLastValueOfACompletedSource() {
    let left = HotProbe<Int>()
    let right = HotProbe<Int>()
    let (log, _) = Observable.combineLatest(left.observable, right.observable, resultSelector: +)
      .record()
    left.onNext(2)
    right.onNext(3)
    left.onNext(4)
    left.onCompleted()
    right.onNext(5)
    right.onNext(6)
    #expect(log.events == [.next(5), .next(7), .next(9), .next(10)])
    right.onCompleted()
    #expect(log.events == [.next(5), .next(7), .next(9), .next(10), .completed])
  }

  @Test func anErrorAfterTheOtherSourceCompletedEndsTheResult() {
    let left = HotProbe<Int>()
    let right = HotProbe<Int>()
    let (log, _) = Observable.combineLatest(left.observable, right.observable, resultSelector: +)
      .record()
    left.onNext(2)
    left.onCompleted()
    right.onError(OperatorTestError())
    #expect(log.events == [.error(OperatorTestError())])
  }

  @Test func emptyCollectionEmitsTheSelectorsResultForNoValuesThenCompletes() {
    let (log, _) = Observable<Int>.combineLatest([Observable<Int>]()) { $0.count + 42 }.record()
    #expect(log.events == [.next(42), .completed])
  }

  @Test func collectionCompletesWhenTheLastOpenSourceEmitsAndCannotCombine() {
    let sources = (0..<3).map { _ in HotProbe<Int>() }
    let (log, _) = Observable<Int>.combineLatest(sources.map(\.observable)) { _ in 42 }.record()
    sources[0].onCompleted()
    sources[1].onCompleted()
    #expect(log.events.isEmpty)
    sources[2].onNext(2)
    #expect(log.events == [.completed])
  }

  @Test func threeSourcesCompleteOnlyWhenAllHave() {
    let sources = (0..<3).map { _ in HotProbe<Int>() }
    let (log, _) = Observable.combineLatest(
      sources[0].observable, sources[1].observable, sources[2].observable
    ) { $0 + $1 + $2 }.record()
    for (index, source) in sources.enumerated() { source.onNext(index) }
    sources[0].onCompleted()
    sources[2].onCompleted()
    sources[1].onNext(10)
    #expect(log.events == [.next(3), .next(12)])
    sources[1].onCompleted()
    #expect(log.events == [.next(3), .next(12), .completed])
  }
}
