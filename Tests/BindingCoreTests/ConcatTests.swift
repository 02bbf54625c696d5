import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct ConcatTests {
  @Test func emitsSourcesOneAfterAnother() {
    let (log, _) = Observable.of(1, 2).concat(Observable.of(3)).record()
    #expect(log.events == [.next(1), .next(2), .next(3), .completed])
  }

  @Test func subscribesToTheNextOnlyWhenTheCurrentCompletes() {
    let first = HotProbe<Int>()
    let second = HotProbe<Int>()
    let (log, _) = Observable.concat([first.observable, second.observable]).record()
    second.onNext(0)
    first.onNext(1)
    #expect(second.subscribeCount == 0)
    first.onCompleted()
    #expect(second.isObserved)
    #expect(!first.isObserved)
    second.onNext(2)
    second.onCompleted()
    #expect(log.events == [.next(1), .next(2), .completed])
  }

  @Test func errorEndsTheResultWithoutSubscribingTheRest() {
    let rest = ColdProbe<Int>([.next(9), .completed])
    let (log, _) = Observable.concat(
      Observable.of(1), Observable<Int>.error(OperatorTestError()), rest.observable
    ).record()
    #expect(log.events == [.next(1), .error(OperatorTestError())])
    #expect(rest.subscribeCount == 0)
  }

  @Test func emptyCollectionCompletesAtOnce() {
    let (log, _) = Observable<Int>.concat([Observable<Int>]()).record()
    #expect(log.events == [.completed])
  }

  @Test func lazySequenceIsIteratedPerSubscriber() {
    var made = 0
    let sources = (1...3).lazy.map { value -> Observable<Int> in
      made += 1
      return Observable.just(value)
    }
    let concatenated = Observable.concat(AnySequence(sources))
    let (first, _) = concatenated.record()
    let (second, _) = concatenated.record()
    #expect(first.values == [1, 2, 3])
    #expect(second.values == [1, 2, 3])
    #expect(made == 6)
  }

  @Test func manySynchronousSourcesDoNotGrowTheStack() {
    let sources = Array(repeating: Observable.just(1), count: 100_000)
    var sum = 0
    let subscription = Observable.concat(sources).subscribe(onNext: { sum += $0 })
    #expect(sum == 100_000)
    subscription.dispose()
  }

  @Test func disposingDisposesTheCurrentSource() {
    let first = HotProbe<Int>()
    let second = HotProbe<Int>()
    let (log, subscription) = first.observable.concat(second.observable).record()
    first.onCompleted()
    second.onNext(1)
    subscription.dispose()
    second.onNext(2)
    #expect(log.values == [1])
    #expect(!second.isObserved)
  }
}
