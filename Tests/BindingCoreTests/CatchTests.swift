import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct CatchTests {
  @Test func continuesWithTheHandlersSequenceAfterAnError() {
    let source = HotProbe<Int>()
    var caught: [OperatorTestError] = []
    let (log, _) = source.observable.catch { error in
      caught.append(error as! OperatorTestError)
      return Observable.of(10, 11)
    }.record()
    source.onNext(1)
    source.onError(OperatorTestError(code: 5))
    #expect(log.events == [.next(1), .next(10), .next(11), .completed])
    #expect(caught == [OperatorTestError(code: 5)])
    #expect(!source.isObserved)
  }

  @Test func handlerMayReturnAnImplicitMemberSequence() {
    let (empty, _) = Observable<Int>.error(OperatorTestError()).catch { _ in .empty() }.record()
    #expect(empty.events == [.completed])
    let (just, _) = Observable<Int>.error(OperatorTestError()).catch { _ in .just(7) }.record()
    #expect(just.events == [.next(7), .completed])
  }

  @Test func completionPassesWithoutCallingTheHandler() {
    var called = false
    let (log, _) = Observable.of(1, 2).catch { _ in
      called = true
      return .just(0)
    }.record()
    #expect(log.events == [.next(1), .next(2), .completed])
    #expect(!called)
  }

  @Test func errorThrownByHandlerEndsTheResult() {
    let (log, _) = Observable<Int>.error(OperatorTestError(code: 1))
      .catch { _ -> Observable<Int> in throw OperatorTestError(code: 2) }
      .record()
    #expect(log.events == [.error(OperatorTestError(code: 2))])
  }

  @Test func errorFromTheFallbackEndsTheResult() {
    let (log, _) = Observable<Int>.error(OperatorTestError(code: 1))
      .catch { _ in Observable<Int>.error(OperatorTestError(code: 3)) }
      .record()
    #expect(log.events == [.error(OperatorTestError(code: 3))])
  }

  @Test func disposingDisposesTheFallback() {
    let fallback = HotProbe<Int>()
    let (log, subscription) = Observable<Int>.error(OperatorTestError())
      .catch { _ in fallback.observable }
      .record()
    fallback.onNext(1)
    #expect(fallback.isObserved)
    subscription.dispose()
    fallback.onNext(2)
    #expect(log.values == [1])
    #expect(!fallback.isObserved)
  }

  @Test func catchAndReturnEndsWithTheElement() {
    let source = HotProbe<[String]>()
    let (log, _) = source.observable.catchAndReturn([]).record()
    source.onNext(["a"])
    source.onError(OperatorTestError())
    #expect(log.events == [.next(["a"]), .next([]), .completed])
  }

  @Test func catchAndReturnPassesCompletion() {
    let (log, _) = Observable.of(1).catchAndReturn(0).record()
    #expect(log.events == [.next(1), .completed])
  }
}
