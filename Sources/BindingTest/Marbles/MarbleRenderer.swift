/// Draws recorded events as marble diagrams, choosing one symbol per distinct value and
/// keeping that choice across every diagram it draws (so an expected and an actual line agree).
///
/// A value's symbol is, in order of preference: its key in `values`; the value itself when
/// its description is one letter or digit; otherwise the next free letter, noted in the
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
    if description.count == 1, let only = description.first, only.isLetter || only.isNumber,
      !taken.contains(only)
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
    func frame(_ time: TestTime) -> Int { floorDivide(time - origin, frameTicks) }
    let sorted = events.enumerated()
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
    var groups: [(frame: Int, symbols: [Character])] = []
    for recorded in sorted {
      let symbol = symbol(for: recorded.value)
      if let last = groups.last, last.frame == frame(recorded.time) {
        groups[groups.count - 1].symbols.append(symbol)
      } else {
        groups.append((frame(recorded.time), [symbol]))
      }
    }
    var needsCaret = groups.contains { $0.frame < 0 }
    var cursor = min(0, groups.first?.frame ?? 0)
    var drawing = ""
    func pad(to target: Int) {
      while cursor < target {
        drawing.append("-")
        cursor += 1
      }
    }
    for var group in groups {
      if needsCaret && group.frame >= 0 {
        pad(to: 0)
        needsCaret = false
        if group.frame <= cursor {
          group.symbols.insert("^", at: 0)
        } else {
          drawing.append("^")
          cursor += 1
        }
      }
      pad(to: group.frame)
      if group.symbols.count == 1 {
        drawing.append(group.symbols[0])
        cursor += 1
      } else {
        drawing += "(" + String(group.symbols) + ")"
        cursor += group.symbols.count + 2
      }
    }
    if needsCaret {
      pad(to: 0)
      drawing.append("^")
      cursor += 1
    }
    if let end, !sorted.contains(where: { $0.value.isStopEvent }) {
      pad(to: frame(end) + 1)
    }
    return drawing
  }
}

/// `value / divisor` rounded towards negative infinity.
func floorDivide(_ value: Int, _ divisor: Int) -> Int {
  let quotient = value / divisor
  return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
}
