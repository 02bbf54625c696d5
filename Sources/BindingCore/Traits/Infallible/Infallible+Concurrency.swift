extension InfallibleType where Element: Sendable {
  /// The sequence's values as an `AsyncStream`: iterate it with `for await`, no `try`, since
  /// an infallible sequence cannot fail.
  ///
  /// ```swift
  /// for await name in viewModel.names.values {
  ///   print(name)
  /// }
  /// ```
  ///
  /// The stream ends when the sequence completes, and disposes the subscription when the
  /// iterating task is cancelled or stops iterating; a cancelled loop ends quietly. Values are
  /// buffered without limit while the iterating task is busy.
  public var values: AsyncStream<Element> {
    AsyncStream { continuation in
      let subscription = subscribe(
        onNext: { continuation.yield($0) }, onCompleted: { continuation.finish() },
        onDisposed: { continuation.finish() })
      let holder = SingleAssignmentDisposable()
      holder.setDisposable(subscription)
      continuation.onTermination = { _ in holder.dispose() }
    }
  }
}
