extension ObservableType {
  /// Lets the source's events through until `other` emits a value, then completes and
  /// disposes both.
  ///
  /// ```swift
  /// ticks.take(until: viewDidDisappear)   // -1-2-3-   with   ---x-   becomes   -1-2|
  /// ```
  ///
  /// An error from `other` ends the result with that error; `other` completing without a
  /// value changes nothing. `other` is subscribed to first, so when one change reaches both,
  /// the result completes before the source's value gets through.
  public func take<Other: ObservableConvertibleType>(until other: Other) -> Observable<Element> {
    TakeUntilObservable(source: asObservable(), other: other.asObservable())
  }
}

final class TakeUntilObservable<Element, Other>: Observable<Element> {
  private var source: Observable<Element>
  private var other: Observable<Other>

  init(source: Observable<Element>, other: Observable<Other>) {
    self.source = source
    self.other = other
    super.init(
      rank: max(source.rank, other.rank),
      sourceDepth: max(source.sourceDepth, other.sourceDepth) + 1)
  }

  deinit {
    let context = Propagation.current
    context.release(source: &source)
    context.release(source: &other)
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    let sink = TakeUntilSink<Element, Other>(downstream: node)
    let (source, other) = (self.source, self.other)
    let connect = {
      let trigger = ForwardingNode<Other>(depth: sink.chainDepth) { sink.otherChanged($0) }
      sink.trigger.setDisposable(other.subscribe(node: trigger))
      if !sink.isDisposed { sink.setUpstream(source.subscribe(node: sink)) }
    }
    if isCheckpoint { subscribeAtCheckpoint(sink, connect) } else { connect() }
    return sink
  }
}

private final class TakeUntilSink<Element, Other>: SerialSink<Element, Element> {
  let trigger = SingleAssignmentDisposable()

  package override func on(_ event: Event<Element>) {
    send(event)
  }

  func otherChanged(_ event: Event<Other>) {
    switch event {
    case .next: send(.completed)
    case .error(let error): send(.error(error))
    case .completed: trigger.dispose()
    }
  }

  package override func disposeResources() {
    trigger.dispose()
    super.disposeResources()
  }
}
