import Synchronization

extension ObservableType {
  /// Drops the values that arrive within `duration` after subscribing, then lets every later
  /// one through.
  ///
  /// ```swift
  /// sensor.skip(for: .seconds(1), scheduler: scheduler)   // ignore the first second
  /// ```
  ///
  /// Errors and completion pass through at any time.
  public func skip(for duration: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    SkipForDurationObservable(source: asObservable(), duration: duration, scheduler: scheduler)
  }
}

final class SkipForDurationObservable<Element>: UnaryOperator<Element, Element> {
  let duration: RxTimeInterval
  let scheduler: any SchedulerType

  init(source: Observable<Element>, duration: RxTimeInterval, scheduler: any SchedulerType) {
    self.duration = duration
    self.scheduler = scheduler
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> Sink<Element, Element> {
    let sink = SkipForDurationSink(downstream: downstream)
    sink.startTimer(duration, scheduler)
    return sink
  }
}

private final class SkipForDurationSink<Element>: Sink<Element, Element> {
  private let timer = SingleAssignmentDisposable()
  private let isOpen = Atomic<Bool>(false)

  func startTimer(_ duration: RxTimeInterval, _ scheduler: any SchedulerType) {
    timer.setDisposable(
      scheduler.scheduleRelative((), dueTime: duration) { _ in
        self.isOpen.store(true, ordering: .releasing)
        return Disposables.create()
      })
  }

  package override func on(_ event: Event<Element>) {
    if case .next = event, !isOpen.load(ordering: .acquiring) { return }
    forward(event)
  }

  package override func disposeResources() {
    timer.dispose()
  }
}
