import DequeModule

extension ObservableType {
  /// Emits each value, and the completion, `dueTime` later than it arrived; an error is
  /// forwarded at once and drops the values still waiting.
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
  let dueTime: RxTimeInterval
  let scheduler: any SchedulerType

  init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: any SchedulerType) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> Sink<Element, Element> {
    DelaySink(dueTime: dueTime, scheduler: scheduler, downstream: downstream)
  }
}

/// Each value waits in `waiting` and has a timer of its own; a timer that fires emits the
/// oldest waiting value, so values keep their order even if timers fire out of order.
private final class DelaySink<Element>: SerialSink<Element, Element> {
  private let dueTime: RxTimeInterval
  private let scheduler: any SchedulerType
  private var timers: [Int: SingleAssignmentDisposable] = [:]
  private var nextTimerID = 0
  private var waiting = Deque<Element>()

  init(dueTime: RxTimeInterval, scheduler: any SchedulerType, downstream: ObserverNode<Element>) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      lock.locked { waiting.append(value) }
      startTimer { sink in sink.emitOldest() }
    case .error:
      lock.locked {
        waiting.removeAll()
        enqueue(event)
      }
      drain()
    case .completed:
      startTimer { sink in sink.emitAllAndComplete() }
    }
  }

  private func startTimer(_ fire: @escaping (DelaySink) -> Void) {
    let holder = SingleAssignmentDisposable()
    let id = lock.locked { () -> Int? in
      if isDisposed { return nil }
      nextTimerID += 1
      timers[nextTimerID] = holder
      return nextTimerID
    }
    guard let id else { return }
    holder.setDisposable(
      scheduler.scheduleRelative(self, dueTime: dueTime) { sink in
        sink.lock.locked { _ = sink.timers.removeValue(forKey: id) }
        fire(sink)
        return Disposables.create()
      })
  }

  private func emitOldest() {
    lock.locked {
      if let value = waiting.popFirst() { enqueue(.next(value)) }
    }
    drain()
  }

  private func emitAllAndComplete() {
    lock.locked {
      while let value = waiting.popFirst() { enqueue(.next(value)) }
      enqueue(.completed)
    }
    drain()
  }

  package override func disposeResources() {
    let pending = lock.locked { () -> [SingleAssignmentDisposable] in
      defer {
        timers.removeAll()
        waiting.removeAll()
      }
      return Array(timers.values)
    }
    for timer in pending { timer.dispose() }
    super.disposeResources()
  }
}
