import Synchronization

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
  /// subscription when the iterating task is cancelled or stops iterating. A loop whose task
  /// is cancelled before the sequence ended throws `CancellationError`, as in RxSwift. Values
  /// are buffered without limit while the iterating task is busy.
  public var values: AsyncThrowingStream<Element, any Error> {
    AsyncThrowingStream { continuation in
      let ended = EndFlag()
      let subscription = asObservable().subscribe(
        onNext: { continuation.yield($0) },
        onError: { error in
          ended.set()
          continuation.finish(throwing: error)
        },
        onCompleted: {
          ended.set()
          continuation.finish()
        },
        onDisposed: {
          // Disposed before the end: the iterating task was cancelled.
          if !ended.isSet { continuation.finish(throwing: CancellationError()) }
        })
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

/// Whether the sequence iterated by ``ObservableConvertibleType/values`` has ended.
private final class EndFlag: Sendable {
  private let flag = Atomic<Bool>(false)

  var isSet: Bool { flag.load(ordering: .acquiring) }

  func set() { flag.store(true, ordering: .releasing) }
}
