import Foundation

extension ObservableType {
  /// Emits the first value at once, then at most one value per `dueTime` window.
  ///
  /// A value that arrives when `dueTime` has passed since the last emitted one is emitted at
  /// once and opens a new window. Values arriving inside the window are dropped, except,
  /// with `latest` (the default), the last of them, which is emitted when the window ends and
  /// opens the next one.
  ///
  /// ```swift
  /// // taps a, b, c, d at 0 s, 0.2 s, 0.5 s and 3 s:
  /// taps.throttle(.seconds(1), scheduler: MainScheduler.instance)
  /// // emits a at 0 s, c at 1 s (the end of a's window), d at 3 s
  /// taps.throttle(.seconds(1), latest: false, scheduler: MainScheduler.instance)
  /// // emits a at 0 s, d at 3 s
  /// ```
  ///
  /// A completion waits for a value still due at the end of the window; an error is
  /// forwarded at once and drops it.
  ///
  /// - Parameters:
  ///   - dueTime: The length of the window opened by each emitted value.
  ///   - latest: Whether to emit the last value received in a window when it ends.
  ///   - scheduler: The scheduler whose clock measures the windows and that delivers the
  ///     values emitted at the end of one.
  public func throttle(
    _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType
  ) -> Observable<Element> {
    ThrottleObservable(
      source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
  }
}

final class ThrottleObservable<Element>: UnaryOperator<Element, Element> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = ThrottleSink<Element>.self

  let dueTime: RxTimeInterval
  let latest: Bool
  let scheduler: any SchedulerType

  init(
    source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool,
    scheduler: any SchedulerType
  ) {
    self.dueTime = dueTime
    self.latest = latest
    self.scheduler = scheduler
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> Sink<Element, Element> {
    sinkType.init(parent: self, downstream: downstream)
  }
}

private final class ThrottleSink<Element>: SerialSink<Element, Element> {
  private let dueTime: RxTimeInterval
  private let latest: Bool
  private let scheduler: any SchedulerType
  private let timer = SerialDisposable()
  private var lastSentTime: RxTime?
  private var unsent: Element?
  private var timerID = 0
  private var pendingTimerID: Int?
  private var isCompleted = false

  init(parent: ThrottleObservable<Element>, downstream: ObserverNode<Element>) {
    dueTime = parent.dueTime
    latest = parent.latest
    scheduler = parent.scheduler
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      let now = scheduler.now
      let schedule = lock.locked { () -> (id: Int, after: RxTimeInterval)? in
        let remaining = lastSentTime.map { remainingMicroseconds(since: $0, now: now) } ?? 0
        if remaining <= 0 {
          lastSentTime = now
          unsent = nil
          pendingTimerID = nil
          enqueue(.next(value))
          return nil
        }
        guard latest else { return nil }
        unsent = value
        if pendingTimerID != nil { return nil }
        timerID += 1
        pendingTimerID = timerID
        return (timerID, remaining == .max ? .never : .microseconds(remaining))
      }
      if let schedule {
        timer.disposable = scheduler.scheduleRelative(schedule.id, dueTime: schedule.after) {
          self.windowEnded($0)
          return Disposables.create()
        }
      }
      drain()
    case .error:
      lock.locked {
        unsent = nil
        enqueue(event)
      }
      drain()
    case .completed:
      lock.locked {
        if unsent == nil {
          enqueue(.completed)
        } else {
          isCompleted = true
        }
      }
      drain()
    }
  }

  /// The time left in the window opened at `lastSent`, in whole microseconds (`Date` is not
  /// more precise than that), `.max` for a window that never ends.
  private func remainingMicroseconds(since lastSent: RxTime, now: RxTime) -> Int {
    let microseconds = ((dueTime.seconds - now.timeIntervalSince(lastSent)) * 1_000_000).rounded()
    guard microseconds < Double(Int.max) else { return .max }
    return Int(microseconds)
  }

  private func windowEnded(_ id: Int) {
    let now = scheduler.now
    lock.locked {
      guard pendingTimerID == id else { return }
      pendingTimerID = nil
      if let value = unsent {
        unsent = nil
        lastSentTime = now
        enqueue(.next(value))
      }
      if isCompleted { enqueue(.completed) }
    }
    drain()
  }

  package override func disposeResources() {
    timer.dispose()
    lock.locked { unsent = nil }
    super.disposeResources()
  }
}
