import BindingCore

/// Draws recorded events as marble diagrams, choosing one symbol per distinct value and
/// keeping that choice across every diagram it draws (so an expected and an actual line agree).
///
/// A value's symbol is, in order of preference: its key in `values`; the value itself when
/// its description is one ASCII letter or digit; otherwise the next free letter, noted in the
/// legend. Values are told apart by their descriptions.
struct MarbleRenderer<Element> {
  private let byDescription: [String: Character]
  private var assigned: [String: Character] = [:]
  private var taken: Set<Character>
  private(set) var legend: [Character: String] = [:]

  private static var pool: [Character] {
    Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
  }

  init(values: [Character: Element]) {
    var byDescription: [String: Character] = [:]
    for (symbol, value) in values.sorted(by: { $0.key > $1.key }) {
      byDescription[String(describing: value)] = symbol
    }
    self.byDescription = byDescription
    taken = Set(values.keys)
  }

  mutating func symbol(for value: Element) -> Character {
    let description = String(describing: value)
    if let symbol = byDescription[description] ?? assigned[description] { return symbol }
    if description.count == 1, let only = description.first, only.isASCII,
      only.isLetter || only.isNumber, !taken.contains(only)
    {
      return claim(only, for: description, noted: false)
    }
    guard let free = Self.pool.first(where: { !taken.contains($0) }) else { return "?" }
    return claim(free, for: description, noted: true)
  }

  private mutating func claim(_ symbol: Character, for description: String, noted: Bool)
    -> Character
  {
    taken.insert(symbol)
    assigned[description] = symbol
    if noted { legend[symbol] = description }
    return symbol
  }

  private mutating func symbol(for event: Event<Element>) -> Character {
    switch event {
    case .next(let value): symbol(for: value)
    case .completed: "|"
    case .error: "#"
    }
  }

  /// Draws `events`, with frame 0 at `origin`.
  ///
  /// A `^` marks frame 0 when an event comes before it. Draws empty frames up to the frame
  /// holding `end`, unless a stop event came.
  mutating func render(
    _ events: [Recorded<Event<Element>>], frameTicks: Int, origin: TestTime, end: TestTime?
  ) -> String {
    cells(events, frameTicks: frameTicks, origin: origin, end: end).text.joined()
  }

  /// The text of each frame of `events`, from the first frame drawn on: `-` for an empty
  /// frame, a symbol, or a group `(ab)` of the events of one frame (a group takes one frame).
  mutating func cells(
    _ events: [Recorded<Event<Element>>], frameTicks: Int, origin: TestTime, end: TestTime?
  ) -> MarbleCells {
    func frame(_ time: TestTime) -> Int { floorDivide(time - origin, frameTicks) }
    let sorted = events.enumerated()
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
    var symbols: [Int: [Character]] = [:]
    for recorded in sorted {
      symbols[frame(recorded.time), default: []].append(symbol(for: recorded.value))
    }
    let needsCaret = symbols.keys.contains { $0 < 0 }
    if needsCaret { symbols[0, default: []].insert("^", at: 0) }
    var last = symbols.keys.max()
    if let end, !sorted.contains(where: { $0.value.isStopEvent }) {
      last = max(last ?? frame(end), frame(end))
    }
    guard let last else { return MarbleCells(firstFrame: 0, text: []) }
    let first = min(0, symbols.keys.min() ?? 0)
    guard first <= last else { return MarbleCells(firstFrame: first, text: []) }
    let text = (first...last).map { frame -> String in
      guard let group = symbols[frame] else { return "-" }
      return group.count == 1 ? String(group[0]) : "(" + String(group) + ")"
    }
    return MarbleCells(firstFrame: first, text: text)
  }
}

/// One diagram frame by frame: the text of each frame, the first being frame `firstFrame`.
///
/// Printers that draw several diagrams one above another pad each frame to the widest text
/// any of them has there, with spaces (which take no time), so frames line up in columns.
struct MarbleCells {
  let firstFrame: Int
  let text: [String]

  /// The text of `frame`, or `nil` before the first frame or after the last.
  func text(at frame: Int) -> String? {
    let index = frame - firstFrame
    return text.indices.contains(index) ? text[index] : nil
  }
}

/// `value / divisor` rounded towards negative infinity.
func floorDivide(_ value: Int, _ divisor: Int) -> Int {
  let quotient = value / divisor
  return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
}
