extension ObservableType where Element: RxAbstractInteger {
  /// An observable that counts up from `0`, one value every `period`.
  ///
  /// The first value comes one `period` after subscribing; the count never completes.
  ///
  /// ```swift
  /// Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
  ///   .subscribe(onNext: { print("tick", $0) })   // tick 0, tick 1, ... a second apart
  /// ```
  ///
  /// - Parameters:
  ///   - period: The time between values, and before the first one.
  ///   - scheduler: The scheduler that runs the timer and delivers the values.
  public static func interval(
    _ period: RxTimeInterval, scheduler: any SchedulerType
  ) -> Observable<Element> {
    TimerObservable(dueTime: period, period: period, scheduler: scheduler)
  }
}
