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
    let source = asObservable()
    return SourceSequenceObservable(
      AnySequence { AnyIterator { source } }, as: .retry, advance: .onError, rank: source.rank,
      sourceDepth: source.sourceDepth + 1)
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
    let source = asObservable()
    return SourceSequenceObservable(
      Swift.repeatElement(source, count: maxAttemptCount), as: .retry, advance: .onError, rank: source.rank,
      sourceDepth: source.sourceDepth + 1)
  }
}
