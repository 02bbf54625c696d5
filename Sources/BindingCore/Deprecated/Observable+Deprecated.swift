// The operator names RxSwift 6 renamed and still accepts with a deprecation warning, so code
// ported from RxSwift compiles here with the same warnings. Each forwards to the new name.

extension ObservableType {
  /// RxSwift 5's name for `catch(_:)`.
  ///
  /// ```swift
  /// request.catchError { _ in .just(fallback) }   // now: request.catch { _ in .just(fallback) }
  /// ```
  @available(*, deprecated, renamed: "catch(_:)")
  public func catchError(_ handler: @escaping (any Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    self.catch(handler)
  }

  /// RxSwift 5's name for `catchAndReturn(_:)`.
  ///
  /// ```swift
  /// request.catchErrorJustReturn([])   // now: request.catchAndReturn([])
  /// ```
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
    catchAndReturn(element)
  }

  /// RxSwift 5's name for `catch(sequence:)`.
  ///
  /// RxSwift's own deprecation names `catch(onSuccess:onFailure:onDisposed:)`, which is not
  /// this operator; the fix-it here names the right one.
  ///
  /// ```swift
  /// Observable.catchError([primary, mirror])   // now: Observable.catch(sequence: [primary, mirror])
  /// ```
  @available(*, deprecated, renamed: "catch(sequence:)")
  public static func catchError<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    self.catch(sequence: sequence)
  }

  /// RxSwift 5's name for `element(at:)`.
  ///
  /// ```swift
  /// taps.elementAt(2)   // now: taps.element(at: 2)
  /// ```
  @available(*, deprecated, renamed: "element(at:)")
  public func elementAt(_ index: Int) -> Observable<Element> {
    element(at: index)
  }

  /// RxSwift 5's name for `observe(on:)`.
  ///
  /// ```swift
  /// results.observeOn(MainScheduler.instance)   // now: results.observe(on: MainScheduler.instance)
  /// ```
  @available(*, deprecated, renamed: "observe(on:)")
  public func observeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    observe(on: scheduler)
  }

  /// RxSwift 5's name for `subscribe(on:)`.
  ///
  /// ```swift
  /// work.subscribeOn(background)   // now: work.subscribe(on: background)
  /// ```
  @available(*, deprecated, renamed: "subscribe(on:)")
  public func subscribeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    subscribe(on: scheduler)
  }

  /// RxSwift 5's name for `retry(when:)`, for failures of one type.
  ///
  /// ```swift
  /// request.retryWhen { (errors: Observable<URLError>) in errors.take(2) }
  /// ```
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<Failure: Error, Trigger: ObservableType>(
    _ notificationHandler: @escaping (Observable<Failure>) -> Trigger
  ) -> Observable<Element> {
    retry(when: notificationHandler)
  }

  /// RxSwift 5's name for `retry(when:)`.
  ///
  /// ```swift
  /// request.retryWhen { errors in errors.take(2) }   // now: request.retry(when: { ... })
  /// ```
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<Trigger: ObservableType>(
    _ notificationHandler: @escaping (Observable<any Error>) -> Trigger
  ) -> Observable<Element> {
    retry(when: notificationHandler)
  }

  /// RxSwift 5's name for `skip(until:)`.
  ///
  /// ```swift
  /// clicks.skipUntil(loaded)   // now: clicks.skip(until: loaded)
  /// ```
  @available(*, deprecated, renamed: "skip(until:)")
  public func skipUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
    skip(until: other)
  }

  /// RxSwift 5's name for `skip(while:)`.
  ///
  /// ```swift
  /// numbers.skipWhile { $0 < 3 }   // now: numbers.skip(while: { $0 < 3 })
  /// ```
  @available(*, deprecated, renamed: "skip(while:)")
  public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    skip(while: predicate)
  }

  /// RxSwift 5's name for `take(for:scheduler:)`.
  ///
  /// ```swift
  /// ticks.take(.seconds(5), scheduler: scheduler)   // now: ticks.take(for: .seconds(5), ...)
  /// ```
  @available(*, deprecated, renamed: "take(for:scheduler:)")
  public func take(_ duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    take(for: duration, scheduler: scheduler)
  }

  /// RxSwift 5's name for `take(until:)` with another sequence.
  ///
  /// ```swift
  /// ticks.takeUntil(disappeared)   // now: ticks.take(until: disappeared)
  /// ```
  @available(*, deprecated, renamed: "take(until:)")
  public func takeUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
    take(until: other)
  }

  /// RxSwift 5's name for `take(until:behavior:)` with a predicate.
  ///
  /// ```swift
  /// numbers.takeUntil(.inclusive) { $0 > 2 }   // now: numbers.take(until: { $0 > 2 }, behavior: .inclusive)
  /// ```
  @available(*, deprecated, renamed: "take(until:behavior:)")
  public func takeUntil(
    _ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool
  ) -> Observable<Element> {
    take(until: predicate, behavior: behavior)
  }

  /// RxSwift 5's name for `take(while:behavior:)`.
  ///
  /// ```swift
  /// numbers.takeWhile { $0 < 3 }   // now: numbers.take(while: { $0 < 3 })
  /// ```
  @available(*, deprecated, renamed: "take(while:)")
  public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    take(while: predicate)
  }
}
