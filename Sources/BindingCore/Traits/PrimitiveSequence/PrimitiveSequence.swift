/// An observable sequence with a guarantee about how many values it emits: the common shape
/// of ``Single`` (exactly one value or an error), ``Maybe`` (at most one value, or an error)
/// and ``Completable`` (no value: completes or fails).
///
/// ```swift
/// let user: Single<User> = api.user(id: 7)
/// user.subscribe(onSuccess: { show($0) }, onFailure: { report($0) })
/// ```
///
/// Make one with `create`, `just`, `error` or from an observable with `asSingle()`,
/// `asMaybe()` or `asCompletable()`; `asObservable()` turns it back into an observable.
public struct PrimitiveSequence<Trait, Element>: PrimitiveSequenceType {
  let source: Observable<Element>

  /// Wraps `source`, which must already keep the trait's guarantee.
  init(raw source: Observable<Element>) {
    self.source = source
  }

  /// The sequence as a plain ``Observable``.
  public func asObservable() -> Observable<Element> { source }

  /// Returns `self`.
  public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

/// A type that is a ``PrimitiveSequence``: what the operators shared by ``Single``,
/// ``Maybe`` and ``Completable`` are defined on.
public protocol PrimitiveSequenceType<Trait, Element>: ObservableConvertibleType {
  /// The guarantee: ``SingleTrait``, ``MaybeTrait`` or ``CompletableTrait``.
  associatedtype Trait

  /// The sequence itself.
  var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequenceType {
  /// Applies `transform` to the underlying observable, keeping the trait; `transform` must not
  /// break the trait's guarantee.
  func lift(_ transform: (Observable<Element>) -> Observable<Element>) -> PrimitiveSequence<
    Trait, Element
  > {
    PrimitiveSequence(raw: transform(primitiveSequence.source))
  }

  /// A sequence that calls `factory` for each subscriber and subscribes it to the result; an
  /// error thrown by `factory` fails that subscription.
  public static func deferred(
    _ factory: @escaping () throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: Observable.deferred { try factory().asObservable() })
  }

  /// Delivers the sequence's events on `scheduler`.
  public func observe(on scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<
    Trait, Element
  > {
    lift { $0.observe(on: scheduler) }
  }

  /// Subscribes to the sequence on `scheduler`.
  public func subscribe(on scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<
    Trait, Element
  > {
    lift { $0.subscribe(on: scheduler) }
  }

  /// Delays the sequence's value and completion by `dueTime`; an error is not delayed.
  public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    lift { $0.delay(dueTime, scheduler: scheduler) }
  }

  /// Fails with ``RxError/timeout`` when the sequence has not ended within `dueTime`.
  public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    lift { $0.timeout(dueTime, scheduler: scheduler) }
  }

  /// Switches to `other` when the sequence has not ended within `dueTime`.
  public func timeout(
    _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>,
    scheduler: any SchedulerType
  ) -> PrimitiveSequence<Trait, Element> {
    lift { $0.timeout(dueTime, other: other, scheduler: scheduler) }
  }

  /// Continues with the sequence `handler` returns for the error, when this one fails.
  public func `catch`(
    _ handler: @escaping (any Error) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    lift { $0.catch { try handler($0).asObservable() } }
  }

  /// Subscribes again after each failure, up to `maxAttemptCount` subscriptions in all.
  public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
    lift { $0.retry(maxAttemptCount) }
  }

  /// Subscribes again after a failure each time the sequence `notificationHandler` makes
  /// from the failures emits a value; see `Observable.retry(when:)`.
  public func retry<Trigger: ObservableType>(
    when notificationHandler: @escaping (Observable<any Error>) -> Trigger
  ) -> PrimitiveSequence<Trait, Element> {
    lift { $0.retry(when: notificationHandler) }
  }
}
