/// Events a control sends, such as taps: never fail, carry no state, and replay nothing.
///
/// ```swift
/// button.rx.tap => { viewModel.login() }
/// ```
public struct ControlEvent<Element>: ObservableType {
  private let events: Observable<Element>

  /// Creates a control event from the sequence of its occurrences.
  public init<Events: ObservableType>(events: Events) where Events.Element == Element {
    self.events = events.asObservable()
  }

  /// Delivers each occurrence to `observer`.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    events.subscribe(observer)
  }

  /// The events as a plain ``Observable``.
  public func asObservable() -> Observable<Element> { events }

  /// Returns `self`.
  public func asControlEvent() -> ControlEvent<Element> { self }
}
