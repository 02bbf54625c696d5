extension ObservableType {
  /// Subscribes to the source `dueTime` after being subscribed to, instead of at once; the
  /// events then pass unchanged.
  ///
  /// ```swift
  /// retryButtonVisible.delaySubscription(.seconds(2), scheduler: MainScheduler.instance)
  /// // the source is subscribed to two seconds after the result is
  /// ```
  ///
  /// Disposing before `dueTime` cancels the timer and the source is never subscribed to.
  ///
  /// - Parameters:
  ///   - dueTime: How long to wait before subscribing.
  ///   - scheduler: The scheduler that runs the timer and the subscription.
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    DelaySubscriptionObservable(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
  }
}

final class DelaySubscriptionObservable<Element>: Observable<Element> {
  private var source: Observable<Element>
  private let dueTime: RxTimeInterval
  private let scheduler: any SchedulerType

  init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: any SchedulerType) {
    self.source = source
    self.dueTime = dueTime
    self.scheduler = scheduler
    super.init(rank: source.rank, sourceDepth: source.sourceDepth + 1)
  }

  deinit {
    Propagation.current.release(source: &source)
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    let sink = DelaySubscriptionSink(downstream: node)
    sink.timer.setDisposable(
      scheduler.scheduleRelative(self, dueTime: dueTime) { parent in
        sink.setUpstream(
          held: sink.isDisposed ? .empty : parent.source.subscribeHeld(node: sink, by: parent))
        return Disposables.create()
      })
    return sink
  }
}

private final class DelaySubscriptionSink<Element>: Sink<Element, Element> {
  let timer = SingleAssignmentDisposable()

  package override func on(_ event: Event<Element>) { forward(event) }

  package override func disposeResources() { timer.dispose() }
}
