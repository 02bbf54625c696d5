import Binding
import BindingTimeline

/// Finds the marbles recorded since observers were last told: the history of every cell, by
/// name, against how much of it they had.
enum MarbleCounter {
  /// How much of one cell's history was reported.
  struct Seen {
    let cell: ObjectIdentifier
    var count: Int
  }

  static func counts(_ runtime: Runtime) -> [String: Seen] {
    var seen: [String: Seen] = [:]
    for cell in runtime.symbols.allCells {
      for lane in cell.lanes {
        seen[lane.name] = Seen(cell: ObjectIdentifier(cell), count: lane.history.count)
      }
    }
    return seen
  }

  static func newMarbles(_ runtime: Runtime, seen: inout [String: Seen]) -> [MarbleEvent] {
    var marbles: [MarbleEvent] = []
    for cell in runtime.symbols.allCells {
      let identity = ObjectIdentifier(cell)
      for lane in cell.lanes {
        let count = lane.history.count
        let known = seen[lane.name].flatMap { $0.cell == identity ? $0.count : nil } ?? 0
        guard count > known else { continue }
        for index in known..<count {
          marbles.append(
            MarbleEvent(
              lane: lane.name, marble: lane.history.marble(at: index), laneStart: lane.start,
              owner: lane.owner))
        }
        seen[lane.name] = Seen(cell: identity, count: count)
      }
    }
    return marbles.sorted { $0.marble.time < $1.marble.time }
  }
}

extension Marble {
  init(_ recorded: Recorded<Event<Value>>, cause: Int) {
    switch recorded.value {
    case .next(let value):
      self.init(time: recorded.time, kind: .value(value.shortLiteral), cause: cause)
    case .completed: self.init(time: recorded.time, kind: .completed, cause: cause)
    case .error(let error):
      self.init(
        time: recorded.time, kind: .error(ScriptFailure.message(of: error)), cause: cause)
    }
  }
}
