/// The base of operators that follow a source until a second observable, the trigger, says
/// otherwise (`take(until:)`, `skip(until:)`): holds both, ranks after both, subscribes to
/// both through the stack checkpoint, and frees them from the top of the stack.
package class TriggeredOperator<Element, Other>: Observable<Element> {
  private var source: Observable<Element>
  private var other: Observable<Other>
  /// Whether the trigger is subscribed to before the source (`take(until:)`), so that when
  /// one change reaches both, the trigger acts first.
  private let subscribesTriggerFirst: Bool

  init(source: Observable<Element>, other: Observable<Other>, subscribesTriggerFirst: Bool) {
    self.source = source
    self.other = other
    self.subscribesTriggerFirst = subscribesTriggerFirst
    super.init(
      rank: max(source.rank, other.rank),
      sourceDepth: max(source.sourceDepth, other.sourceDepth) + 1)
  }

  deinit {
    let context = Propagation.current
    context.release(source: &source)
    context.release(source: &other)
  }

  /// The sink that receives the source's events and the trigger's.
  package func makeSink(downstream: ObserverNode<Element>) -> TriggeredSink<Element, Other> {
    fatalError("\(Self.self) must override makeSink(downstream:)")
  }

  package final override func subscribe(node: ObserverNode<Element>) -> Disposable {
    let sink = makeSink(downstream: node)
    let triggerFirst = subscribesTriggerFirst
    // `self` is captured (and not its sources) to name the consumer for an attached inspector.
    let connect = { [self] in
      let subscribeTrigger = {
        let trigger = ForwardingNode<Other>(depth: sink.chainDepth) { sink.otherChanged($0) }
        sink.trigger.setDisposable(self.other.subscribe(node: trigger, by: self))
      }
      if triggerFirst { subscribeTrigger() }
      if sink.isDisposed { return }
      sink.setUpstream(held: self.source.subscribeHeld(node: sink, by: self))
      if !triggerFirst && !sink.isDisposed { subscribeTrigger() }
    }
    if isCheckpoint { subscribeAtCheckpoint(sink, connect) } else { connect() }
    return sink
  }
}

/// The sink of a ``TriggeredOperator``: receives the source's events in `on(_:)` and the
/// trigger's in ``otherChanged(_:)``, and disposes the trigger with itself.
package class TriggeredSink<Element, Other>: SerialSink<Element, Element> {
  /// The subscription to the trigger.
  let trigger = SingleAssignmentDisposable()

  /// Handles an event of the trigger.
  func otherChanged(_ event: Event<Other>) {}

  package override func disposeResources() {
    trigger.dispose()
    super.disposeResources()
  }
}
