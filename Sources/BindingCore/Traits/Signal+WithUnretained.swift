extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Pairs each element with `object`, held weakly; completes when `object` is gone, as
  /// RxCocoa's `Signal.withUnretained` (a `Driver` does not have it: use `drive(with:)`).
  ///
  /// ```swift
  /// saveTapped.withUnretained(self) { owner, _ in owner.draft }.emit(to: store.save)
  /// ```
  ///
  /// A `share(replay:)` after it keeps `object` in its buffer: put it after the sharing.
  public func withUnretained<Object: AnyObject, Out>(
    _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> SharedSequence<SharingStrategy, Out> {
    SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector))
  }

  /// Pairs each element with `object`, held weakly, as `(object, element)`; completes when
  /// `object` is gone.
  public func withUnretained<Object: AnyObject>(_ obj: Object)
    -> SharedSequence<SharingStrategy, (Object, Element)>
  {
    withUnretained(obj) { ($0, $1) }
  }
}
