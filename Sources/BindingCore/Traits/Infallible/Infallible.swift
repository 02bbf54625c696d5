/// A sequence that never fails: values, then possibly completion.
///
/// ```swift
/// let names: Infallible<String> = api.names().asInfallible(onErrorJustReturn: [])
/// names.subscribe(onNext: { print($0) })
/// ```
///
/// Unlike ``Driver`` and ``Signal`` it has no scheduler and no sharing: it is an observable
/// whose type says it cannot fail. Make one with `create`, `just`, `of`, `from`, or from an
/// observable with `asInfallible(onErrorJustReturn:)` and its siblings.
public struct Infallible<Element>: InfallibleType {
  /// The closure ``InfallibleType/create(subscribe:)`` hands each subscriber's events to.
  public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

  let source: Observable<Element>

  /// Wraps `source`, which must never fail.
  init(raw source: Observable<Element>) {
    self.source = source
  }

  /// The sequence as a plain ``Observable``.
  public func asObservable() -> Observable<Element> { source }

  /// Returns `self`.
  public func asInfallible() -> Infallible<Element> { self }
}

/// A type that is an ``Infallible``: a sequence that never fails.
public protocol InfallibleType<Element>: ObservableConvertibleType {
  /// The sequence itself.
  func asInfallible() -> Infallible<Element>
}

/// An event of an ``Infallible``: a value or the end; never an error.
public enum InfallibleEvent<Element> {
  /// A new value.
  case next(Element)
  /// The end; nothing follows.
  case completed
}

extension InfallibleType {
  /// An infallible that runs `subscribe` for each subscriber, handing it a closure to send
  /// events to; events after the completion are dropped.
  ///
  /// ```swift
  /// let ticks = Infallible<Int>.create { observer in
  ///   observer(.next(1))
  ///   observer(.completed)
  ///   return Disposables.create()
  /// }
  /// ```
  public static func create(
    subscribe: @escaping (@escaping (InfallibleEvent<Element>) -> Void) -> Disposable
  ) -> Infallible<Element> {
    Infallible(
      raw: Observable.create { observer in
        subscribe { event in
          switch event {
          case .next(let value): observer.onNext(value)
          case .completed: observer.onCompleted()
          }
        }
      })
  }

  /// Subscribes closures for the values and the completion; any may be left out.
  ///
  /// - Parameters:
  ///   - onNext: Called with each value.
  ///   - onCompleted: Called once if the sequence completes.
  ///   - onDisposed: Called once when the subscription ends: after `onCompleted`, or when it is
  ///     disposed.
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    asInfallible().source.subscribe(
      onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes a closure that receives every event.
  public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
    asInfallible().source.subscribe { event in
      switch event {
      case .next(let value): on(.next(value))
      case .error: return
      case .completed: on(.completed)
      }
    }
  }

  /// An infallible that emits `element`, then completes.
  public static func just(_ element: Element) -> Infallible<Element> {
    Infallible(raw: .just(element))
  }

  /// An infallible that emits each of `elements` in order, then completes.
  public static func of(_ elements: Element...) -> Infallible<Element> {
    Infallible(raw: .from(elements))
  }

  /// An infallible that emits each element of `sequence` in order, then completes.
  public static func from<S: Sequence>(_ sequence: S) -> Infallible<Element>
  where S.Element == Element {
    Infallible(raw: .from(sequence))
  }

  /// An infallible that completes at once.
  public static func empty() -> Infallible<Element> {
    Infallible(raw: .empty())
  }

  /// An infallible that never emits and never ends.
  public static func never() -> Infallible<Element> {
    Infallible(raw: .never())
  }

  /// An infallible that calls `factory` for each subscriber and subscribes it to the result.
  public static func deferred(_ factory: @escaping () -> Infallible<Element>)
    -> Infallible<Element>
  {
    Infallible(raw: .deferred { factory().asObservable() })
  }
}
