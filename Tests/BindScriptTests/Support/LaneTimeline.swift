import BindingCore
import BindingPictures
import BindingTimeline

@testable import BindScript

/// One event of a lane as a page draws it: its time in milliseconds and what happened (a
/// value as its literal, a completion, a failure with its message), without the change that
/// caused it, which only the interpreter numbers.
struct LaneEvent: Equatable, CustomStringConvertible {
  let time: Int
  let kind: Marble.Kind

  init(time: Int, kind: Marble.Kind) {
    self.time = time
    self.kind = kind
  }

  init(_ recorded: Recorded<Event<Value>>) {
    let marble = Marble(recorded, cause: 0)
    self.init(time: marble.time, kind: marble.kind)
  }

  var description: String {
    switch kind {
    case .value(let literal): return "\(literal)@\(time)"
    case .completed: return "|@\(time)"
    case .error(let message): return "#(\(message))@\(time)"
    }
  }
}

/// One lane: its name, its events, and, for a lane kept beside a cell's own (a subscription
/// of a `cold` stream, a group of `groupBy`), when it began and stopped.
struct LaneTimeline: Equatable, CustomStringConvertible {
  let name: String
  var events: [LaneEvent]
  var start: Int
  var stop: Int?

  /// The lane `lane` records.
  init(_ lane: CellLane) {
    self.init(
      name: lane.name, events: lane.history.events.map(LaneEvent.init), start: lane.start, stop: lane.stop)
  }

  init(name: String, events: [LaneEvent] = [], start: Int = 0, stop: Int? = nil) {
    self.name = name
    self.events = events
    self.start = start
    self.stop = stop
  }

  var description: String {
    "\(name)\(start == 0 ? "" : " from \(start)")\(stop.map { " to \($0)" } ?? ""): "
      + events.map(\.description).joined(separator: " ")
  }
}
