extension SharedSequence where Element: Sendable {
  /// The sequence's values as an `AsyncStream`: iterate a ``Driver`` or a ``Signal`` with
  /// `for await`, no `try`, since neither can fail (RxCocoa's `values`).
  ///
  /// ```swift
  /// for await isLoading in viewModel.isLoading.values {
  ///   print(isLoading)
  /// }
  /// ```
  ///
  /// The stream ends when the sequence completes, and disposes the subscription when the
  /// iterating task is cancelled or stops iterating; a cancelled loop ends quietly. Values are
  /// buffered without limit while the iterating task is busy.
  public var values: AsyncStream<Element> {
    Infallible(raw: asObservable()).values
  }
}
