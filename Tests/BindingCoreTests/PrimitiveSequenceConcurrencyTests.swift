import BindingCore
import BindingTest
import BindingTestExpectations
import Dispatch
import Testing

/// The async `value` of ``Single``, ``Maybe`` and ``Completable`` and `Single.create` from
/// async work, with the expectations of RxSwift's `PrimitiveSequenceConcurrencyTests`.
@Suite(.checksResources) struct PrimitiveSequenceConcurrencyTests {
  @Test func singleValueReturnsTheValueOrThrowsTheError() async throws {
    #expect(try await Single.just("Hello").value == "Hello")
    await #expect(throws: OperatorTestError(code: 1)) {
      try await Single<String>.error(OperatorTestError(code: 1)).value
    }
  }

  @Test func maybeValueReturnsTheValueNilOrThrowsTheError() async throws {
    #expect(try await Maybe.just(7).value == 7)
    #expect(try await Maybe<Int>.empty().value == nil)
    await #expect(throws: OperatorTestError(code: 2)) {
      try await Maybe<Int>.error(OperatorTestError(code: 2)).value
    }
  }

  @Test func completableValueReturnsOnCompletionOrThrowsTheError() async throws {
    try await Completable.empty().value
    await #expect(throws: OperatorTestError(code: 3)) {
      try await Completable.error(OperatorTestError(code: 3)).value
    }
  }

  /// A task cancelled while it awaits a sequence that never ends throws `CancellationError`,
  /// and the subscription is disposed.
  @Test func cancellingTheTaskThrowsCancellationAndDisposes() async throws {
    let disposed = CallCounter()
    @Sendable func never() -> Observable<Int> {
      Observable<Int>.never().do(onDispose: { disposed.mark() })
    }
    let single = Task { try await never().asSingle().value }
    let maybe = Task { try await never().asMaybe().value }
    let completable = Task { try await never().ignoreElements().asCompletable().value }
    single.cancel()
    maybe.cancel()
    completable.cancel()
    await #expect(throws: CancellationError.self) { try await single.value }
    await #expect(throws: CancellationError.self) { try await maybe.value }
    await #expect(throws: CancellationError.self) { try await completable.value }
    #expect(disposed.count == 3)
  }

  /// A task cancelled after the sequence ended keeps the outcome.
  @Test func cancellingAfterTheEndKeepsTheOutcome() async throws {
    let task = Task { try await Single.just(5).value }
    let value = try await task.value
    task.cancel()
    #expect(value == 5)
    let maybe = Task { try await Maybe<Int>.empty().value }
    #expect(try await maybe.value == nil)
    maybe.cancel()
  }

  @Test func singleCreateRunsTheAsyncWorkForEachSubscriber() async throws {
    let calls = CallCounter()
    let single = Single<Int>.create {
      calls.mark()
      return 42
    }
    #expect(try await single.value == 42)
    #expect(try await single.value == 42)
    #expect(calls.count == 2)
    let failing = Single<Int>.create(detached: true) { throw OperatorTestError(code: 4) }
    await #expect(throws: OperatorTestError(code: 4)) { try await failing.value }
  }

  @Test func disposingASingleCreatedFromAsyncWorkCancelsIt() async throws {
    let started = AsyncStream<Void>.makeStream()
    let cancelled = AsyncStream<Bool>.makeStream()
    let single = Single<Int>.create(priority: .low) {
      started.continuation.yield()
      do {
        try await Task.sleep(for: .seconds(3_600))
      } catch {
        cancelled.continuation.yield(Task.isCancelled)
        throw error
      }
      return 1
    }
    let subscription = single.subscribe(onSuccess: { _ in }, onFailure: { _ in })
    var startedIterator = started.stream.makeAsyncIterator()
    _ = await startedIterator.next()
    subscription.dispose()
    var cancelledIterator = cancelled.stream.makeAsyncIterator()
    #expect(await cancelledIterator.next() == true)
  }

  /// A success racing the task's cancellation on other threads resumes the awaiting task once:
  /// a second resumption would crash the test.
  @Test func aSuccessRacingCancellationResumesOnce() async {
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<500 {
        let single = Single<Int>.create { observer in
          // Called once, from that one queue.
          nonisolated(unsafe) let observer = observer
          DispatchQueue.global().async { observer(.success(42)) }
          return Disposables.create()
        }
        let task = Task { try await single.value }
        group.addTask {
          task.cancel()
          _ = try? await task.value
        }
      }
    }
  }
}
