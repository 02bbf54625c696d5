extension ObservableConvertibleType where Element: Sendable {
  /// The sequence's values as an `AsyncThrowingStream`: iterate it with `for try await`.
  ///
  /// ```swift
  /// for try await name in viewModel.$name.values {
  ///   print(name)
  /// }
  /// ```
  ///
  /// The stream ends when the sequence completes, throws its error, and disposes the
  /// subscription when the iterating task is cancelled or stops iterating. Values are
  /// buffered without limit while the iterating task is busy.
  public var values: AsyncThrowingStream<Element, any Error> {
    AsyncThrowingStream { continuation in
      let subscription = asObservable().subscribe { event in
        switch event {
        case .next(let value): continuation.yield(value)
        case .error(let error): continuation.finish(throwing: error)
        case .completed: continuation.finish()
        }
      }
      let holder = SubscriptionHolder(subscription)
      continuation.onTermination = { _ in holder.dispose() }
    }
  }
}

/// Lets the stream's termination handler, which must be `Sendable`, dispose a subscription.
private final class SubscriptionHolder: Sendable {
  private let disposable: SingleAssignmentDisposable

  init(_ subscription: Disposable) {
    disposable = SingleAssignmentDisposable()
    disposable.setDisposable(subscription)
  }

  func dispose() { disposable.dispose() }
}
