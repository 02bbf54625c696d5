extension SharedSequence {
  /// Transforms each value; see ``ObservableType/map(_:)``.
  public func map<Result>(_ transform: @escaping (Element) -> Result)
    -> SharedSequence<SharingStrategy, Result>
  {
    SharedSequence<SharingStrategy, Result>(source.map(transform))
  }

  /// Keeps the values for which `isIncluded` is `true`.
  public func filter(_ isIncluded: @escaping (Element) -> Bool)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(source.filter(isIncluded))
  }

  /// Transforms each value, dropping `nil` results.
  public func compactMap<Result>(_ transform: @escaping (Element) -> Result?)
    -> SharedSequence<SharingStrategy, Result>
  {
    SharedSequence<SharingStrategy, Result>(source.compactMap(transform))
  }

  /// Starts with `element` before the source's values.
  public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(source.startWith(element))
  }

  /// Switches to the sequence `selector` returns for each value, dropping the previous one.
  public func flatMapLatest<Result>(
    _ selector: @escaping (Element) -> SharedSequence<SharingStrategy, Result>
  ) -> SharedSequence<SharingStrategy, Result> {
    SharedSequence<SharingStrategy, Result>(source.flatMapLatest { selector($0).asObservable() })
  }

  /// Pairs each value with the latest value of `second`.
  public func withLatestFrom<Second, Result>(
    _ second: SharedSequence<SharingStrategy, Second>,
    resultSelector: @escaping (Element, Second) -> Result
  ) -> SharedSequence<SharingStrategy, Result> {
    SharedSequence<SharingStrategy, Result>(
      source.withLatestFrom(second.asObservable(), resultSelector: resultSelector))
  }

  /// Emits a value only after `dueTime` passed without another one.
  public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(source.debounce(dueTime, scheduler: SharingStrategy.scheduler))
  }

  /// Emits at most one value per `dueTime`.
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(source.throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
  }

  /// Combines the latest values of two sequences.
  public static func combineLatest<A, B>(
    _ a: SharedSequence<SharingStrategy, A>, _ b: SharedSequence<SharingStrategy, B>,
    resultSelector: @escaping (A, B) -> Element
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.combineLatest(a, b, resultSelector: resultSelector))
  }

  /// Merges the values of several sequences.
  public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
  }
}

extension SharedSequence where Element: Equatable {
  /// Drops values equal to the one before.
  public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(source.distinctUntilChanged())
  }
}
