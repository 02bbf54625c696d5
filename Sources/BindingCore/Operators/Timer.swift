/// The integer types `timer` and `interval` count with, as in RxSwift.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
  /// An observable that emits `0` after `dueTime`, then completes or counts on every `period`.
  ///
  /// Without a `period` it completes right after the `0`; with one it goes on emitting `1`,
  /// `2`... every `period` and never completes.
  ///
  /// ```swift
  /// Observable<Int>.timer(.seconds(2), scheduler: scheduler)
  /// // 0 at 2 s, then completed
  /// Observable<Int>.timer(.seconds(2), period: .seconds(1), scheduler: scheduler)
  /// // 0 at 2 s, 1 at 3 s, 2 at 4 s...
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: How long to wait before the first value.
  ///   - period: How long to wait between later values; `nil` completes after the first.
  ///   - scheduler: The scheduler that runs the timer and delivers the values.
  public static func timer(
    _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: any SchedulerType
  ) -> Observable<Element> {
    TimerObservable(dueTime: dueTime, period: period, scheduler: scheduler)
  }
}

final class TimerObservable<Element: RxAbstractInteger>: Observable<Element> {
  let dueTime: RxTimeInterval
  let period: RxTimeInterval?
  let scheduler: any SchedulerType

  init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: any SchedulerType) {
    self.dueTime = dueTime
    self.period = period
    self.scheduler = scheduler
    super.init()
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    let sink = TimerSink(downstream: node)
    if let period {
      sink.setUpstream(
        scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { count in
          sink.emit(.next(count))
          return count &+ 1
        })
    } else {
      sink.setUpstream(
        scheduler.scheduleRelative((), dueTime: dueTime) { _ in
          sink.emit(.next(Element.zero))
          sink.emit(.completed)
          return Disposables.create()
        })
    }
    return sink
  }
}

/// Delivers the timer's ticks; the scheduled timer is its upstream, disposed with it.
private final class TimerSink<Element>: SerialSink<Element, Element> {
  func emit(_ event: Event<Element>) {
    lock.locked { enqueue(event) }
    drain()
  }
}
