extension ObservableType {
  /// Collects values into arrays: emits the array when it holds `count` values or when
  /// `timeSpan` has passed since the previous array was emitted, whichever comes first.
  ///
  /// ```swift
  /// logLines.buffer(timeSpan: .seconds(1), count: 100, scheduler: scheduler)
  /// // at most 100 lines at a time, and whatever arrived each second
  /// ```
  ///
  /// A window with no values still emits an empty array when its time is up. On completion
  /// the values collected so far are emitted, then the completion; an error is forwarded at
  /// once and drops them.
  ///
  /// - Parameters:
  ///   - timeSpan: The longest time between two arrays.
  ///   - count: The most values one array holds; must be positive.
  ///   - scheduler: The scheduler that runs the timers and delivers the arrays they close.
  public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType)
    -> Observable<[Element]>
  {
    precondition(count > 0, "buffer count must be positive")
    return BufferObservable(
      source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
  }
}

final class BufferObservable<Element>: UnaryOperator<Element, [Element]> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = BufferSink<Element>.self

  let timeSpan: RxTimeInterval
  let count: Int
  let scheduler: any SchedulerType

  init(
    source: Observable<Element>, timeSpan: RxTimeInterval, count: Int,
    scheduler: any SchedulerType
  ) {
    self.timeSpan = timeSpan
    self.count = count
    self.scheduler = scheduler
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<[Element]>) -> Sink<Element, [Element]> {
    let sink = sinkType.init(parent: self, downstream: downstream)
    sink.startWindow(0)
    return sink
  }
}

private final class BufferSink<Element>: SerialSink<Element, [Element]> {
  private let timeSpan: RxTimeInterval
  private let count: Int
  private let scheduler: any SchedulerType
  private let timer = SerialDisposable()
  // Guarded by `lock`.
  private var buffer: [Element] = []
  private var window = 0

  init(parent: BufferObservable<Element>, downstream: ObserverNode<[Element]>) {
    timeSpan = parent.timeSpan
    count = parent.count
    scheduler = parent.scheduler
    super.init(downstream: downstream)
  }

  /// Starts the timer of window `id`.
  func startWindow(_ id: Int) {
    timer.disposable = scheduler.scheduleRelative(id, dueTime: timeSpan) { id in
      self.timeUp(id)
      return Disposables.create()
    }
  }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      let newWindow = lock.locked { () -> Int? in
        buffer.append(value)
        guard buffer.count == count else { return nil }
        return emitBuffer()
      }
      drain()
      if let newWindow { startWindow(newWindow) }
    case .error(let error):
      lock.locked {
        buffer = []
        enqueue(.error(error))
      }
      drain()
    case .completed:
      lock.locked {
        enqueue(.next(buffer))
        buffer = []
        enqueue(.completed)
      }
      drain()
    }
  }

  /// Queues the buffer and opens the next window, whose id it returns; call with `lock` held.
  private func emitBuffer() -> Int {
    enqueue(.next(buffer))
    buffer = []
    window += 1
    return window
  }

  private func timeUp(_ id: Int) {
    let newWindow = lock.locked { () -> Int? in
      guard id == window else { return nil }
      return emitBuffer()
    }
    drain()
    if let newWindow { startWindow(newWindow) }
  }

  package override func disposeResources() {
    timer.dispose()
    lock.locked { buffer = [] }
    super.disposeResources()
  }
}
