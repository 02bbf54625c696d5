import BindingCore
import Synchronization

/// An event and the virtual time, in ticks, at which it was sent or seen.
struct Timed<Element: Equatable>: Equatable, CustomStringConvertible {
  let time: Int
  let event: Event<Element>

  static func next(_ time: Int, _ value: Element) -> Timed { Timed(time: time, event: .next(value)) }
  static func completed(_ time: Int) -> Timed { Timed(time: time, event: .completed) }
  static func error(_ time: Int, _ error: any Error = TestError()) -> Timed {
    Timed(time: time, event: .error(error))
  }

  var description: String { "\(event)@\(time)" }
}

/// Records every event an observable delivers, with the scheduler's clock at that moment.
final class TimedRecorder<Element: Equatable> {
  private let scheduler: VirtualTimeScheduler<TickTimeConverter>
  private(set) var events: [Timed<Element>] = []

  init(_ scheduler: VirtualTimeScheduler<TickTimeConverter>) {
    self.scheduler = scheduler
  }

  /// The values received, without their times.
  var values: [Element] { events.compactMap { $0.event.element } }

  func subscribe(to observable: Observable<Element>) -> Disposable {
    observable.subscribe { event in
      self.events.append(Timed(time: self.scheduler.clock, event: event))
    }
  }
}

/// A hot source that sends its events at their virtual times, and records when it was
/// subscribed to and when those subscriptions were disposed.
final class HotSource<Element: Equatable> {
  private let scheduler: VirtualTimeScheduler<TickTimeConverter>
  private let subject = PublishSubject<Element>()
  private(set) var subscribedAt: [Int] = []
  private(set) var disposedAt: [Int] = []

  init(_ scheduler: VirtualTimeScheduler<TickTimeConverter>, _ events: [Timed<Element>]) {
    self.scheduler = scheduler
    for timed in events {
      _ = scheduler.scheduleAbsoluteVirtual(timed.event, time: timed.time) { [subject] event in
        subject.on(event)
        return Disposables.create()
      }
    }
  }

  var observable: Observable<Element> {
    Observable.create { observer in
      self.subscribedAt.append(self.scheduler.clock)
      let subscription = self.subject.subscribe(observer)
      return Disposables.create {
        self.disposedAt.append(self.scheduler.clock)
        subscription.dispose()
      }
    }
  }
}

extension VirtualTimeScheduler where Converter == TickTimeConverter {
  /// Runs `action` when the clock reaches `time`.
  func at(_ time: Int, _ action: @escaping () -> Void) {
    _ = scheduleAbsoluteVirtual((), time: time) { _ in
      action()
      return Disposables.create()
    }
  }
}

/// A list of strings that test closures append to, from any thread.
final class Log: Sendable {
  private let storage = Mutex<[String]>([])
  var entries: [String] { storage.lockedValue { $0 } }
  func append(_ entry: String) { storage.lockedValue { $0.append(entry) } }
}
