import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// `zip` of ``Single`` and ``Maybe``: two to eight sources with a result selector or as a tuple,
/// and collections of singles, with the expectations of RxSwift's `SingleTest`, `MaybeTest`
/// and `PrimitiveSequenceTest+zip+arity`.
@Suite(.checksResources) struct PrimitiveSequenceZipTests {
  /// The outcome of `single` as text.
  private func outcome<Element>(_ single: Single<Element>) -> [String] {
    var log: [String] = []
    _ = single.subscribe(
      onSuccess: { log.append("success(\($0))") }, onFailure: { log.append("failure(\($0))") })
    return log
  }

  /// The outcome of `maybe` as text.
  private func outcome<Element>(_ maybe: Maybe<Element>) -> [String] {
    var log: [String] = []
    _ = maybe.subscribe(
      onSuccess: { log.append("success(\($0))") }, onError: { log.append("error(\($0))") },
      onCompleted: { log.append("completed") })
    return log
  }

  @Test func singleZipOfTwoAsATupleAndWithASelectorAtSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let tuple = scheduler.start {
      (Single.zip(Single.just(1), Single.just(2)) as Single<(Int, Int)>).map { $0.0 + $0.1 }
    }
    #expect(tuple.events == [.next(200, 3), .completed(200)])
    let selected = TestScheduler(initialClock: 0)
    let res = selected.start { Single.zip(Single.just(1), Single.just(2)) { $0 + $1 } }
    #expect(res.events == [.next(200, 3), .completed(200)])
  }

  @Test func maybeZipOfTwoAsATupleAndWithASelectorAtSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let tuple = scheduler.start {
      (Maybe.zip(Maybe.just(1), Maybe.just(2)) as Maybe<(Int, Int)>).map { $0.0 + $0.1 }
    }
    #expect(tuple.events == [.next(200, 3), .completed(200)])
    let selected = TestScheduler(initialClock: 0)
    let res = selected.start { Maybe.zip(Maybe.just(1), Maybe.just(2)) { $0 + $1 } }
    #expect(res.events == [.next(200, 3), .completed(200)])
  }

  @Test func singleZipWaitsForTheLastValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let b = scheduler.createColdObservable([.next(30, "b"), .completed(30)])
    let res = scheduler.start { Single.zip(a.asSingle(), b.asSingle()) { "\($0)\($1)" } }
    #expect(res.events == [.next(230, "1b"), .completed(230)])
  }

  @Test func singleZipFailsAsSoonAsOneFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(50, 1), .completed(50)])
    let b = scheduler.createColdObservable([.error(20, OperatorTestError(code: 2), Int.self)])
    let res = scheduler.start { Single.zip(a.asSingle(), b.asSingle()) }
    #expect(res.events.map(\.time) == [220])
    #expect(
      outcome(Single.zip(Single.just(1), Single<Int>.error(OperatorTestError()))) == [
        "failure(OperatorTestError(code: 0))"
      ])
  }

  @Test func maybeZipCompletesEmptyWhenOneIsEmpty() {
    #expect(outcome(Maybe.zip(Maybe.just(1), Maybe<Int>.empty())) == ["completed"])
    #expect(
      outcome(Maybe.zip(Maybe.just(1), Maybe.just(2), Maybe<Int>.empty()) { $0 + $1 + $2 }) == ["completed"])
  }

  @Test func singleZipOfTwoToEightSources() {
    let one: Single<Int> = .just(1)
    let selected2: Single<Int> = Single.zip(one, one) { $0 + $1 }
    let tuple2: Single<Int> = Single.zip(one, one).map { $0 + $1 }
    #expect(outcome(selected2) == ["success(2)"] && outcome(tuple2) == ["success(2)"])
    let selected3: Single<Int> = Single.zip(one, one, one) { $0 + $1 + $2 }
    let tuple3: Single<Int> = Single.zip(one, one, one).map { $0 + $1 + $2 }
    #expect(outcome(selected3) == ["success(3)"] && outcome(tuple3) == ["success(3)"])
    let selected4: Single<Int> = Single.zip(one, one, one, one) { $0 + $1 + $2 + $3 }
    let tuple4: Single<Int> = Single.zip(one, one, one, one).map { $0 + $1 + $2 + $3 }
    #expect(outcome(selected4) == ["success(4)"] && outcome(tuple4) == ["success(4)"])
    let selected5: Single<Int> = Single.zip(one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 }
    let tuple5: Single<Int> = Single.zip(one, one, one, one, one).map { $0 + $1 + $2 + $3 + $4 }
    #expect(outcome(selected5) == ["success(5)"] && outcome(tuple5) == ["success(5)"])
    let selected6: Single<Int> = Single.zip(one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 }
    let tuple6: Single<Int> = Single.zip(one, one, one, one, one, one).map { $0 + $1 + $2 + $3 + $4 + $5 }
    #expect(outcome(selected6) == ["success(6)"] && outcome(tuple6) == ["success(6)"])
    let selected7: Single<Int> = Single.zip(one, one, one, one, one, one, one) {
      $0 + $1 + $2 + $3 + $4 + $5 + $6
    }
    let tuple7: Single<Int> = Single.zip(one, one, one, one, one, one, one).map {
      $0 + $1 + $2 + $3 + $4 + $5 + $6
    }
    #expect(outcome(selected7) == ["success(7)"] && outcome(tuple7) == ["success(7)"])
    let selected8: Single<Int> = Single.zip(one, one, one, one, one, one, one, one) {
      $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
    }
    let tuple8: Single<Int> = Single.zip(one, one, one, one, one, one, one, one).map {
      $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
    }
    #expect(outcome(selected8) == ["success(8)"] && outcome(tuple8) == ["success(8)"])
  }

  @Test func maybeZipOfTwoToEightSources() {
    let one: Maybe<Int> = .just(1)
    let selected2: Maybe<Int> = Maybe.zip(one, one) { $0 + $1 }
    let tuple2: Maybe<Int> = Maybe.zip(one, one).map { $0 + $1 }
    #expect(outcome(selected2) == ["success(2)"] && outcome(tuple2) == ["success(2)"])
    let selected3: Maybe<Int> = Maybe.zip(one, one, one) { $0 + $1 + $2 }
    let tuple3: Maybe<Int> = Maybe.zip(one, one, one).map { $0 + $1 + $2 }
    #expect(outcome(selected3) == ["success(3)"] && outcome(tuple3) == ["success(3)"])
    let selected4: Maybe<Int> = Maybe.zip(one, one, one, one) { $0 + $1 + $2 + $3 }
    let tuple4: Maybe<Int> = Maybe.zip(one, one, one, one).map { $0 + $1 + $2 + $3 }
    #expect(outcome(selected4) == ["success(4)"] && outcome(tuple4) == ["success(4)"])
    let selected5: Maybe<Int> = Maybe.zip(one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 }
    let tuple5: Maybe<Int> = Maybe.zip(one, one, one, one, one).map { $0 + $1 + $2 + $3 + $4 }
    #expect(outcome(selected5) == ["success(5)"] && outcome(tuple5) == ["success(5)"])
    let selected6: Maybe<Int> = Maybe.zip(one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 }
    let tuple6: Maybe<Int> = Maybe.zip(one, one, one, one, one, one).map { $0 + $1 + $2 + $3 + $4 + $5 }
    #expect(outcome(selected6) == ["success(6)"] && outcome(tuple6) == ["success(6)"])
    let selected7: Maybe<Int> = Maybe.zip(one, one, one, one, one, one, one) {
      $0 + $1 + $2 + $3 + $4 + $5 + $6
    }
    let tuple7: Maybe<Int> = Maybe.zip(one, one, one, one, one, one, one).map {
      $0 + $1 + $2 + $3 + $4 + $5 + $6
    }
    #expect(outcome(selected7) == ["success(7)"] && outcome(tuple7) == ["success(7)"])
    let selected8: Maybe<Int> = Maybe.zip(one, one, one, one, one, one, one, one) {
      $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
    }
    let tuple8: Maybe<Int> = Maybe.zip(one, one, one, one, one, one, one, one).map {
      $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
    }
    #expect(outcome(selected8) == ["success(8)"] && outcome(tuple8) == ["success(8)"])
  }

  @Test func singleZipOfACollection() {
    let singles = [Single.just(1), Single.just(2), Single.just(3)]
    #expect(outcome(Single.zip(singles) { $0.reduce(0, +) }) == ["success(6)"])
    #expect(outcome(Single.zip(singles)) == ["success([1, 2, 3])"])
    #expect(
      outcome(Single.zip([Single.just(1), Single<Int>.error(OperatorTestError())])) == [
        "failure(OperatorTestError(code: 0))"
      ])
  }

  @Test func singleZipOfAnEmptyCollectionSucceedsAtOnce() {
    let none: [Single<Int>] = []
    #expect(outcome(Single.zip(none) { $0.reduce(0, +) }) == ["success(0)"])
    #expect(outcome(Single.zip(none)) == ["success([])"])
    var calls = 0
    let counted = Single.zip(none) { values -> Int in
      calls += 1
      return values.count
    }
    _ = outcome(counted)
    _ = outcome(counted)
    #expect(calls == 2)
    #expect(
      outcome(Single.zip(none) { _ -> Int in throw OperatorTestError(code: 5) }) == [
        "failure(OperatorTestError(code: 5))"
      ])
  }
}
