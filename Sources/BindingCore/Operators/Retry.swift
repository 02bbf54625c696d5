extension ObservableType {
  /// Resubscribes to the source each time it fails, for as long as it takes to complete.
  ///
  /// ```swift
  /// flakyRequest.retry()   // -1-#   then again   -1-2|   becomes   -1-1-2|
  /// ```
  ///
  /// Values from failed attempts stay delivered. A source that always fails makes this
  /// retry forever.
  public func retry() -> Observable<Element> {
    RetryObservable(source: asObservable(), maxAttemptCount: nil)
  }

  /// Subscribes to the source up to `maxAttemptCount` times in all: resubscribes after each
  /// failure, and forwards the error of the last attempt.
  ///
  /// ```swift
  /// request.retry(3)   // at most three requests
  /// ```
  ///
  /// `retry(0)` completes at once without subscribing. `maxAttemptCount` must not be negative.
  public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
    precondition(maxAttemptCount >= 0, "maxAttemptCount must not be negative")
    if maxAttemptCount == 0 { return .empty() }
    return RetryObservable(source: asObservable(), maxAttemptCount: maxAttemptCount)
  }
}

final class RetryObservable<Element>: Observable<Element> {
  let source: Observable<Element>
  let maxAttemptCount: Int?

  init(source: Observable<Element>, maxAttemptCount: Int?) {
    self.source = source
    self.maxAttemptCount = maxAttemptCount
    super.init(rank: source.rank, sourceDepth: source.sourceDepth + 1)
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    let sink = RetrySink(source: source, maxAttemptCount: maxAttemptCount, downstream: node)
    sink.start()
    return sink
  }
}

private final class RetrySink<Element>: SequentialSink<Element> {
  private let source: Observable<Element>
  private let maxAttemptCount: Int?
  private var attempts = 0
  private var lastError: (any Error)?

  init(source: Observable<Element>, maxAttemptCount: Int?, downstream: ObserverNode<Element>) {
    self.source = source
    self.maxAttemptCount = maxAttemptCount
    super.init(downstream: downstream)
  }

  package override func nextSource() -> Observable<Element>? {
    if let maxAttemptCount, attempts >= maxAttemptCount, let lastError {
      forward(.error(lastError))
      return nil
    }
    attempts += 1
    return source
  }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next, .completed: forward(event)
    case .error(let error):
      lastError = error
      subscribeNext()
    }
  }
}
