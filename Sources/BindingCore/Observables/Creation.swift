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
  /// As in RxSwift, each element, and then the completion, is a step of its own on the
  /// current thread's trampoline (``CurrentThreadScheduler``): they follow once the whole
  /// chain is subscribed, before the call that subscribed returns, so `take` ends the reading;
  /// and the steps of sources subscribed together interleave:
  ///
  /// ```swift
  /// Observable.merge(.of(1, 3), .of(2, 4))   // -1-2-3-4|
  /// ```
  public static func of(_ elements: Element...) -> Observable<Element> {
    SequenceObservable(elements, emitsOnTrampoline: true)
  }

  /// An observable that emits each element of `array` in order, then completes.
  ///
  /// ```swift
  /// Observable.from(["a", "b"])   // -a-b|
  /// ```
  ///
  /// Each element, and then the completion, is a step of its own on the current thread's
  /// trampoline, as for ``of(_:)``.
  public static func from(_ array: [Element]) -> Observable<Element> {
    SequenceObservable(array, emitsOnTrampoline: true)
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
  private let emitsOnTrampoline: Bool

  /// - Parameters:
  ///   - emitsOnTrampoline: `true` to emit each element, and the completion, as a step of its
  ///     own on the current thread's trampoline, subscribing on it as a producer (RxSwift's
  ///     `of` and `from`); `false` to emit everything at once (its `just` and `empty`).
  ///   - rank: The rank to report: `merge` of observables gives the highest of theirs, so
  ///     that operators below it are ranked above every merged source.
  ///   - sourceDepth: The source depth to report, likewise.
  init(
    _ elements: [Element], emitsOnTrampoline: Bool = false, rank: Int = 0, sourceDepth: Int = 0
  ) {
    self.elements = elements
    self.emitsOnTrampoline = emitsOnTrampoline
    super.init(rank: rank, sourceDepth: sourceDepth)
  }

  deinit {
    let previous = elements
    elements = []
    Propagation.current.release(consume previous)
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    guard emitsOnTrampoline else {
      let flag = BooleanDisposable()
      for element in elements {
        if flag.isDisposed { break }
        node.onNext(element)
      }
      if !flag.isDisposed { node.on(.completed) }
      return flag
    }
    let steps = SequenceSteps(elements, to: node)
    onTrampoline { Propagation.current.enqueueOnTrampoline(steps.step) }
    return steps
  }
}

/// The steps of one subscription to `of` or `from`: each emits one element and queues the
/// next behind whatever the element's delivery queued on the trampoline; the last completes.
private final class SequenceSteps<Element>: Disposable {
  private let elements: [Element]
  private let disposed = BooleanDisposable()
  /// Only the one step running at a time reads and writes these; the node is let go of when
  /// the steps end, so that it and its subscription's disposable (this) do not keep each other.
  private var node: ObserverNode<Element>?
  private var index = 0

  init(_ elements: [Element], to node: ObserverNode<Element>) {
    self.elements = elements
    self.node = node
  }

  func step() {
    guard let node, !disposed.isDisposed else {
      self.node = nil
      return
    }
    guard index < elements.count else {
      self.node = nil
      node.on(.completed)
      return
    }
    let element = elements[index]
    index += 1
    node.onNext(element)
    if disposed.isDisposed {
      self.node = nil
    } else {
      Propagation.current.enqueueOnTrampoline(step)
    }
  }

  func dispose() { disposed.dispose() }
}
