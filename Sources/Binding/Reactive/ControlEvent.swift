/// Events a control sends, such as taps: never fail, carry no state, and replay nothing.
///
/// ```swift
/// button.rx.tap => { viewModel.login() }
/// ```
public struct ControlEvent<Element>: ObservableType {
  private let events: Observable<Element>

  /// Creates a control event from the sequence of its occurrences, subscribed on the main
  /// queue as RxCocoa's are (`subscribe(on: ConcurrentMainScheduler.instance)`): at once when
  /// subscribed to there, later from another thread.
  public init<Events: ObservableType>(events: Events) where Events.Element == Element {
    self.events = events.asObservable().subscribe(on: ConcurrentMainScheduler.instance)
  }

  /// Creates a control event subscribed on whatever thread subscribes to it: for the headless
  /// stand-in controls of this package, which any thread may touch.
  package init<Events: ObservableType>(subscribingOnCallingThread events: Events)
  where Events.Element == Element {
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
