import BindingCore

/// An error to send through sequences under test; equal when the codes are.
struct OperatorTestError: Error, Equatable {
  var code = 0
}

/// Records every event it receives, in order.
final class EventLog<Element>: ObserverType {
  private(set) var events: [Event<Element>] = []

  func on(_ event: Event<Element>) { events.append(event) }

  /// The values of the `next` events.
  var values: [Element] { events.compactMap(\.element) }

  /// `true` once a stop event arrived.
  var isStopped: Bool { events.last?.isStopEvent ?? false }
}

extension ObservableType {
  /// Subscribes an ``EventLog`` and returns it with the subscription.
  func record() -> (EventLog<Element>, Disposable) {
    let log = EventLog<Element>()
    let subscription = subscribe(log)
    return (log, subscription)
  }
}

/// A hot source for tests, like RxTest's hot observable: sends events to whoever is
/// subscribed when they are sent, keeps sending after a stop event, and counts subscriptions
/// and disposals.
final class HotProbe<Element> {
  private var observers: [(id: Int, observer: AnyObserver<Element>)] = []
  private var nextID = 0
  private(set) var subscribeCount = 0
  private(set) var disposeCount = 0

  /// `true` while at least one subscription is live.
  var isObserved: Bool { !observers.isEmpty }

  /// The source to subscribe to.
  var observable: Observable<Element> {
    Observable.create { observer in
      let id = self.nextID
      self.nextID += 1
      self.subscribeCount += 1
      self.observers.append((id, observer))
      return Disposables.create {
        self.disposeCount += 1
        self.observers.removeAll { $0.id == id }
      }
    }
  }

  /// Sends `event` to every current subscriber.
  func on(_ event: Event<Element>) {
    for (_, observer) in observers { observer.on(event) }
  }

  func onNext(_ value: Element) { on(.next(value)) }
  func onCompleted() { on(.completed) }
  func onError(_ error: any Error) { on(.error(error)) }
}

/// A cold source for tests: runs `events` for each subscriber at subscription and counts
/// subscriptions and disposals.
final class ColdProbe<Element> {
  private let events: [Event<Element>]
  private(set) var subscribeCount = 0
  private(set) var disposeCount = 0

  init(_ events: [Event<Element>]) {
    self.events = events
  }

  var observable: Observable<Element> {
    Observable.create { observer in
      self.subscribeCount += 1
      for event in self.events { observer.on(event) }
      return Disposables.create { self.disposeCount += 1 }
    }
  }
}
