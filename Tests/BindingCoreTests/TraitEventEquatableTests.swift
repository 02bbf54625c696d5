import BindingCore
import BindingTestExpectations
import Testing

/// RxTest makes `MaybeEvent` and `CompletableEvent` comparable, so a test collects a trait's
/// outcomes and compares the list: `XCTAssertEqual(events, [.success(1)])`.
@Suite(.checksResources) struct TraitEventEquatableTests {
  @Test func maybeOutcomesCompareByCaseValueAndError() {
    var events: [MaybeEvent<Int>] = []
    _ = Maybe.just(1).subscribe { events.append($0) }
    _ = Maybe<Int>.empty().subscribe { events.append($0) }
    _ = Maybe<Int>.error(OperatorTestError(code: 3)).subscribe { events.append($0) }
    #expect(events == [.success(1), .completed, .error(OperatorTestError(code: 3))])
    #expect(MaybeEvent.success(1) != .success(2))
    #expect(MaybeEvent<Int>.error(OperatorTestError(code: 1)) != .error(OperatorTestError(code: 2)))
    #expect(MaybeEvent.success(1) != .completed)
  }

  @Test func completableOutcomesCompareByCaseAndError() {
    var events: [CompletableEvent] = []
    _ = Completable.empty().subscribe { events.append($0) }
    _ = Completable.error(OperatorTestError(code: 4)).subscribe { events.append($0) }
    #expect(events == [.completed, .error(OperatorTestError(code: 4))])
    #expect(CompletableEvent.error(OperatorTestError(code: 4)) != .completed)
    #expect(CompletableEvent.error(OperatorTestError(code: 1)) != .error(OperatorTestError(code: 2)))
  }

  /// `SingleEvent` is a `Result` with `any Error`, which cannot be `Equatable`; test helpers
  /// (BindingXCTest's `XCTAssertEqual`) compare lists of them with `singleEventsMatch`.
  @Test func singleOutcomesMatchByCaseValueAndError() {
    var events: [SingleEvent<Int>] = []
    _ = Single.just(1).subscribe { events.append($0) }
    _ = Single<Int>.error(OperatorTestError(code: 5)).subscribe { events.append($0) }
    #expect(singleEventsMatch(events, [.success(1), .failure(OperatorTestError(code: 5))]))
    #expect(!singleEventsMatch(events, [.success(1)]))
    #expect(!singleEventsMatch([SingleEvent.success(1)], [.success(2)]))
    #expect(
      !singleEventsMatch(
        [SingleEvent<Int>.failure(OperatorTestError(code: 1))], [.failure(OperatorTestError(code: 2))]))
  }
}
