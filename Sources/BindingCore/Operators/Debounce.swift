extension ObservableType {
  /// Emits a value only once `dueTime` has passed without another value: each new value
  /// restarts the wait and replaces the one waiting.
  ///
  /// ```swift
  /// // keys a, b, c, d typed at 0, 100, 200 and 900 ms:
  /// query.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
  /// // emits c at 500 ms and d at 1200 ms
  /// ```
  ///
  /// On completion the waiting value, if any, is emitted at once, then the completion. An
  /// error is forwarded at once and the waiting value dropped.
  ///
  /// - Parameters:
  ///   - dueTime: How long a value must stay the latest before it is emitted.
  ///   - scheduler: The scheduler that runs the timers and delivers the values.
  public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    DebounceObservable(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
  }
}

final class DebounceObservable<Element>: UnaryOperator<Element, Element> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = DebounceSink<Element>.self

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

private final class DebounceSink<Element>: SerialSink<Element, Element> {
  private let dueTime: RxTimeInterval
  private let scheduler: any SchedulerType
  private let timer = SerialDisposable()
  private var latestID = 0
  private var waiting: (id: Int, value: Element)?

  init(dueTime: RxTimeInterval, scheduler: any SchedulerType, downstream: ObserverNode<Element>) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    super.init(downstream: downstream)
  }

  package override func onNext(_ value: Element) {
    let id = lock.locked { () -> Int in
      latestID += 1
      waiting = (latestID, value)
      return latestID
    }
    timer.disposable = scheduler.scheduleRelative(id, dueTime: dueTime) { id in
      self.timerFired(id)
      return Disposables.create()
    }
  }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next(let value): onNext(value)
    case .error:
      lock.locked {
        waiting = nil
        enqueue(event)
      }
      drain()
    case .completed:
      lock.locked {
        if let waiting { enqueue(.next(waiting.value)) }
        waiting = nil
        enqueue(.completed)
      }
      drain()
    }
  }

  private func timerFired(_ id: Int) {
    lock.locked {
      guard let waiting, waiting.id == id else { return }
      self.waiting = nil
      enqueue(.next(waiting.value))
    }
    drain()
  }

  package override func disposeResources() {
    timer.dispose()
    lock.locked { waiting = nil }
    super.disposeResources()
  }
}
