import BindingCore
import BindingTimeline

extension MarbleLane {
  /// A lane of recorded events, as a test scheduler's observer records them.
  ///
  /// Each event is drawn `origin` ticks earlier than it happened, so a picture of a test's
  /// events starts at the subscription; its cause is its time, so events of one instant
  /// share a colour on every lane drawn beside it.
  ///
  /// ```swift
  /// let lane = MarbleLane(name: "actual", events: observer.events, origin: 200)
  /// let svg = MarblePicture.svg([lane], now: 100, timeText: { String($0 + 200) })
  /// ```
  public init<Element>(
    name: String, events: [Recorded<Event<Element>>], origin: TestTime = 0,
    describe: (Element) -> String = { String(describing: $0) }
  ) {
    let marbles = events.enumerated()
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map { _, recorded in
        let time = recorded.time - origin
        let kind: Marble.Kind =
          switch recorded.value {
          case .next(let value): .value(describe(value))
          case .completed: .completed
          case .error(let error): .error(String(describing: error))
          }
        return Marble(time: time, kind: kind, cause: time)
      }
    self.init(name: name, marbles: marbles)
  }
}
