extension ObservableType {
  /// Emits the events of the first source of `sequence`; when it fails, continues with the
  /// next, and so on; fails with the last error once every source has failed.
  ///
  /// ```swift
  /// Observable.catch(sequence: [primaryServer, mirror, cache])   // the first that works
  /// ```
  ///
  /// Values of a source that failed stay delivered. The first source to complete completes
  /// the result. The sequence is iterated anew for each subscriber, one source at a time, so
  /// it may be lazy; an empty one completes at once.
  public static func `catch`<Sources: Sequence>(sequence: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    SourceSequenceObservable(sequence, as: .catch, advance: .onError, rank: 0, sourceDepth: 1)
  }
}
