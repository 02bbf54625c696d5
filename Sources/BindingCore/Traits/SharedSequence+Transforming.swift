/// The operators RxCocoa gives `Driver` and `Signal` besides those in
/// `SharedSequence+Operators.swift`: each returns the same trait, so `drive` and `emit` stay
/// available after it.
extension SharedSequenceConvertibleType {
  /// Calls the closures for each event and subscription, passing the events on unchanged, in
  /// the order of `Observable`'s `do`.
  ///
  /// ```swift
  /// viewModel.title.do(onNext: { print("title", $0) }).drive(label.rx.text)
  /// ```
  public func `do`(
    onNext: ((Element) -> Void)? = nil,
    afterNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    afterCompleted: (() -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(
      asObservable().do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose))
  }

  /// Prints every event, subscription and disposal with a timestamp, passing the events on
  /// unchanged; see ``ObservableType/debug(_:trimOutput:file:line:function:)``.
  ///
  /// ```swift
  /// viewModel.title.debug("title").drive(label.rx.text)
  /// ```
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(
      asObservable().debug(
        identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }

  /// Drops each value whose key equals the previous value's key.
  public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence<SharingStrategy, Element>(asObservable().distinctUntilChanged(keySelector))
  }

  /// Drops each value that `comparer` finds equal to the value before it.
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence<SharingStrategy, Element>(asObservable().distinctUntilChanged(comparer))
  }

  /// Drops each value whose key `comparer` finds equal to the previous value's key.
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(
      asObservable().distinctUntilChanged(keySelector, comparer: comparer))
  }

  /// Drops each value whose property at `keyPath` equals the previous value's.
  public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence<SharingStrategy, Element>(asObservable().distinctUntilChanged(at: keyPath))
  }

  /// Emits each running result of folding the values into `seed`.
  public func scan<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate
  ) -> SharedSequence<SharingStrategy, Accumulate> {
    SharedSequence<SharingStrategy, Accumulate>(asObservable().scan(seed, accumulator: accumulator))
  }

  /// Emits each running result of folding the values into `seed`, changed in place.
  public func scan<Accumulate>(
    into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) -> Void
  ) -> SharedSequence<SharingStrategy, Accumulate> {
    SharedSequence<SharingStrategy, Accumulate>(asObservable().scan(into: seed, accumulator: accumulator))
  }

  /// Drops the first `count` values.
  public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(asObservable().skip(count))
  }

  /// Merges the values of the sequences `selector` returns for each value.
  public func flatMap<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence<Sharing, Result>(asObservable().flatMap { selector($0).asObservable() })
  }

  /// Follows the sequence `selector` returns for a value, ignoring values until it completes.
  public func flatMapFirst<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence<Sharing, Result>(asObservable().flatMapFirst { selector($0).asObservable() })
  }

  /// Follows the sequences `selector` returns for each value one after another, in order.
  public func concatMap<Result>(
    _ selector: @escaping (Element) -> SharedSequence<SharingStrategy, Result>
  ) -> SharedSequence<SharingStrategy, Result> {
    SharedSequence<SharingStrategy, Result>(asObservable().concatMap { selector($0).asObservable() })
  }

  /// Delays each value by `dueTime` on the trait's scheduler.
  public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(
      asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
  }
}
