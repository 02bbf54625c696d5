extension ObservableType {
  /// Emits the events of every source as they come; completes once all have completed.
  ///
  /// ```swift
  /// Observable.merge(taps, keyPresses)   // -a---b-  and  --x---   become   -a-x-b-
  /// ```
  ///
  /// An error from any source ends the result with that error and disposes the others.
  /// Events from sources on different threads are delivered one at a time.
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    merge(sources)
  }

  /// Emits the events of every source in `sources` as they come; completes once all have
  /// completed, at once for an empty collection.
  public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    let all = Array(sources)
    let source = SequenceObservable(
      all, rank: all.map { $0.rank }.max() ?? 0, sourceDepth: all.map { $0.sourceDepth }.max() ?? 0)
    return FlatMapObservable(source: source, maxConcurrent: .max, overflow: .wait) { $0 }
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Subscribes to each inner sequence as it arrives and emits the events of all of them as
  /// they come.
  ///
  /// Completes once this sequence and every inner sequence have completed. An error from
  /// any of them ends the result.
  public func merge() -> Observable<Element.Element> {
    flatMap { $0 }
  }
}
