import BindingBlocking
import BindingCore
import BindingTestExpectations
import Foundation
import Synchronization
import Testing

/// Set once from any thread, read from the test's.
private final class Flag: Sendable {
  private let state = Atomic<Bool>(false)
  var isSet: Bool { state.load(ordering: .acquiring) }
  func set() { state.store(true, ordering: .releasing) }
}

/// A sequence that sends `elements` from a dispatch worker thread after `milliseconds`, then
/// completes; `disposed` is set when its subscription ends.
private func sentLater(_ elements: [Int], after milliseconds: Int, disposed: Flag = Flag())
  -> Observable<Int>
{
  Observable.from(elements)
    .delaySubscription(.milliseconds(milliseconds), scheduler: backgroundScheduler())
    .do(onDispose: { disposed.set() })
}

@Suite(.checksResources) struct BlockingThreadTests {
  @Test func blocksTheCallingThreadUntilAnotherThreadSends() throws {
    let start = Date()
    #expect(try sentLater([1, 2], after: 50).toBlocking(timeout: 10).toArray() == [1, 2])
    #expect(Date().timeIntervalSince(start) >= 0.05)
  }

  @Test func independentCallsEachGetTheirOwnElements() throws {
    for _ in 0..<10 {
      let scheduler = backgroundScheduler()
      let pair = { Observable.of(1, 2).subscribe(on: scheduler) }
      let one = { Observable.just(1).subscribe(on: scheduler) }
      #expect(try pair().toBlocking().toArray() == [1, 2])
      #expect(try pair().toBlocking().toArray() == [1, 2])
      #expect(try one().toBlocking().first() == 1)
      #expect(try one().toBlocking().last() == 1)
      #expect(try one().toBlocking().single() == 1)
    }
  }

  @Test func theSubscriptionIsDisposedOnceTheAnswerIsKnown() throws {
    let disposed = Flag()
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      return Disposables.create { disposed.set() }
    }
    #expect(try source.toBlocking().first() == 1)
    #expect(disposed.isSet)
  }

  @Test func aTimeoutDisposesTheSubscription() {
    let disposed = Flag()
    #expect(throws: RxError.timeout) {
      try sentLater([1], after: 60_000, disposed: disposed).toBlocking(timeout: 0.01).first()
    }
    #expect(disposed.isSet)
  }

  @Test func theTimeoutCountsFromTheCallNotFromEachElement() {
    let source = Observable<Int>.interval(.milliseconds(20), scheduler: backgroundScheduler())
    let result = source.toBlocking(timeout: 0.1).materialize()
    #expect(result.error as? RxError == .timeout)
    #expect(result.elements.count < 10)
  }

  @Test func subscribesInsideACurrentThreadSchedulerTurnSoAStopStopsWhatItQueued() throws {
    var sent: [Int] = []
    let source = Observable.of(1, 2, 3, scheduler: CurrentThreadScheduler.instance)
      .do(onNext: { sent.append($0) })
    #expect(try source.toBlocking().first() == 1)
    #expect(sent == [1])
  }

  @Test func insideATurnOfTheCurrentThreadSchedulerItsQueuedWorkWaitsForTheTurnToEnd() {
    var result: MaterializedSequenceResult<Int>?
    var immediate: Int?
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      immediate = try? Observable.just(7).toBlocking().first()
      result = Observable.of(1, scheduler: CurrentThreadScheduler.instance)
        .toBlocking(timeout: 0.05)
        .materialize()
      return Disposables.create()
    }
    #expect(immediate == 7)
    #expect(result?.error as? RxError == .timeout)
  }
}
