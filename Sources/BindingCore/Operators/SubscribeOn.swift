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
  ///
  /// As in RxSwift, a source that is not an ``Observable`` (a custom ``ObservableType``, such
  /// as a test's testable observable) is subscribed to as it is: its subscription lasts until
  /// it is disposed through `scheduler`, also after the source ends.
  public func subscribe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    if self is Observable<Element> {
      return SubscribeOnObservable(source: source, scheduler: scheduler)
    }
    return SubscribeOnObservable(source: source, scheduler: scheduler) { self.subscribe($0) }
  }
}

final class SubscribeOnObservable<Element>: Observable<Element> {
  let source: Observable<Element>
  let scheduler: any ImmediateSchedulerType
  /// How to subscribe to a source that is not an ``Observable``; `nil` for one that is, which
  /// is subscribed with this operator as the consumer an attached inspector names.
  private let subscribeSource: ((ObserverNode<Element>) -> Disposable)?

  init(
    source: Observable<Element>, scheduler: any ImmediateSchedulerType,
    subscribeSource: ((ObserverNode<Element>) -> Disposable)? = nil
  ) {
    self.source = source
    self.scheduler = scheduler
    self.subscribeSource = subscribeSource
    super.init(rank: source.rank, sourceDepth: source.sourceDepth + 1)
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    let sink = SubscribeOnSink(downstream: node)
    let subscription = SingleAssignmentDisposable()
    let scheduled = scheduler.schedule(self) { parent in
      if !sink.isDisposed { subscription.setDisposable(parent.subscribeSource(sink)) }
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

  /// Subscribes `sink` to the source, on the scheduler.
  private func subscribeSource(_ sink: ObserverNode<Element>) -> Disposable {
    subscribeSource.map { $0(sink) } ?? source.subscribe(node: sink, by: self)
  }
}

private final class SubscribeOnSink<Element>: Sink<Element, Element> {
  package override func on(_ event: Event<Element>) { forward(event) }
}
