import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct AsyncBridgeTests {
  @Test func valuesIteratesUntilCompletion() async throws {
    var collected: [Int] = []
    for try await value in Observable.of(1, 2, 3).values { collected.append(value) }
    #expect(collected == [1, 2, 3])
  }

  struct Boom: Error {}

  @Test func valuesThrowsTheSequenceError() async {
    var collected: [Int] = []
    await #expect(throws: Boom.self) {
      for try await value in Observable<Int>.create({ observer in
        observer.onNext(1)
        observer.onError(Boom())
        return Disposables.create()
      }).values {
        collected.append(value)
      }
    }
    #expect(collected == [1])
  }

  @Test func breakingOutOfValuesDisposesTheSubscription() async throws {
    let relay = BehaviorRelay(value: 0)
    let disposed = BooleanDisposable()
    let source = Observable<Int>.create { observer in
      let inner = relay.subscribe(observer)
      return Disposables.create(inner, disposed)
    }
    for try await value in source.values where value == 0 { break }
    for _ in 0..<100 where !disposed.isDisposed { await Task.yield() }
    #expect(disposed.isDisposed)
  }

  @Test func asyncSequenceBecomesAnObservable() async throws {
    let stream = AsyncStream<Int> { continuation in
      for value in 1...3 { continuation.yield(value) }
      continuation.finish()
    }
    var collected: [Int] = []
    for try await value in stream.asObservable().values { collected.append(value) }
    #expect(collected == [1, 2, 3])
  }

  @Test func aCancelledLoopOverANeverEndingSequenceThrowsCancellationError() async {
    let task = Task { () -> (any Error)? in
      do {
        for try await _ in Observable<Int>.never().values {}
        return nil
      } catch {
        return error
      }
    }
    task.cancel()
    let error = await task.value
    #expect(error is CancellationError)
  }

  @Test func aSequenceThatEndedDoesNotThrowCancellationError() async throws {
    var collected: [Int] = []
    for try await value in Observable.of(1, 2, 3).values { collected.append(value) }
    #expect(collected == [1, 2, 3])
  }
}

/// `asObservable(priority:)` on an async sequence, as RxSwift's `Observable+Concurrency` has it.
@Suite(.checksResources) struct AsyncSequenceAsObservableTests {
  @Test func theIteratingTaskRunsAtTheGivenPriority() async throws {
    let priorities = AsyncStream<TaskPriority>.makeStream()
    let probe = PriorityProbe(priorities.continuation)
    var seen: [TaskPriority] = []
    for try await _ in probe.asObservable(priority: .low).values { break }
    var iterator = priorities.stream.makeAsyncIterator()
    if let priority = await iterator.next() { seen.append(priority) }
    #expect(seen == [.low])
  }

  @Test func aCancellationErrorFromTheSequenceCompletes() async throws {
    let stream = AsyncThrowingStream<Int, any Error> { continuation in
      continuation.yield(1)
      continuation.finish(throwing: CancellationError())
    }
    var collected: [Int] = []
    for try await value in stream.asObservable().values { collected.append(value) }
    #expect(collected == [1])
  }

  @Test func anotherErrorFromTheSequenceFails() async {
    let stream = AsyncThrowingStream<Int, any Error> { continuation in
      continuation.finish(throwing: OperatorTestError(code: 6))
    }
    await #expect(throws: OperatorTestError(code: 6)) {
      for try await _ in stream.asObservable().values {}
    }
  }
}

/// An async sequence of one element that reports the priority of the task iterating it.
private struct PriorityProbe: AsyncSequence, Sendable {
  typealias Element = Int
  let report: AsyncStream<TaskPriority>.Continuation

  init(_ report: AsyncStream<TaskPriority>.Continuation) { self.report = report }

  struct AsyncIterator: AsyncIteratorProtocol {
    let report: AsyncStream<TaskPriority>.Continuation
    var done = false

    mutating func next() async -> Int? {
      if done { return nil }
      done = true
      report.yield(Task.currentPriority)
      return 1
    }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(report: report) }
}
