import Synchronization

extension ObservableType {
  /// Splits the values into windows, each an observable: a window completes when it holds
  /// `count` values or when `timeSpan` has passed since it opened, whichever comes first, and
  /// the next one opens at once.
  ///
  /// ```swift
  /// taps.window(timeSpan: .seconds(1), count: 3, scheduler: scheduler)
  ///   .flatMap { $0.toArray() }
  /// // the taps of each second, at most three at a time
  /// ```
  ///
  /// The first window opens on subscription. A window delivers only the values sent while it
  /// is subscribed: subscribe to it when it arrives. The end of the source ends the current
  /// window and the sequence of windows. The source stays subscribed while the sequence of
  /// windows or any window is.
  ///
  /// - Parameters:
  ///   - timeSpan: The longest time a window stays open.
  ///   - count: The most values one window holds; must be positive.
  ///   - scheduler: The scheduler that runs the timers; a window its timer closes completes
  ///     there, and the next one is emitted there.
  public func window(timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType)
    -> Observable<Observable<Element>>
  {
    precondition(count > 0, "window count must be positive")
    return WindowObservable(
      source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
  }
}

final class WindowObservable<Element>: Observable<Observable<Element>> {
  private var source: Observable<Element>
  let timeSpan: RxTimeInterval
  let count: Int
  let scheduler: any SchedulerType

  init(
    source: Observable<Element>, timeSpan: RxTimeInterval, count: Int,
    scheduler: any SchedulerType
  ) {
    self.source = source
    self.timeSpan = timeSpan
    self.count = count
    self.scheduler = scheduler
    super.init(rank: source.rank, sourceDepth: source.sourceDepth + 1)
  }

  deinit {
    Propagation.current.release(source: &source)
  }

  package override func subscribe(node: ObserverNode<Observable<Element>>) -> Disposable {
    let upstream = SingleAssignmentDisposable()
    let lifetime = RefCountDisposable(disposable: upstream)
    let sink = WindowSink<Element>(downstream: node)
    sink.setUpstream(lifetime)
    let router = WindowRouter(
      parent: self, sink: sink, sourceRank: source.rank, sourceDepth: source.sourceDepth,
      upstream: upstream, lifetime: lifetime)
    let source = self.source
    let subscribe = {
      router.openFirstWindow()
      upstream.setDisposable(
        Disposables.create(
          source.subscribe(node: router, by: self), Disposables.create(with: router.stopTimer)))
    }
    if isCheckpoint { subscribeAtCheckpoint(sink, subscribe) } else { subscribe() }
    return sink
  }
}

/// Delivers the windows to the outer subscriber; disposing it releases the outer hold on the
/// source, which the windows' subscriptions may still keep.
private final class WindowSink<Element>: Sink<Observable<Element>, Observable<Element>> {
  package override func on(_ event: Event<Observable<Element>>) { forward(event) }
}

/// What the router decided, delivered in the order decided, without its lock.
private enum WindowStep<Element> {
  /// A value for the open window.
  case value(Element, Broadcast<Element>)
  /// A window to emit.
  case open(Broadcast<Element>)
  /// A window to complete.
  case close(Broadcast<Element>)
  /// The source's end, for the open window and the sequence of windows.
  case end(Event<Element>, Broadcast<Element>)
}

/// Receives the source's values and the timers, and decides which window each value goes to
/// and when a window closes.
///
/// The source and the timers may call it on different threads: it decides under `lock` and
/// delivers the steps in the order decided, one thread at a time.
private final class WindowRouter<Element>: ObserverNode<Element> {
  private let sink: WindowSink<Element>
  private let timeSpan: RxTimeInterval
  private let maxCount: Int
  private let scheduler: any SchedulerType
  private let sourceRank: Int
  private let sourceDepth: Int
  private let upstream: SingleAssignmentDisposable
  private let lifetime: RefCountDisposable
  private let timer = SerialDisposable()
  private let lock = Mutex(())
  private let line = DeliveryLine<WindowStep<Element>>()
  // Guarded by `lock`.
  private var window = Broadcast<Element>(policy: .none)
  private var windowID = 0
  private var count = 0
  private var isStopped = false
  /// The `window` each window is drawn fed by, when subscribed while an inspector is attached.
  private let inspectedParent: AnyObject?

  init(
    parent: WindowObservable<Element>, sink: WindowSink<Element>, sourceRank: Int,
    sourceDepth: Int, upstream: SingleAssignmentDisposable, lifetime: RefCountDisposable
  ) {
    self.sink = sink
    timeSpan = parent.timeSpan
    maxCount = parent.count
    scheduler = parent.scheduler
    self.sourceRank = sourceRank
    self.sourceDepth = sourceDepth
    self.upstream = upstream
    self.lifetime = lifetime
    inspectedParent = Inspection.consumer(parent)
    super.init(chainDepth: sink.chainDepth + 1)
  }

  /// Emits the first window and starts its timer.
  func openFirstWindow() {
    lock.locked { line.enqueue(.open(window)) }
    deliver()
    startTimer(0)
  }

  func stopTimer() { timer.dispose() }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      let newWindow = lock.locked { () -> Int? in
        if isStopped { return nil }
        line.enqueue(.value(value, window))
        count += 1
        return count == maxCount ? nextWindow() : nil
      }
      deliver()
      if let newWindow { startTimer(newWindow) }
    case .error, .completed:
      let stopped = lock.locked { () -> Bool in
        if isStopped { return false }
        isStopped = true
        line.enqueue(.end(event, window))
        return true
      }
      guard stopped else { return }
      deliver()
      upstream.dispose()
    }
  }

  /// Closes the open window and opens the next, whose id it returns; call with `lock` held.
  private func nextWindow() -> Int {
    line.enqueue(.close(window))
    window = Broadcast<Element>(policy: .none)
    line.enqueue(.open(window))
    count = 0
    windowID &+= 1
    return windowID
  }

  /// Starts the timer that closes window `id`, unless it has closed already.
  private func startTimer(_ id: Int) {
    guard lock.locked({ id == windowID && !isStopped }) else { return }
    timer.disposable = scheduler.scheduleRelative(id, dueTime: timeSpan) { id in
      self.timeUp(id)
      return Disposables.create()
    }
  }

  private func timeUp(_ id: Int) {
    let newWindow = lock.locked { () -> Int? in
      guard id == windowID, !isStopped else { return nil }
      return nextWindow()
    }
    deliver()
    if let newWindow { startTimer(newWindow) }
  }

  private func deliver() {
    if !line.deliverQueued(locking: lock, { deliver($0) }) { resumeAfterWaitingCalls() }
  }

  /// Part of a delivered step waits at the top of the stack (a deep chain downstream): keeps
  /// the line, and delivers the rest of the queue once it has run, so that a step from another
  /// thread cannot overtake it.
  private func resumeAfterWaitingCalls() {
    Propagation.current.afterWaitingCalls { [self] in
      if !line.drain(locking: lock, { deliver($0) }) { resumeAfterWaitingCalls() }
    }
  }

  private func deliver(_ step: WindowStep<Element>) {
    switch step {
    case .value(let value, let window): window.forwardAfterWaitingCalls(.next(value))
    case .open(let window):
      sink.forwardNext(
        GroupObservable(
          window, lifetime: lifetime, rank: sourceRank, sourceDepth: sourceDepth + 1,
          inspectedParent: inspectedParent))
    case .close(let window): window.forwardAfterWaitingCalls(.completed)
    case .end(let event, let window):
      window.forwardAfterWaitingCalls(event)
      sink.forward(stopEvent(event))
    }
  }

  /// `event`, a stop event of the source, as a stop event of the sequence of windows.
  private func stopEvent(_ event: Event<Element>) -> Event<Observable<Element>> {
    if case .error(let error) = event { return .error(error) }
    return .completed
  }
}
