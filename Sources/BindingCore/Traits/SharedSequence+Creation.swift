// The ways RxCocoa makes a `Driver` or `Signal` from values, time or a factory, besides `just`,
// `of`, `empty` and `never` in SharedSequence.swift.

extension SharedSequence {
  /// A sequence that delivers each element of `array`, one per scheduler step, then completes.
  ///
  /// ```swift
  /// let tabs = Driver.from(["Home", "Search", "Profile"])
  /// ```
  public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(shared: Observable.from(array, scheduler: SharingStrategy.scheduler))
  }

  /// A sequence that delivers each element of `sequence`, one per scheduler step, then
  /// completes.
  public static func from<S: Sequence>(_ sequence: S) -> SharedSequence<SharingStrategy, Element>
  where S.Element == Element {
    SharedSequence(shared: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
  }

  /// A sequence that delivers the wrapped value of `optional`, if any, then completes.
  public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
    from(optional.map { [$0] } ?? [])
  }

  /// A sequence that calls `factory` for each subscription and follows the sequence it returns.
  ///
  /// ```swift
  /// let now = Driver.deferred { Driver.just(Date()) }   // the time of each subscription
  /// ```
  public static func deferred(
    _ factory: @escaping () -> SharedSequence<SharingStrategy, Element>
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.deferred { factory().asObservable() })
  }
}

extension SharedSequence where Element: RxAbstractInteger {
  /// A sequence that counts up from 0, one value every `period`, timed on the trait's scheduler.
  ///
  /// Subscribers share one timer; a ``Driver`` replays the latest count to a new subscriber.
  public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
  }

  /// A sequence that emits 0 after `dueTime`, then counts up one value every `period`, timed
  /// on the trait's scheduler.
  public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(
      Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
  }
}

extension ObservableConvertibleType {
  /// This sequence as a ``SharedSequence`` of the strategy `sharingStrategy` that replaces an
  /// error with `onErrorJustReturn` and ends; `asDriver` and `asSignal` for any strategy.
  ///
  /// ```swift
  /// let title = titles.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: "")
  /// ```
  public func asSharedSequence<Strategy>(
    sharingStrategy: Strategy.Type = Strategy.self, onErrorJustReturn: Element
  ) -> SharedSequence<Strategy, Element> {
    SharedSequence(
      asObservable().observe(on: Strategy.scheduler).catchAndReturn(onErrorJustReturn))
  }

  /// This sequence as a ``SharedSequence`` of the strategy `sharingStrategy` that continues
  /// with `onErrorDriveWith` after an error.
  public func asSharedSequence<Strategy>(
    sharingStrategy: Strategy.Type = Strategy.self,
    onErrorDriveWith: SharedSequence<Strategy, Element>
  ) -> SharedSequence<Strategy, Element> {
    SharedSequence(
      asObservable().observe(on: Strategy.scheduler).catch { _ in onErrorDriveWith.asObservable() })
  }

  /// This sequence as a ``SharedSequence`` of the strategy `sharingStrategy` that continues
  /// with the sequence `onErrorRecover` returns for the error.
  public func asSharedSequence<Strategy>(
    sharingStrategy: Strategy.Type = Strategy.self,
    onErrorRecover: @escaping (any Error) -> SharedSequence<Strategy, Element>
  ) -> SharedSequence<Strategy, Element> {
    SharedSequence(
      asObservable().observe(on: Strategy.scheduler).catch { onErrorRecover($0).asObservable() })
  }
}

extension InfallibleType {
  /// This infallible sequence as a ``Driver``: it cannot fail, so no error handling is needed.
  public func asDriver() -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
  }
}
