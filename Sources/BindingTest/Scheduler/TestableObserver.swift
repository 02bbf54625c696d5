import Synchronization

/// An observer that records every event it receives with the virtual time it arrived at.
///
/// ```swift
/// let observer = scheduler.createObserver(Int.self)
/// scheduler.scheduleAt(200) { _ = xs.subscribe(observer) }
/// scheduler.start()
/// #expect(observer.events == [.next(210, 1), .completed(300)])
/// ```
///
/// It records everything, including events after a stop event, so a test can check that a
/// source sends none. Thread-safe.
public final class TestableObserver<Element>: ObserverType {
  /// The scheduler whose clock stamps the events.
  public let scheduler: TestScheduler
  private let lock = Mutex(())
  private var recorded: [Recorded<Event<Element>>] = []

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// Every event received so far, in order, with the virtual time of its arrival.
  public var events: [Recorded<Event<Element>>] { lock.locked { recorded } }

  /// Records `event` at the scheduler's current time.
  public func on(_ event: Event<Element>) {
    let time = scheduler.clock
    lock.locked { recorded.append(Recorded(time: time, value: event)) }
  }
}

// `recorded` is only touched under `lock`; `scheduler` is immutable and thread-safe.
extension TestableObserver: @unchecked Sendable where Element: Sendable {}
