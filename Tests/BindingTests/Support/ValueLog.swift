import Binding

/// Records the events a source delivers, in order.
final class ValueLog<Element>: ObserverType {
  private(set) var events: [Event<Element>] = []

  func on(_ event: Event<Element>) { events.append(event) }

  /// The values of the `next` events.
  var values: [Element] { events.compactMap(\.element) }

  /// `true` once a `completed` event arrived.
  var isCompleted: Bool {
    if case .completed = events.last { return true }
    return false
  }
}

extension ObservableConvertibleType {
  /// Subscribes a ``ValueLog`` and returns it with the subscription.
  func record() -> (ValueLog<Element>, Disposable) {
    let log = ValueLog<Element>()
    return (log, asObservable().subscribe(log))
  }
}
