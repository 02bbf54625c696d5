extension ObservableType {
  /// Drops the source's values until `other` emits a value, then lets every later one
  /// through.
  ///
  /// ```swift
  /// clicks.skip(until: appDidFinishLoading)   // -a-b-c-d-   with   ---x-   becomes   -----c-d-
  /// ```
  ///
  /// `other` is disposed after its first value. An error from either ends the result with
  /// that error. If the source completes before `other` has emitted, the result never ends:
  /// both are disposed and nothing more is sent. `other` completing without a value leaves
  /// the values dropped for good. The source is subscribed to first, so when one change
  /// reaches both, the source's value is dropped.
  public func skip<Other: ObservableConvertibleType>(until other: Other) -> Observable<Element> {
    SkipUntilObservable(source: asObservable(), other: other.asObservable())
  }
}

final class SkipUntilObservable<Element, Other>: TriggeredOperator<Element, Other> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = SkipUntilSink<Element, Other>.self

  init(source: Observable<Element>, other: Observable<Other>) {
    super.init(source: source, other: other, subscribesTriggerFirst: false)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> TriggeredSink<Element, Other> {
    sinkType.init(downstream: downstream)
  }
}

private final class SkipUntilSink<Element, Other>: TriggeredSink<Element, Other> {
  /// Guarded by `lock`.
  private var isOpen = false

  package override func on(_ event: Event<Element>) {
    let isSilentEnd = lock.locked { () -> Bool in
      switch event {
      case .next: if isOpen { enqueue(event) }
      case .error: enqueue(event)
      case .completed:
        if !isOpen { return true }
        enqueue(event)
      }
      return false
    }
    if isSilentEnd { endSilently() } else { drain() }
  }

  /// Ends a result that will never end: disposes this sink, and the user's node below when
  /// it is the next one, which holds this sink as its subscription while this sink holds it;
  /// nobody else would ever break that pair (RxSwift's disposer drops both).
  private func endSilently() {
    dispose()
    (downstream as? Sink<Element, Never>)?.dispose()
  }

  override func otherChanged(_ event: Event<Other>) {
    switch event {
    case .next:
      lock.locked { isOpen = true }
      trigger.dispose()
    case .error(let error): send(.error(error))
    case .completed: trigger.dispose()
    }
  }
}
