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
    TimeWindowObservable(
      source: asObservable(), duration: duration, scheduler: scheduler, makeSink: SkipForDurationSink.init)
  }
}

extension ObservableType {
  /// RxSwift's spelling of ``skip(for:scheduler:)``: drops the values that arrive within
  /// `duration` after subscribing.
  ///
  /// ```swift
  /// sensor.skip(.seconds(1), scheduler: scheduler)
  /// ```
  public func skip(_ duration: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    skip(for: duration, scheduler: scheduler)
  }
}

private final class SkipForDurationSink<Element>: TimeWindowSink<Element> {
  private let isOpen = Atomic<Bool>(false)

  override func timeUp() { isOpen.store(true, ordering: .releasing) }

  package override func on(_ event: Event<Element>) {
    if case .next = event, !isOpen.load(ordering: .acquiring) { return }
    send(event)
  }
}
