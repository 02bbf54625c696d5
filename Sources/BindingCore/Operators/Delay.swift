import DequeModule

extension ObservableType {
  /// Emits each value, and the completion, `dueTime` later than it arrived; an error is
  /// forwarded at once and drops the values still waiting.
  ///
  /// Values are emitted one per turn of `scheduler`, as in RxSwift: values that arrived
  /// together leave one after the other, on a test scheduler one tick apart.
  ///
  /// ```swift
  /// toasts.delay(.seconds(2), scheduler: MainScheduler.instance)
  /// // -a-b|   becomes   ---a-b|   (one character per second)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: How long to hold each value.
  ///   - scheduler: The scheduler that runs the timers and delivers the values.
  public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    DelayObservable(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
  }
}

final class DelayObservable<Element>: UnaryOperator<Element, Element> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = DelaySink<Element>.self

  let dueTime: RxTimeInterval
  let scheduler: any SchedulerType

  init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: any SchedulerType) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> Sink<Element, Element> {
    sinkType.init(dueTime: dueTime, scheduler: scheduler, downstream: downstream)
  }
}

/// Events wait in `waiting` with the time they arrived; one timer at a time runs, for the
/// oldest, and each turn delivers one event, then starts the timer for the next, as RxSwift's
/// does: events that arrived together leave one scheduler turn apart (on a test scheduler,
/// `Single.just(1).delay(2)` delivers the value at 202 and the completion at 203).
private final class DelaySink<Element>: SerialSink<Element, Element> {
  private let dueTime: RxTimeInterval
  private let scheduler: any SchedulerType
  private let timer = SerialDisposable()
  // Guarded by `lock`.
  private var waiting = Deque<(arrived: RxTime, event: Event<Element>)>()
  private var isTimerRunning = false

  init(dueTime: RxTimeInterval, scheduler: any SchedulerType, downstream: ObserverNode<Element>) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Element>) {
    if case .error = event {
      lock.locked {
        waiting.removeAll()
        enqueue(event)
      }
      drain()
      return
    }
    let now = scheduler.now
    let startsTimer = lock.locked { () -> Bool in
      if isDisposed { return false }
      waiting.append((now, event))
      if isTimerRunning { return false }
      isTimerRunning = true
      return true
    }
    if startsTimer { startTimer(after: dueTime) }
  }

  private func startTimer(after interval: RxTimeInterval) {
    timer.disposable = scheduler.scheduleRelative(self, dueTime: interval) { sink in
      sink.deliverOldest()
      return Disposables.create()
    }
  }

  /// Delivers the oldest waiting event, then starts the timer for the next one, if any.
  private func deliverOldest() {
    lock.locked {
      if let oldest = waiting.popFirst() { enqueue(oldest.event) }
    }
    drain()
    let now = scheduler.now
    let next = lock.locked { () -> RxTime? in
      guard !isDisposed, let next = waiting.first else {
        isTimerRunning = false
        return nil
      }
      return next.arrived
    }
    guard let next else { return }
    startTimer(after: .microseconds(remainingMicroseconds(since: next, now: now)))
  }

  /// What is left of `dueTime` for an event that arrived at `arrived`, in whole microseconds.
  private func remainingMicroseconds(since arrived: RxTime, now: RxTime) -> Int {
    let microseconds = ((dueTime.seconds - now.timeIntervalSince(arrived)) * 1_000_000).rounded()
    return Int(max(0, min(microseconds, Double(Int.max / 2))))
  }

  package override func disposeResources() {
    timer.dispose()
    lock.locked { waiting.removeAll() }
    super.disposeResources()
  }
}
