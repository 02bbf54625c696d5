import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct DistinctUntilChangedTests {
  private struct User: Equatable {
    var id: Int
    var name: String
  }

  @Test func dropsConsecutiveDuplicatesOnly() {
    let (log, _) = Observable.of(1, 1, 2, 2, 2, 1, 3, 3).distinctUntilChanged().record()
    #expect(log.events == [.next(1), .next(2), .next(1), .next(3), .completed])
  }

  @Test func keySelectorComparesKeys() {
    let (log, _) = Observable.of(10, 11, 20, 35, 39).distinctUntilChanged { $0 / 10 }.record()
    #expect(log.values == [10, 20, 35])
  }

  @Test func keyPathComparesTheProperty() {
    let users = [
      User(id: 1, name: "Ada"), User(id: 2, name: "Ada"), User(id: 3, name: "Grace"),
    ]
    let (log, _) = Observable.from(users).distinctUntilChanged(at: \.name).record()
    #expect(log.values.map(\.id) == [1, 3])
  }

  @Test func comparerDecidesEquality() {
    let (log, _) = Observable.of(1.0, 1.001, 2.0, 2.5)
      .distinctUntilChanged { abs($0 - $1) < 0.01 }
      .record()
    #expect(log.values == [1.0, 2.0, 2.5])
  }

  @Test func comparerSeesTheLastEmittedValue() {
    var compared: [String] = []
    let (_, _) = Observable.of(1, 2, 3).distinctUntilChanged { lhs, rhs in
      compared.append("\(lhs)-\(rhs)")
      return false
    }.record()
    #expect(compared == ["1-2", "2-3"])
  }

  @Test func errorThrownByKeySelectorEndsSequence() {
    let source = HotProbe<Int>()
    let (log, _) = source.observable.distinctUntilChanged { value -> Int in
      if value == 3 { throw OperatorTestError(code: 3) }
      return value
    }.record()
    source.onNext(1)
    source.onNext(3)
    #expect(log.events == [.next(1), .error(OperatorTestError(code: 3))])
    #expect(!source.isObserved)
  }

  @Test func errorThrownByComparerEndsSequence() {
    let source = HotProbe<Int>()
    let (log, _) = source.observable.distinctUntilChanged { _, _ -> Bool in
      throw OperatorTestError(code: 9)
    }.record()
    source.onNext(1)
    source.onNext(2)
    #expect(log.events == [.next(1), .error(OperatorTestError(code: 9))])
  }

  @Test func forwardsErrorAndCompletion() {
    let failing = HotProbe<Int>()
    let (failed, _) = failing.observable.distinctUntilChanged().record()
    failing.onNext(1)
    failing.onError(OperatorTestError())
    #expect(failed.events == [.next(1), .error(OperatorTestError())])

    let (completed, _) = Observable<Int>.empty().distinctUntilChanged().record()
    #expect(completed.events == [.completed])
  }

  @Test func disposingStopsDeliveryAndDisposesSource() {
    let source = HotProbe<Int>()
    let (log, subscription) = source.observable.distinctUntilChanged().record()
    source.onNext(1)
    subscription.dispose()
    source.onNext(2)
    #expect(log.values == [1])
    #expect(!source.isObserved)
  }
}
