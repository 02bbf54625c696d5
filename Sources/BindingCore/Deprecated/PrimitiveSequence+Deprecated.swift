// The names RxSwift 6 renamed on Single, Maybe and Completable and still accepts with a
// deprecation warning, so code ported from RxSwift compiles here with the same warnings.

extension PrimitiveSequence {
  /// RxSwift 5's name for `PrimitiveSequenceType/observe(on:)`.
  ///
  /// ```swift
  /// user.observeOn(MainScheduler.instance)   // now: user.observe(on: MainScheduler.instance)
  /// ```
  @available(*, deprecated, renamed: "observe(on:)")
  public func observeOn(_ scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<
    Trait, Element
  > {
    observe(on: scheduler)
  }

  /// RxSwift 5's name for `PrimitiveSequenceType/subscribe(on:)`.
  ///
  /// ```swift
  /// user.subscribeOn(background)   // now: user.subscribe(on: background)
  /// ```
  @available(*, deprecated, renamed: "subscribe(on:)")
  public func subscribeOn(_ scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<
    Trait, Element
  > {
    subscribe(on: scheduler)
  }

  /// RxSwift 5's name for `PrimitiveSequenceType/catch(_:)`.
  ///
  /// ```swift
  /// user.catchError { _ in .just(.guest) }   // now: user.catch { _ in .just(.guest) }
  /// ```
  @available(*, deprecated, renamed: "catch(_:)")
  public func catchError(
    _ handler: @escaping (any Error) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    self.catch(handler)
  }

  /// RxSwift 5's name for `PrimitiveSequenceType/retry(when:)`, for failures of one type.
  ///
  /// ```swift
  /// user.retryWhen { (errors: Observable<URLError>) in errors.take(2) }
  /// ```
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<Failure: Error, Trigger: ObservableType>(
    _ notificationHandler: @escaping (Observable<Failure>) -> Trigger
  ) -> PrimitiveSequence<Trait, Element> {
    retry(when: notificationHandler)
  }

  /// RxSwift 5's name for `PrimitiveSequenceType/retry(when:)`.
  ///
  /// ```swift
  /// user.retryWhen { errors in errors.take(2) }   // now: user.retry(when: { ... })
  /// ```
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<Trigger: ObservableType>(
    _ notificationHandler: @escaping (Observable<any Error>) -> Trigger
  ) -> PrimitiveSequence<Trait, Element> {
    retry(when: notificationHandler)
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// RxSwift 5's spelling of `subscribe(onSuccess:onFailure:onDisposed:)`, with `onError:`.
  ///
  /// ```swift
  /// user.subscribe(onSuccess: { show($0) }, onError: { report($0) })
  /// ```
  @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onError: @escaping (any Error) -> Void,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
  }

  /// RxSwift 5's name for `catchAndReturn(_:)`.
  ///
  /// ```swift
  /// user.catchErrorJustReturn(.guest)   // now: user.catchAndReturn(.guest)
  /// ```
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
    catchAndReturn(element)
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// RxSwift 5's name for `catchAndReturn(_:)`.
  ///
  /// ```swift
  /// cached.catchErrorJustReturn(.empty)   // now: cached.catchAndReturn(.empty)
  /// ```
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
    catchAndReturn(element)
  }
}
