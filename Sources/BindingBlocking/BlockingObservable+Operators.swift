import BindingCore

extension BlockingObservable {
  /// Waits for the sequence to end and returns every element it sent; rethrows its error.
  ///
  /// ```swift
  /// let values = try Observable.of(1, 2, 3).toBlocking().toArray()   // [1, 2, 3]
  /// ```
  ///
  /// - Throws: The sequence's error, or `RxError.timeout` when it has not ended
  ///   within the timeout.
  public func toArray() throws -> [Element] {
    try collect().elementsOrError()
  }

  /// Waits for the sequence's first element and returns it, or `nil` when the sequence
  /// completes without one; stops the sequence then.
  ///
  /// ```swift
  /// let first = try Observable.of(1, 2, 3).toBlocking().first()   // 1
  /// let none = try Observable<Int>.empty().toBlocking().first()    // nil
  /// ```
  ///
  /// - Throws: The error the sequence fails with before its first element, or
  ///   `RxError.timeout`.
  public func first() throws -> Element? {
    try collect(upTo: 1).elementsOrError().first
  }

  /// Waits for the sequence to end and returns its last element, or `nil` when it sent none.
  ///
  /// ```swift
  /// let last = try Observable.of(1, 2, 3).toBlocking().last()   // 3
  /// ```
  ///
  /// - Throws: The sequence's error, or `RxError.timeout`.
  public func last() throws -> Element? {
    try collect().elementsOrError().last
  }

  /// Waits for the sequence to end and returns its only element.
  ///
  /// ```swift
  /// let only = try Observable.just(42).toBlocking().single()   // 42
  /// ```
  ///
  /// - Throws: `RxError.noElements` when the sequence completes empty,
  ///   `RxError.moreThanOneElement` as soon as a second element arrives (the
  ///   sequence is stopped then), the sequence's error, or `RxError.timeout`.
  public func single() throws -> Element {
    try single { _ in true }
  }

  /// Waits for the sequence to end and returns its only element that satisfies `predicate`.
  ///
  /// ```swift
  /// let three = try Observable.of(1, 2, 3, 4).toBlocking().single { $0 == 3 }   // 3
  /// ```
  ///
  /// `predicate` sees each element until a second match (or its own error) stops the sequence.
  ///
  /// - Throws: `RxError.noElements` when no element matches,
  ///   `RxError.moreThanOneElement` at the second match, the error `predicate`
  ///   throws, the sequence's error, or `RxError.timeout`.
  public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
    let matches = try collect(upTo: 2, where: predicate).elementsOrError()
    guard matches.count < 2 else { throw RxError.moreThanOneElement }
    guard let only = matches.first else { throw RxError.noElements }
    return only
  }

  /// Waits for the sequence to end and returns how it ended, with the elements it sent: never
  /// throws.
  ///
  /// ```swift
  /// let result = Observable.concat(.of(1, 2), .error(failure)).toBlocking().materialize()
  /// // .failed(elements: [1, 2], error: failure)
  /// ```
  ///
  /// A sequence that has not ended within the timeout gives `.failed` with the elements so far
  /// and `RxError.timeout`.
  public func materialize() -> MaterializedSequenceResult<Element> {
    collect()
  }

  /// Subscribes to the source and waits until it ends, `limit` elements matching `predicate`
  /// have arrived, `predicate` throws, or the timeout passes; then disposes the subscription.
  private func collect(
    upTo limit: Int? = nil, where predicate: @escaping (Element) throws -> Bool = { _ in true }
  ) -> MaterializedSequenceResult<Element> {
    let collector = BlockingCollector(limit: limit, predicate: predicate)
    defer { collector.subscription.dispose() }
    collector.start(source, timeout: timeout)
    return collector.result()
  }
}

extension MaterializedSequenceResult {
  /// The elements of a completed sequence; throws the error of a failed one.
  fileprivate func elementsOrError() throws -> [Element] {
    switch self {
    case .completed(let elements): return elements
    case .failed(_, let error): throw error
    }
  }
}
