import DequeModule
import Synchronization

extension ObservableType {
  /// Delivers every event through `scheduler`, in order and one at a time: the place to
  /// move results to the main queue, or work off it.
  ///
  /// ```swift
  /// search(query)
  ///   .observe(on: MainScheduler.instance)
  ///   .subscribe(onNext: { results in table.reload(results) })
  /// ```
  ///
  /// Only what comes after this operator runs on `scheduler`; to move the subscription
  /// itself, use ``subscribe(on:)``. Events not yet delivered when the subscription is
  /// disposed are dropped.
  public func observe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    ObserveOnObservable(source: asObservable(), scheduler: scheduler)
  }
}

final class ObserveOnObservable<Element>: UnaryOperator<Element, Element> {
  let scheduler: any ImmediateSchedulerType

  init(source: Observable<Element>, scheduler: any ImmediateSchedulerType) {
    self.scheduler = scheduler
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> Sink<Element, Element> {
    ObserveOnSink(scheduler: scheduler, downstream: downstream)
  }
}

/// Queues events and keeps at most one drain scheduled; the drain delivers everything
/// queued, including events that arrive while it runs.
private final class ObserveOnSink<Element>: Sink<Element, Element> {
  private let scheduler: any ImmediateSchedulerType
  private let lock = Mutex(())
  private let drainScheduled = SerialDisposable()
  private var queue = Deque<Event<Element>>()
  private var isDrainScheduled = false

  init(scheduler: any ImmediateSchedulerType, downstream: ObserverNode<Element>) {
    self.scheduler = scheduler
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Element>) {
    let needsDrain = lock.locked { () -> Bool in
      queue.append(event)
      if isDrainScheduled { return false }
      isDrainScheduled = true
      return true
    }
    guard needsDrain else { return }
    drainScheduled.disposable = scheduler.schedule(self) { sink in
      sink.drain()
      return Disposables.create()
    }
  }

  private func drain() {
    while !isDisposed, let event = nextQueued() {
      forward(event)
    }
  }

  private func nextQueued() -> Event<Element>? {
    lock.locked {
      if let event = queue.popFirst() { return event }
      isDrainScheduled = false
      return nil
    }
  }

  package override func disposeResources() {
    drainScheduled.dispose()
    lock.locked { queue.removeAll() }
  }
}
