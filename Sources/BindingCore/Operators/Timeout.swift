extension ObservableType {
  /// Fails with ``RxError/timeout`` when `dueTime` passes without an event: after
  /// subscribing, or after the latest value.
  ///
  /// ```swift
  /// request.timeout(.seconds(5), scheduler: scheduler)   // fails if nothing comes for 5 s
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: How long to wait for each event.
  ///   - scheduler: The scheduler that runs the timers.
  public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    TimeoutObservable(
      source: asObservable(), dueTime: dueTime, other: .error(RxError.timeout),
      scheduler: scheduler)
  }

  /// Switches to `other` when `dueTime` passes without an event: after subscribing, or after
  /// the latest value.
  ///
  /// ```swift
  /// liveFeed.timeout(.seconds(5), other: cachedFeed, scheduler: scheduler)
  /// ```
  ///
  /// Once switched, the source is disposed and the result emits `other`'s events only.
  public func timeout<Other: ObservableConvertibleType>(
    _ dueTime: RxTimeInterval, other: Other, scheduler: any SchedulerType
  ) -> Observable<Element> where Other.Element == Element {
    TimeoutObservable(
      source: asObservable(), dueTime: dueTime, other: other.asObservable(),
      scheduler: scheduler)
  }
}

final class TimeoutObservable<Element>: Observable<Element> {
  private(set) var source: Observable<Element>
  let dueTime: RxTimeInterval
  let other: Observable<Element>
  let scheduler: any SchedulerType

  init(
    source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>,
    scheduler: any SchedulerType
  ) {
    self.source = source
    self.dueTime = dueTime
    self.other = other
    self.scheduler = scheduler
    super.init(
      rank: max(source.rank, other.rank),
      sourceDepth: max(source.sourceDepth, other.sourceDepth) + 1)
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    let sink = TimeoutSink(parent: self, downstream: node)
    guard isCheckpoint else {
      sink.start(source)
      return sink
    }
    let source = self.source
    subscribeAtCheckpoint(sink) { sink.start(source) }
    return sink
  }

  deinit {
    if isCheckpoint { Propagation.current.release(exchange(&source, with: Observable())) }
  }
}

private final class TimeoutSink<Element>: SerialSink<Element, Element> {
  private let dueTime: RxTimeInterval
  private let other: Observable<Element>
  /// The operator, kept only while an inspector is attached.
  ///
  /// The node the inspector draws the source's and the fallback's edges into; `nil` detached, so
  /// that the sink keeps nothing more alive.
  private let consumer: AnyObject?
  private let scheduler: any SchedulerType
  private let timer = SerialDisposable()
  private let current = SerialDisposable()
  // Guarded by `lock`.
  private var latestID = 0
  private var hasSwitched = false

  init(parent: TimeoutObservable<Element>, downstream: ObserverNode<Element>) {
    dueTime = parent.dueTime
    other = parent.other
    consumer = Inspection.consumer(parent)
    scheduler = parent.scheduler
    super.init(downstream: downstream)
  }

  /// Starts the first timer, then subscribes to `source`; call once, right after init.
  func start(_ source: Observable<Element>) {
    setUpstream(current)
    startTimer(0)
    let holder = SingleAssignmentDisposable()
    current.disposable = holder
    holder.setDisposable(source.subscribe(node: self, inspectedBy: consumer))
  }

  private func startTimer(_ id: Int) {
    timer.disposable = scheduler.scheduleRelative(id, dueTime: dueTime) { id in
      self.timeUp(id)
      return Disposables.create()
    }
  }

  package override func on(_ event: Event<Element>) {
    let id = lock.locked { () -> Int? in
      if hasSwitched { return nil }
      latestID += 1
      enqueue(event)
      return latestID
    }
    drain()
    if let id, !event.isStopEvent { startTimer(id) }
  }

  private func timeUp(_ id: Int) {
    let switches = lock.locked { () -> Bool in
      if hasSwitched || id != latestID { return false }
      hasSwitched = true
      return true
    }
    guard switches else { return }
    let node = ForwardingNode<Element>(depth: chainDepth) { [self] in send($0) }
    let holder = SingleAssignmentDisposable()
    current.disposable = holder
    holder.setDisposable(other.subscribe(node: node, inspectedBy: consumer))
  }

  package override func disposeResources() {
    timer.dispose()
    super.disposeResources()
  }
}
