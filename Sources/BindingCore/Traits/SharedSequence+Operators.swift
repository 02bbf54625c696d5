extension SharedSequenceConvertibleType {
  /// Transforms each value; see ``ObservableType/map(_:)``.
  public func map<Result>(_ transform: @escaping (Element) -> Result)
    -> SharedSequence<SharingStrategy, Result>
  {
    SharedSequence<SharingStrategy, Result>(asObservable().map(transform))
  }

  /// Keeps the values for which `isIncluded` is `true`.
  public func filter(_ isIncluded: @escaping (Element) -> Bool)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence<SharingStrategy, Element>(asObservable().filter(isIncluded))
  }

  /// Transforms each value, dropping `nil` results.
  public func compactMap<Result>(_ transform: @escaping (Element) -> Result?)
    -> SharedSequence<SharingStrategy, Result>
  {
    SharedSequence<SharingStrategy, Result>(asObservable().compactMap(transform))
  }

  /// Starts with `element` before the source's values.
  public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(asObservable().startWith(element))
  }

  /// Switches to the sequence `selector` returns for each value, dropping the previous one.
  ///
  /// The result shares and replays as the inner sequences do, as in RxCocoa: taps (a
  /// ``Signal``) mapped to requests (each a ``Driver``) give a ``Driver``.
  ///
  /// ```swift
  /// let signedIn: Driver<Bool> = loginTaps.flatMapLatest { api.signIn().asDriver(onErrorJustReturn: false) }
  /// ```
  public func flatMapLatest<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence<Sharing, Result>(asObservable().flatMapLatest { selector($0).asObservable() })
  }

  /// Pairs each value with the latest value of `second`, which must share the same way.
  public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
    _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
  ) -> SharedSequence<SharingStrategy, Result> where Second.SharingStrategy == SharingStrategy {
    SharedSequence<SharingStrategy, Result>(
      asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
  }

  /// Emits the latest value of `second`, a ``Driver`` or ``Signal``, at each value of this
  /// sequence; the result shares as this sequence does.
  ///
  /// ```swift
  /// let credentials: Signal<Credentials> = loginTaps.withLatestFrom(form)  // form: a Driver
  /// ```
  public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second)
    -> SharedSequence<SharingStrategy, Second.Element>
  {
    SharedSequence<SharingStrategy, Second.Element>(
      asObservable().withLatestFrom(second.asObservable()))
  }

  /// Emits a value only after `dueTime` passed without another one.
  public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(
      asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
  }

  /// Emits at most one value per `dueTime`.
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence<SharingStrategy, Element>(
      asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
  }
}

extension SharedSequence {
  /// Merges the values of several sequences.
  public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
  }
}

extension SharedSequenceConvertibleType where Element: Equatable {
  /// Drops values equal to the one before.
  public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(asObservable().distinctUntilChanged())
  }
}
