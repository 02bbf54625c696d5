// The operators that cannot make a sequence fail keep it an `Infallible`; they take
// non-throwing closures for that reason.

extension InfallibleType {
  private var source: Observable<Element> { asInfallible().source }

  /// Transforms each value with `transform`.
  public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
    Infallible(raw: source.map(transform))
  }

  /// Lets through the values for which `isIncluded` returns `true`.
  public func filter(_ isIncluded: @escaping (Element) -> Bool) -> Infallible<Element> {
    Infallible(raw: source.filter(isIncluded))
  }

  /// Transforms each value with `transform` and drops the `nil` results.
  public func compactMap<Result>(_ transform: @escaping (Element) -> Result?)
    -> Infallible<Result>
  {
    Infallible(raw: source.compactMap(transform))
  }

  /// Emits the events of the infallibles `selector` returns, as they come.
  public func flatMap<Result>(_ selector: @escaping (Element) -> Infallible<Result>)
    -> Infallible<Result>
  {
    Infallible(raw: source.flatMap { selector($0).asObservable() })
  }

  /// Emits the events of the latest infallible `selector` returned.
  public func flatMapLatest<Result>(_ selector: @escaping (Element) -> Infallible<Result>)
    -> Infallible<Result>
  {
    Infallible(raw: source.flatMapLatest { selector($0).asObservable() })
  }

  /// Emits the events of the infallible `selector` returns for a value that arrives while
  /// none is running; drops the others.
  public func flatMapFirst<Result>(_ selector: @escaping (Element) -> Infallible<Result>)
    -> Infallible<Result>
  {
    Infallible(raw: source.flatMapFirst { selector($0).asObservable() })
  }

  /// Emits the events of the infallibles `selector` returns, one after another.
  public func concatMap<Result>(_ selector: @escaping (Element) -> Infallible<Result>)
    -> Infallible<Result>
  {
    Infallible(raw: source.concatMap { selector($0).asObservable() })
  }

  /// Emits each running total of `accumulator`, starting from `seed`.
  public func scan<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate
  ) -> Infallible<Accumulate> {
    Infallible(raw: source.scan(seed, accumulator: accumulator))
  }

  /// Emits `elements` first, then the sequence's values.
  public func startWith(_ elements: Element...) -> Infallible<Element> {
    Infallible(raw: Observable.from(elements).concat(source))
  }

  /// Lets through the first `count` values, then completes.
  public func take(_ count: Int) -> Infallible<Element> {
    Infallible(raw: source.take(count))
  }

  /// Drops the first `count` values.
  public func skip(_ count: Int) -> Infallible<Element> {
    Infallible(raw: source.skip(count))
  }

  /// Emits a value only once `dueTime` has passed without another value.
  public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> Infallible<Element>
  {
    Infallible(raw: source.debounce(dueTime, scheduler: scheduler))
  }

  /// Emits at most one value per `dueTime`.
  public func throttle(
    _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType
  ) -> Infallible<Element> {
    Infallible(raw: source.throttle(dueTime, latest: latest, scheduler: scheduler))
  }

  /// Delays every event by `dueTime`.
  public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> Infallible<Element>
  {
    Infallible(raw: source.delay(dueTime, scheduler: scheduler))
  }

  /// Delivers the events on `scheduler`.
  public func observe(on scheduler: any ImmediateSchedulerType) -> Infallible<Element> {
    Infallible(raw: source.observe(on: scheduler))
  }

  /// Combines each value with the latest value of `second`.
  public func withLatestFrom<Second: InfallibleType, Result>(
    _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
  ) -> Infallible<Result> {
    Infallible(raw: source.withLatestFrom(second, resultSelector: resultSelector))
  }

  /// Runs side effects at points of the sequence's life without changing its events.
  public func `do`(
    onNext: ((Element) -> Void)? = nil,
    afterNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    afterCompleted: (() -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Infallible<Element> {
    Infallible(
      raw: source.do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose))
  }

  /// Shares one subscription to the source among all subscribers.
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
    -> Infallible<Element>
  {
    Infallible(raw: source.share(replay: replay, scope: scope))
  }

  /// Emits the events of all `sources` as they come; completes once all have completed.
  public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
    Infallible(raw: Observable.merge(sources.map { $0.asObservable() }))
  }
}

extension InfallibleType where Element: Equatable {
  /// Drops values equal to the one before.
  public func distinctUntilChanged() -> Infallible<Element> {
    Infallible(raw: asInfallible().source.distinctUntilChanged())
  }
}
