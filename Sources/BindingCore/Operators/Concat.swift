extension ObservableType {
  /// Emits every value of this sequence, then, once it completes, every value of `second`.
  ///
  /// ```swift
  /// cached.concat(fresh)   // -1-2|  then  -3|   becomes   -1-2-3|
  /// ```
  ///
  /// `second` is subscribed only when this sequence completes; an error from either ends
  /// the result.
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
  where Source.Element == Element {
    Observable.concat([asObservable(), second.asObservable()])
  }

  /// Emits every value of each source in turn, subscribing to the next when the current one
  /// completes, and completes after the last.
  ///
  /// ```swift
  /// Observable.concat([header, body, footer])
  /// ```
  ///
  /// An error from any source ends the result.
  public static func concat<Sources: Collection>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    SourceSequenceObservable(
      list: sources, as: .concat, advance: .onCompletion, rank: sources.map { $0.rank }.max() ?? 0,
      sourceDepth: (sources.map { $0.sourceDepth }.max() ?? 0) + 1)
  }

  /// Emits every value of each source of `sources` in turn, subscribing to the next when the
  /// current one completes, and completes after the last.
  ///
  /// The sequence is iterated anew for each subscriber, one source at a time, so it may be
  /// lazy or endless (`repeatElement(request, count: 3)`). An error from any source ends the
  /// result.
  public static func concat<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    SourceSequenceObservable(sources, as: .concat, advance: .onCompletion, rank: 0, sourceDepth: 1)
  }

  /// Emits every value of each source in turn, subscribing to the next when the current one
  /// completes, and completes after the last.
  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
    concat(sources)
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Emits every value of each inner sequence in the order this sequence emits them,
  /// subscribing to the next inner sequence when the current one completes.
  ///
  /// ```swift
  /// requests.map { fetch($0) }.concat()   // one request at a time, in order
  /// ```
  ///
  /// Inner sequences that arrive while one runs wait their turn. Completes once this sequence
  /// and every inner sequence have completed; an error from any of them ends the result. The
  /// same as `merge(maxConcurrent: 1)`.
  public func concat() -> Observable<Element.Element> {
    merge(maxConcurrent: 1)
  }
}
