import Synchronization

/// A source that sends prepared events at prepared virtual times and logs when observers
/// subscribe and unsubscribe; made by ``TestScheduler/createHotObservable(_:)`` and
/// ``TestScheduler/createColdObservable(_:)``.
///
/// - A **hot** observable sends each event at its absolute time to whoever is subscribed
///   then, whether or not anyone is: late subscribers miss what came before.
/// - A **cold** observable starts over for each subscriber: an event recorded at `t` reaches a
///   subscriber `t` ticks after it subscribed.
///
/// As in RxTest, a hot observable schedules its events on the scheduler when it is created,
/// so they take their turn with the other work of their tick in scheduling order: with a hot
/// observable made before ``TestScheduler/start(_:)``, an event recorded at 200 comes before
/// the subscription at 200 and is missed, and one recorded at 1000 comes before the disposal
/// at 1000 and is received. A cold observable schedules a subscriber's events when it
/// subscribes: ``TestScheduler/start(_:)`` schedules its disposal before that, so a cold event
/// due at the disposal is not sent.
///
/// Events are sent exactly as recorded, even after a stop event, so tests can check that an
/// operator ignores them. Each event is delivered as one propagation (as a subject's emission
/// is), so operators downstream stay glitch-free.
///
/// ```swift
/// let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
/// let res = scheduler.start { xs.map { $0 * 10 } }
/// #expect(res.events == [.next(210, 20), .completed(300)])
/// #expect(xs.subscriptions == [Subscription(200, 300)])
/// ```
public final class TestableObservable<Element>: ObservableType {
  enum Timing {
    case hot
    case cold
  }

  /// The events this observable sends: at absolute times when hot, at times relative to each
  /// subscription when cold.
  public let recordedEvents: [Recorded<Event<Element>>]
  private let timing: Timing
  private weak var scheduler: TestScheduler?
  private let lock = Mutex(())
  private var observers: [(id: Int, observer: AnyObserver<Element>)] = []
  private var log: [Subscription] = []

  init(timing: Timing, recordedEvents: [Recorded<Event<Element>>], scheduler: TestScheduler) {
    self.timing = timing
    self.recordedEvents = recordedEvents
    self.scheduler = scheduler
    guard timing == .hot else { return }
    for recorded in recordedEvents {
      scheduler.scheduleAt(recorded.time) { self.sendToCurrentObservers(recorded.value) }
    }
  }

  /// Every subscription so far, in the order they were made, with the time each ended.
  public var subscriptions: [Subscription] { lock.locked { log } }

  /// `true` for an observable made by ``TestScheduler/createHotObservable(_:)``.
  public var isHot: Bool { timing == .hot }

  /// Subscribes `observer`, logging the subscription at the current virtual time; disposing
  /// the result logs its end.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    let now = scheduler?.clock ?? 0
    let observer = AnyObserver(observer)
    let id = lock.locked { () -> Int in
      log.append(Subscription(now))
      observers.append((log.count - 1, observer))
      return log.count - 1
    }
    let scheduled = timing == .cold ? scheduleForSubscriber(id: id, observer) : []
    return Disposables.create {
      for item in scheduled { item.dispose() }
      self.unsubscribe(id: id)
    }
  }

  private func scheduleForSubscriber(id: Int, _ observer: AnyObserver<Element>) -> [Disposable] {
    guard let scheduler else { return [] }
    return recordedEvents.map { recorded in
      scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
        if self.isSubscribed(id) {
          transaction { observer.on(recorded.value) }
        }
        return Disposables.create()
      }
    }
  }

  private func sendToCurrentObservers(_ event: Event<Element>) {
    let targets = lock.locked { observers }
    transaction {
      for target in targets where isSubscribed(target.id) {
        target.observer.on(event)
      }
    }
  }

  private func isSubscribed(_ id: Int) -> Bool {
    lock.locked { observers.contains { $0.id == id } }
  }

  /// Ends subscription `id`, which is also its index in `log`.
  private func unsubscribe(id: Int) {
    let now = scheduler?.clock ?? 0
    lock.locked {
      guard let position = observers.firstIndex(where: { $0.id == id }) else { return }
      observers.remove(at: position)
      log[id] = Subscription(log[id].subscribe, now)
    }
  }
}

// `observers` and `log` are only touched under `lock`; the other properties never change
// after init.
extension TestableObservable: @unchecked Sendable where Element: Sendable {}
