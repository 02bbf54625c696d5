import BindingCore
import BindingTestExpectations
import Dispatch
import Synchronization
import Testing

@Suite(.checksResources) struct MergeTests {
  @Test func interleavesEventsAsTheyCome() {
    let a = HotProbe<Int>()
    let b = HotProbe<Int>()
    let (log, subscription) = Observable.merge(a.observable, b.observable).record()
    defer { subscription.dispose() }
    a.onNext(1)
    b.onNext(2)
    a.onNext(3)
    #expect(log.values == [1, 2, 3])
  }

  @Test func completesOnceAllSourcesHaveCompleted() {
    let a = HotProbe<Int>()
    let b = HotProbe<Int>()
    let (log, _) = Observable.merge([a.observable, b.observable]).record()
    a.onNext(1)
    a.onCompleted()
    b.onNext(2)
    #expect(!log.isStopped)
    b.onCompleted()
    #expect(log.events == [.next(1), .next(2), .completed])
  }

  @Test func errorEndsTheResultAndDisposesTheOthers() {
    let a = HotProbe<Int>()
    let b = HotProbe<Int>()
    let (log, _) = Observable.merge(a.observable, b.observable).record()
    a.onNext(1)
    b.onError(OperatorTestError())
    a.onNext(2)
    #expect(log.events == [.next(1), .error(OperatorTestError())])
    #expect(!a.isObserved)
    #expect(!b.isObserved)
  }

  @Test func emptyCollectionCompletesAtOnce() {
    let (log, _) = Observable<Int>.merge([Observable<Int>]()).record()
    #expect(log.events == [.completed])
  }

  // RxSwift: each element of `of` and `from` is a step of its own on the trampoline, so the
  // steps of cold sources merged together interleave.
  @Test func coldSourcesInterleaveStepByStep() {
    let (log, _) = Observable.merge(Observable.of(1, 2), Observable.of(3)).record()
    #expect(log.events == [.next(1), .next(3), .next(2), .completed])
  }

  @Test func twoFromsInterleaveIntoOneCount() {
    let (log, _) = Observable.merge(.from([1, 3, 5, 7, 9]), .from([2, 4, 6, 8, 10])).record()
    #expect(log.events == (1...10).map { .next($0) } + [.completed])
  }

  @Test func instanceMergeFlattensInnerSequences() {
    let outer = HotProbe<Observable<Int>>()
    let inner = HotProbe<Int>()
    let (log, _) = outer.observable.merge().record()
    outer.onNext(inner.observable)
    outer.onNext(Observable.of(10, 11))
    inner.onNext(1)
    outer.onCompleted()
    #expect(!log.isStopped)
    inner.onCompleted()
    #expect(log.events == [.next(10), .next(11), .next(1), .completed])
  }

  @Test func disposingDisposesEverySource() {
    let a = HotProbe<Int>()
    let b = HotProbe<Int>()
    let (log, subscription) = Observable.merge(a.observable, b.observable).record()
    a.onNext(1)
    subscription.dispose()
    b.onNext(2)
    #expect(log.values == [1])
    #expect(!a.isObserved)
    #expect(!b.isObserved)
  }

  @Test func mergingTwoBranchesOfOneRelayEmitsBothInSubscriptionOrder() {
    let relay = PublishRelay<Int>()
    let (log, subscription) = Observable.merge(relay.map { $0 * 10 }, relay.map { -$0 }).record()
    relay.accept(1)
    relay.accept(2)
    #expect(log.values == [10, -1, 20, -2])
    subscription.dispose()
  }

  @Test func sourcesOnSeveralThreadsAreDeliveredOneAtATime() {
    let relays = (0..<4).map { _ in PublishRelay<Int>() }
    let inside = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
    let received = Atomic<Int>(0)
    let subscription = Observable.merge(relays).subscribe(onNext: { _ in
      if inside.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
        overlaps.add(1, ordering: .relaxed)
      }
      received.add(1, ordering: .relaxed)
      inside.subtract(1, ordering: .acquiringAndReleasing)
    })
    DispatchQueue.concurrentPerform(iterations: 4) { index in
      for value in 0..<5_000 { relays[index].accept(value) }
    }
    #expect(received.load(ordering: .acquiring) == 20_000)
    #expect(overlaps.load(ordering: .acquiring) == 0)
    subscription.dispose()
  }
}
