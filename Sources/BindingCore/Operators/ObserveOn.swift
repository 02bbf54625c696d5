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
  ///
  /// On a ``MainScheduler``, an event sent on the main queue is delivered at once, also
  /// inside another delivery, unless an earlier event of this subscription is still waiting
  /// (one sent from another thread, which hops through the main queue, or one being
  /// delivered now): then it follows that event. Events of one subscription are never
  /// delivered out of order or concurrently; see ``MainScheduler``.
  public func observe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    ObserveOnObservable(source: asObservable(), scheduler: scheduler)
  }
}

final class ObserveOnObservable<Element>: UnaryOperator<Element, Element> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = ObserveOnSink<Element>.self

  let scheduler: any ImmediateSchedulerType
  #if DEBUG
    private let serialQueueCount: SerialDispatchQueueObservableCount
  #endif

  init(source: Observable<Element>, scheduler: any ImmediateSchedulerType) {
    self.scheduler = scheduler
    #if DEBUG
      serialQueueCount = SerialDispatchQueueObservableCount(scheduler: scheduler)
    #endif
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> Sink<Element, Element> {
    sinkType.init(scheduler: scheduler, downstream: downstream)
  }
}

/// Queues events and keeps at most one drain scheduled.
///
/// On any scheduler but the main one, a drain delivers one event and schedules the next drain
/// for the next event, as RxSwift's does: on a test scheduler, two events that arrive at one
/// tick are delivered one tick apart (`Single.just(1).observe(on:)` delivers the value at 201
/// and the completion at 202). On a ``MainScheduler`` or the ``ImmediateScheduler``, a drain
/// delivers everything queued, including events that arrive while it runs.
///
/// On a ``SerialDispatchQueueScheduler``, each event is its own item on the queue, enqueued as
/// it arrives, as RxSwift's serial-queue observeOn does: the queue's order keeps the events in
/// order, and work another caller enqueues after two events runs after both.
///
/// On a ``MainScheduler``, an event that reaches the sink on the main queue while none of
/// its own is waiting is delivered at once (the drain runs inline); one that arrives while
/// the sink delivers, or while a hop from another thread is waiting, is queued behind them.
/// An inline or main-queue drain hands the main queue back after ``mainQueueBudget`` events
/// and continues in a later turn, so a source fed without pause from another thread cannot
/// hold the main queue.
private final class ObserveOnSink<Element>: Sink<Element, Element> {
  /// The events one drain on the main queue delivers before it yields the queue.
  static var mainQueueBudget: Int { 1024 }

  private let scheduler: any ImmediateSchedulerType
  private let isMain: Bool
  private let isSerialQueue: Bool
  private let lock = Mutex(())
  private let drainScheduled = SerialDisposable()
  private var queue = Deque<Event<Element>>()
  private var isDrainScheduled = false

  init(scheduler: any ImmediateSchedulerType, downstream: ObserverNode<Element>) {
    self.scheduler = scheduler
    isMain = scheduler is MainScheduler
    isSerialQueue = !isMain && scheduler is SerialDispatchQueueScheduler
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Element>) {
    if isSerialQueue {
      // The queue runs the items one at a time, in order; a disposed sink drops the rest.
      _ = scheduler.schedule((self, event)) { sink, event in
        if !sink.isDisposed { sink.forward(event) }
        return Disposables.create()
      }
      return
    }
    let needsDrain = lock.locked { () -> Bool in
      queue.append(event)
      if isDrainScheduled { return false }
      isDrainScheduled = true
      return true
    }
    guard needsDrain else { return }
    if isMain && MainScheduler.isOnMainQueue {
      drain()
    } else {
      drainScheduled.disposable = scheduler.schedule(self) { sink in
        sink.drain()
        return Disposables.create()
      }
    }
  }

  private func drain() {
    // One event per turn, except where a turn runs inline and would nest.
    var budget = isMain ? Self.mainQueueBudget : scheduler is ImmediateScheduler ? .max : 1
    while !isDisposed, let event = nextQueued() {
      forward(event)
      budget -= 1
      if budget == 0 && continueLater() { return }
    }
  }

  /// Continues the drain in a later turn of the scheduler (of the main queue, for the main
  /// scheduler) if events are still waiting; `true` if it did.
  private func continueLater() -> Bool {
    let hasMore = lock.locked { !queue.isEmpty }
    guard hasMore else { return false }
    let later: any ImmediateSchedulerType = isMain ? MainScheduler.asyncInstance : scheduler
    drainScheduled.disposable = later.schedule(self) { sink in
      sink.drain()
      return Disposables.create()
    }
    return true
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
