extension ObservableType {
  /// Subscribes to this observable, and later disposes that subscription, through
  /// `scheduler`: the place to move the work a cold source does on subscription (a
  /// blocking read, a request) off the calling thread.
  ///
  /// ```swift
  /// loadFile(url)
  ///   .subscribe(on: SerialDispatchQueueScheduler(qos: .utility))
  ///   .observe(on: MainScheduler.instance)
  ///   .subscribe(onNext: { text in editor.text = text })
  /// ```
  ///
  /// Events are delivered on whatever thread the source sends them; to move delivery, use
  /// ``observe(on:)``.
  public func subscribe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    SubscribeOnObservable(source: asObservable(), scheduler: scheduler)
  }
}

final class SubscribeOnObservable<Element>: Observable<Element> {
  let source: Observable<Element>
  let scheduler: any ImmediateSchedulerType

  init(source: Observable<Element>, scheduler: any ImmediateSchedulerType) {
    self.source = source
    self.scheduler = scheduler
    super.init(rank: source.rank, sourceDepth: source.sourceDepth + 1)
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    let sink = SubscribeOnSink(downstream: node)
    let subscription = SingleAssignmentDisposable()
    let source = self.source
    let scheduled = scheduler.schedule(()) { _ in
      if !sink.isDisposed { subscription.setDisposable(source.subscribe(node: sink)) }
      return Disposables.create()
    }
    let scheduler = self.scheduler
    let disposeOnScheduler = Disposables.create {
      _ = scheduler.schedule(()) { _ in
        subscription.dispose()
        return Disposables.create()
      }
    }
    sink.setUpstream(Disposables.create(scheduled, disposeOnScheduler))
    return sink
  }
}

private final class SubscribeOnSink<Element>: Sink<Element, Element> {
  package override func on(_ event: Event<Element>) { forward(event) }
}
