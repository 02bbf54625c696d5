import BindingCore
import BindingTestExpectations
import Testing

/// `zip` ends as RxSwift's does (its Observable+ZipTests are the reference): the forms with a
/// fixed number of sources once all have completed; the collection form also when a value
/// arrives that can never be paired because every other source completed.
@Suite(.checksResources) struct ZipCompletionTests {
  @Test func emptyBesideNeverNeverCompletes() {
    let never = HotProbe<Int>()
    let empty = HotProbe<Int>()
    let (log, subscription) = Observable.zip(empty.observable, never.observable, resultSelector: +).record()
    defer { subscription.dispose() }
    empty.onCompleted()
    never.onNext(1)
    #expect(log.events.isEmpty)
  }

  @Test func anEmptySourceCompletesTheResultOnlyWhenTheOtherCompletes() {
    let empty = HotProbe<Int>()
    let other = HotProbe<Int>()
    let (log, _) = Observable.zip(empty.observable, other.observable, resultSelector: +).record()
    empty.onCompleted()
    other.onNext(2)
    #expect(log.events.isEmpty)
    other.onCompleted()
    #expect(log.events == [.completed])
  }

  @Test func pairsThenCompletesWhenTheLaterSourceCompletes() {
    let left = HotProbe<Int>()
    let right = HotProbe<Int>()
    let (log, _) = Observable.zip(left.observable, right.observable, resultSelector: +).record()
    left.onNext(2)
    left.onCompleted()
    right.onNext(4)
    #expect(log.events == [.next(6)])
    right.onCompleted()
    #expect(log.events == [.next(6), .completed])
  }

  @Test func collectionCompletesWhenAValueCanNeverBePaired() {
    let sources = (0..<3).map { _ in HotProbe<Int>() }
    let (log, _) = Observable<Int>.zip(sources.map(\.observable)).record()
    sources[0].onNext(1)
    sources[1].onNext(2)
    sources[2].onNext(3)
    sources[1].onNext(5)
    sources[0].onNext(4)
    sources[2].onNext(6)
    sources[0].onCompleted()
    sources[2].onNext(8)
    sources[1].onNext(7)
    #expect(log.values == [[1, 2, 3], [4, 5, 6]])
    #expect(!log.isStopped)
    sources[2].onCompleted()
    #expect(!log.isStopped)
    sources[1].onNext(9)
    #expect(log.events.last == .completed)
  }

  @Test func emptyCollectionCompletesAtOnce() {
    let (log, _) = Observable<Int>.zip([Observable<Int>]()).record()
    #expect(log.events == [.completed])
  }
}
