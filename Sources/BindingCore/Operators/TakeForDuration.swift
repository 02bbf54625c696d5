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
    TakeForDurationObservable(source: asObservable(), duration: duration, scheduler: scheduler)
  }
}

final class TakeForDurationObservable<Element>: UnaryOperator<Element, Element> {
  let duration: RxTimeInterval
  let scheduler: any SchedulerType

  init(source: Observable<Element>, duration: RxTimeInterval, scheduler: any SchedulerType) {
    self.duration = duration
    self.scheduler = scheduler
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> Sink<Element, Element> {
    let sink = TakeForDurationSink(downstream: downstream)
    sink.startTimer(duration, scheduler)
    return sink
  }
}

private final class TakeForDurationSink<Element>: SerialSink<Element, Element> {
  private let timer = SingleAssignmentDisposable()

  func startTimer(_ duration: RxTimeInterval, _ scheduler: any SchedulerType) {
    timer.setDisposable(
      scheduler.scheduleRelative((), dueTime: duration) { _ in
        self.send(.completed)
        return Disposables.create()
      })
  }

  package override func on(_ event: Event<Element>) { send(event) }

  package override func disposeResources() {
    timer.dispose()
  }
}
