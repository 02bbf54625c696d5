extension ObservableType {
  /// Lets values through for `duration` after subscribing, then completes and disposes the
  /// source.
  ///
  /// ```swift
  /// sensor.take(for: .seconds(10), scheduler: scheduler)   // ten seconds of readings
  /// ```
  ///
  /// An earlier completion or error of the source passes through.
  public func take(for duration: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    TimeWindowObservable(
      source: asObservable(), duration: duration, scheduler: scheduler, makeSink: TakeForDurationSink.init)
  }
}

/// A single-source operator whose sink starts a timer of `duration` when it subscribes:
/// `take(for:)` and `skip(for:)`.
final class TimeWindowObservable<Element>: UnaryOperator<Element, Element> {
  let duration: RxTimeInterval
  let scheduler: any SchedulerType
  let makeSink: (ObserverNode<Element>) -> TimeWindowSink<Element>

  init(
    source: Observable<Element>, duration: RxTimeInterval, scheduler: any SchedulerType,
    makeSink: @escaping (ObserverNode<Element>) -> TimeWindowSink<Element>
  ) {
    self.duration = duration
    self.scheduler = scheduler
    self.makeSink = makeSink
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> Sink<Element, Element> {
    let sink = makeSink(downstream)
    sink.startTimer(duration, scheduler)
    return sink
  }
}

/// The sink of a ``TimeWindowObservable``: subclasses override ``timeUp()``.
class TimeWindowSink<Element>: SerialSink<Element, Element> {
  private let timer = SingleAssignmentDisposable()

  required override init(downstream: ObserverNode<Element>) {
    super.init(downstream: downstream)
  }

  /// Calls ``timeUp()`` once `duration` has passed.
  final func startTimer(_ duration: RxTimeInterval, _ scheduler: any SchedulerType) {
    timer.setDisposable(
      scheduler.scheduleRelative((), dueTime: duration) { _ in
        self.timeUp()
        return Disposables.create()
      })
  }

  /// Called on the scheduler when the time is up.
  func timeUp() {}

  package override func disposeResources() {
    timer.dispose()
    super.disposeResources()
  }
}

private final class TakeForDurationSink<Element>: TimeWindowSink<Element> {
  override func timeUp() { send(.completed) }

  package override func on(_ event: Event<Element>) { send(event) }
}
