extension ObservableType {
  /// An observable that emits `element`, then completes.
  public static func just(_ element: Element) -> Observable<Element> {
    SequenceObservable([element])
  }

  /// An observable that emits each of `elements` in order, then completes.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3)   // -1-2-3|
  /// ```
  ///
  /// As in RxSwift, when it is subscribed as part of a chain (`of(...).take(2)`), the
  /// elements follow once the whole chain is subscribed, on the current thread's trampoline,
  /// before the call that subscribed returns: so `take` ends the reading.
  public static func of(_ elements: Element...) -> Observable<Element> {
    SequenceObservable(elements, waitsForTheChain: true)
  }

  /// An observable that emits each element of `array` in order, then completes.
  ///
  /// ```swift
  /// Observable.from(["a", "b"])   // -a-b|
  /// ```
  public static func from(_ array: [Element]) -> Observable<Element> {
    SequenceObservable(array, waitsForTheChain: true)
  }

  /// An observable that reads `sequence` anew for each subscriber, one element at a time,
  /// emits each, then completes.
  ///
  /// As in RxSwift, the elements are read on the current thread's trampoline
  /// (``CurrentThreadScheduler``): once the subscription is made, and before the call that
  /// subscribed returns. So a subscriber that has had enough stops the reading, and an
  /// endless sequence can be limited:
  ///
  /// ```swift
  /// Observable.from(sequence(first: 1) { $0 * 2 }).take(4)   // -1-2-4-8|
  /// ```
  public static func from<S: Sequence>(_ sequence: S) -> Observable<Element>
  where S.Element == Element {
    ScheduledSequenceObservable(AnySequence(sequence), scheduler: CurrentThreadScheduler.instance)
  }

  /// An observable that completes at once without emitting.
  public static func empty() -> Observable<Element> {
    SequenceObservable([])
  }

  /// An observable that never emits and never ends.
  public static func never() -> Observable<Element> {
    Observable<Element>()
  }

  /// An observable that fails at once with `error`.
  public static func error(_ error: any Error) -> Observable<Element> {
    Observable.create { observer in
      observer.onError(error)
      return Disposables.create()
    }
  }

  /// An observable that calls `factory` for each subscriber and subscribes it to the result;
  /// an error thrown by `factory` is delivered as an `error` event.
  public static func deferred(
    _ factory: @escaping () throws -> Observable<Element>
  ) -> Observable<Element> {
    Observable.create { observer in
      do {
        return try factory().subscribe(observer)
      } catch {
        observer.onError(error)
        return Disposables.create()
      }
    }
  }
}

final class SequenceObservable<Element>: Observable<Element> {
  private var elements: [Element]
  private let waitsForTheChain: Bool

  /// - Parameters:
  ///   - waitsForTheChain: `true` to emit, when the subscription is part of a chain being
  ///     subscribed on the current thread's trampoline, once the whole chain is subscribed,
  ///     so that an operator such as `take` can end the reading by disposing (RxSwift's
  ///     `of` and `from`); `false` to emit at once (its `just` and `empty`).
  ///   - rank: The rank to report: `merge` of observables gives the highest of theirs, so
  ///     that operators below it are ranked above every merged source.
  ///   - sourceDepth: The source depth to report, likewise.
  init(_ elements: [Element], waitsForTheChain: Bool = false, rank: Int = 0, sourceDepth: Int = 0) {
    self.elements = elements
    self.waitsForTheChain = waitsForTheChain
    super.init(rank: rank, sourceDepth: sourceDepth)
  }

  deinit {
    let previous = elements
    elements = []
    Propagation.current.release(consume previous)
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    let flag = BooleanDisposable()
    let context = Propagation.current
    if waitsForTheChain && context.isTrampolineRunning {
      let elements = self.elements
      context.enqueueOnTrampoline { Self.emit(elements, to: node, unless: flag) }
    } else {
      Self.emit(elements, to: node, unless: flag)
    }
    return flag
  }

  private static func emit(
    _ elements: [Element], to node: ObserverNode<Element>, unless flag: BooleanDisposable
  ) {
    for element in elements {
      if flag.isDisposed { return }
      node.on(.next(element))
    }
    if !flag.isDisposed { node.on(.completed) }
  }
}
