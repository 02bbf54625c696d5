import Binding
import BindingTimeline

/// `:marbles NAME...`: the recorded history of cells as marble diagrams on the virtual
/// time axis, one frame per 100 ms from 0 ms, up to now, with their frames lined up.
///
/// What it prints reads back in `expect`: each line's diagram and values, pasted after
/// `expect NAME`, pass for the same history. A long history is shortened to its last
/// ``mostEventsPerLane`` events, with a line saying how many were left out and where the
/// diagrams start (the earliest of those events); every lane then shows that stretch of
/// time. Such a diagram shows the recent past and does not read back.
///
/// ```
/// query    a--b       a="" b="rx"
/// results  -  -  -c   c=["rx 1", "rx 2"]
/// ```
enum MarbleRendering {
  /// Milliseconds per frame.
  static let frame = 100

  /// The lanes of `cells` (each cell's own, then those it keeps beside it), up to `now`.
  static func render(_ cells: [Cell], now: Int) -> String {
    render(lanes: cells.flatMap(\.lanes), now: now)
  }

  static func render(lanes: [CellLane], now: Int) -> String {
    var shown = lanes.map(Self.latestEvents)
    let start = zip(lanes, shown).filter { $0.history.count > $1.count }.compactMap(\.1.first?.time)
      .min()
    let origin = start.map { max(0, $0) / frame * frame } ?? 0
    if let start { shown = shown.map { $0.filter { $0.time >= start } } }
    let earlier = zip(lanes, shown).map { $0.history.count - $1.count }
    var implied: [Character: Value] = [:]
    for events in shown {
      for recorded in events {
        guard case .next(let value) = recorded.value, let symbol = impliedSymbol(value) else {
          continue
        }
        implied[symbol] = implied[symbol] ?? value
      }
    }
    let drawings = Marbles.renderLanes(
      shown, values: implied, frameTicks: frame, origin: origin, end: now)
    let rows = zip(lanes, drawings).map { lane, drawing in
      [
        lane.name,
        blank(
          drawing.marbles, before: max(0, lane.start - origin) / frame,
          dropping: lane.stop.map { max(0, now / frame - $0 / frame) } ?? 0),
        assignments(drawing),
      ]
    }
    var lines = Columns.render(rows)
    let folded = zip(lanes, earlier).filter { $0.1 > 0 }
    if !folded.isEmpty {
      let counts = folded.map { "\($0.0.name) \($0.1.withDigitGroups)" }.joined(separator: ", ")
      lines.append(
        "(earlier events left out: \(counts); the diagrams start at "
          + "\(MarblePicture.milliseconds(origin)))")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// The most events of one lane drawn, as in the pictures: the latest; `:marbles` says how
  /// many it left out.
  static let mostEventsPerLane = MarblePicture.mostMarblesPerLane

  /// The last ``mostEventsPerLane`` events of `lane`.
  private static func latestEvents(_ lane: CellLane) -> [Recorded<Event<Value>>] {
    let count = lane.history.count
    return (max(0, count - mostEventsPerLane)..<count).map(lane.history.event(at:))
  }

  /// `marbles` with its first `frames` frames left blank and its last `dropped` empty frames
  /// left out: a lane that began later (a group of `groupBy`, a subscription of a cold
  /// stream) shows nothing before it began, and one that was disposed nothing after.
  private static func blank(_ marbles: String, before frames: Int, dropping dropped: Int) -> String {
    var seen = 0
    var text = String(
      marbles.map { character in
        guard seen < frames, character == "-" else { return character }
        seen += 1
        return " "
      })
    var left = dropped
    while left > 0, let last = text.last, last == "-" || last == " " {
      if last == "-" { left -= 1 }
      text.removeLast()
    }
    return text
  }

  /// The symbol that stands for `value` in a diagram without being given: a one-letter or
  /// one-digit string, or `x` for an event without a payload (`expect` reads them so).
  private static func impliedSymbol(_ value: Value) -> Character? {
    switch value {
    case .void: return "x"
    case .string(let text):
      guard text.count == 1, let only = text.first, only.isASCII, only.isLetter || only.isNumber
      else { return nil }
      return only
    default: return nil
    }
  }

  /// The legend as `expect` takes it: `a="" b="rx"`, in the order the symbols appear.
  private static func assignments(_ drawing: MarbleDrawing) -> String {
    var seen: Set<Character> = []
    return drawing.marbles.filter { drawing.legend[$0] != nil && seen.insert($0).inserted }
      .map { "\($0)=\(drawing.legend[$0]!)" }
      .joined(separator: " ")
  }
}
