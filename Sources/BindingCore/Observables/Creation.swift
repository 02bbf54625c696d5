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
  public static func of(_ elements: Element...) -> Observable<Element> {
    SequenceObservable(elements)
  }

  /// An observable that emits each element of `sequence` in order, then completes.
  public static func from<S: Sequence>(_ sequence: S) -> Observable<Element>
  where S.Element == Element {
    SequenceObservable(Array(sequence))
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

  /// - Parameters:
  ///   - rank: The rank to report: `merge` of observables gives the highest of theirs, so
  ///     that operators below it are ranked above every merged source.
  ///   - sourceDepth: The source depth to report, likewise.
  init(_ elements: [Element], rank: Int = 0, sourceDepth: Int = 0) {
    self.elements = elements
    super.init(rank: rank, sourceDepth: sourceDepth)
  }

  deinit {
    let previous = elements
    elements = []
    Propagation.current.release(consume previous)
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    let flag = BooleanDisposable()
    for element in elements {
      if flag.isDisposed { return flag }
      node.on(.next(element))
    }
    node.on(.completed)
    return flag
  }
}
