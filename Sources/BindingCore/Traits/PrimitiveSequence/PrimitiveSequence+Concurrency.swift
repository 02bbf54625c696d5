import Synchronization

extension PrimitiveSequenceType where Trait == SingleTrait, Element: Sendable {
  /// The single's value, awaited: subscribes, and returns the value or throws the error.
  ///
  /// ```swift
  /// let user = try await api.user(id: 7).value
  /// ```
  ///
  /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`,
  /// unless the single has already ended.
  public var value: Element {
    get async throws {
      try await awaitOutcome { resume in
        subscribe(
          onSuccess: { resume(.success($0)) },
          onFailure: { resume(.failure($0)) },
          onDisposed: { resume(.failure(CancellationError())) })
      }
    }
  }

  /// A single that runs `work` in a new task for each subscriber and succeeds with what it
  /// returns, or fails with what it throws.
  ///
  /// ```swift
  /// let profile = Single.create { try await session.profile() }
  /// ```
  ///
  /// Disposing the subscription cancels the task. The outcome arrives on the task's executor.
  ///
  /// - Parameters:
  ///   - detached: Runs `work` in a detached task rather than one that inherits the
  ///     subscriber's task-local values and priority.
  ///   - priority: The task's priority; `nil` for the default.
  ///   - work: The asynchronous work whose result the single delivers.
  @_disfavoredOverload
  public static func create(
    detached: Bool = false, priority: TaskPriority? = nil,
    work: @Sendable @escaping () async throws -> Element
  ) -> Single<Element> {
    Single<Element>.create { observer in
      // Only the one task below reports, once: the single's serial delivery.
      nonisolated(unsafe) let observer = observer
      let operation: @Sendable () async -> Void = {
        let outcome: SingleEvent<Element>
        do { outcome = .success(try await work()) } catch { outcome = .failure(error) }
        observer(outcome)
      }
      let task =
        detached
        ? Task.detached(priority: priority, operation: operation)
        : Task(priority: priority, operation: operation)
      return Disposables.create { task.cancel() }
    }
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element: Sendable {
  /// The maybe's value, awaited: subscribes, and returns the value, `nil` when the maybe
  /// completes empty, or throws the error.
  ///
  /// ```swift
  /// if let cached = try await cache.entry(for: key).value { show(cached) }
  /// ```
  ///
  /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`,
  /// unless the maybe has already ended.
  public var value: Element? {
    get async throws {
      try await awaitOutcome { resume in
        subscribe(
          onSuccess: { resume(.success($0)) },
          onError: { resume(.failure($0)) },
          onCompleted: { resume(.success(nil)) },
          onDisposed: { resume(.failure(CancellationError())) })
      }
    }
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Awaits the completable: returns when it completes, or throws its error.
  ///
  /// ```swift
  /// try await api.save(draft).value
  /// ```
  ///
  /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`,
  /// unless the completable has already ended.
  public var value: Void {
    get async throws {
      try await awaitOutcome { resume in
        subscribe(
          onCompleted: { resume(.success(())) },
          onError: { resume(.failure($0)) },
          onDisposed: { resume(.failure(CancellationError())) })
      }
    }
  }
}

/// Subscribes with `subscribe` and awaits the first outcome it reports; cancelling the
/// awaiting task disposes the subscription.
///
/// `subscribe` reports through the closure it is given; only the first report counts, so the
/// `onDisposed` that follows a value or an error is ignored, and one that comes first (the
/// subscription was disposed by the cancellation) ends the wait with its `CancellationError`.
private func awaitOutcome<Value: Sendable>(
  _ subscribe: (@escaping (Result<Value, any Error>) -> Void) -> Disposable
) async throws -> Value {
  let subscription = SingleAssignmentDisposable()
  return try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation { continuation in
      let once = ResumeOnce(continuation)
      subscription.setDisposable(subscribe { once.resume(with: $0) })
    }
  } onCancel: {
    subscription.dispose()
  }
}

/// Resumes a continuation with the first result it is given and drops the others, from any
/// thread.
private final class ResumeOnce<Value: Sendable>: Sendable {
  private let continuation: Mutex<CheckedContinuation<Value, any Error>?>

  init(_ continuation: CheckedContinuation<Value, any Error>) {
    self.continuation = Mutex(continuation)
  }

  func resume(with result: Result<Value, any Error>) {
    let waiting = continuation.lockedValue { $0.take() }
    waiting?.resume(with: result)
  }
}
