import BindingCore

/// Marble diagrams: events over time written as text, read into recorded events and drawn
/// back from them.
///
/// The grammar is RxJS's. Every character except a space takes one frame of time:
///
/// | text | meaning |
/// |---|---|
/// | `-` | an empty frame |
/// | `a`, `7` | a value: `values[c]`, or without `values` the character read as the element type |
/// | `\|` | completion |
/// | `#` | failure, with the `error` given |
/// | `(ab)` | a group: `a` and `b` at one frame; the whole group takes that one frame |
/// | `^` | frame 0, the subscription point of a hot observable; frames before it are negative |
/// | space | nothing: spaces help line diagrams up |
///
/// A group takes one frame, where RxJS counts each of its characters as a frame: so every
/// history whose times fall on frames has a diagram, and the diagram drawn from a history
/// reads back as that history. Printers that draw diagrams one above another pad the frames
/// of the others with spaces where one has a group, so the frames still line up.
///
/// Frame `n` is tick `origin + n * frameTicks`; frame 0 is the `^`, or the first character
/// when there is none. Ten ticks a frame matches RxTest's habit of writing times such as
/// `.next(210, x)`: with a `TestScheduler` (in `BindingTest`; frame 0 at 200, where its
/// `start` subscribes) `"-a-b|"` reads as `[.next(210, a), .next(230, b), .completed(240)]`.
///
/// ```swift
/// let events = try Marbles.parse("--a-(bc)-|", values: ["a": 1, "b": 2, "c": 3])
/// // [.next(20, 1), .next(40, 2), .next(40, 3), .completed(60)]
/// Marbles.render(events, values: ["a": 1, "b": 2, "c": 3])   // "--a-(bc)-|"
/// ```
public enum Marbles {
  /// The ticks one frame stands for unless told otherwise: 10.
  public static let defaultFrameTicks = 10

  /// Reads `marbles` into recorded events, taking each value character's value from `values`.
  ///
  /// - Parameters:
  ///   - marbles: The diagram.
  ///   - values: The value of each value character.
  ///   - error: The error `#` fails with.
  ///   - frameTicks: The ticks one frame stands for.
  ///   - origin: The tick of frame 0.
  /// - Throws: ``MarbleError`` with the column at fault.
  public static func parse<Element>(
    _ marbles: String, values: [Character: Element], error: any Error = TestError(),
    frameTicks: Int = defaultFrameTicks, origin: TestTime = 0
  ) throws(MarbleError) -> [Recorded<Event<Element>>] {
    try read(
      marbles, lookup: lookup(in: values), allowsSubscriptionPoint: true, error: error,
      frameTicks: frameTicks, origin: origin)
  }

  /// Reads `marbles` into recorded events, each value character being its own value read as
  /// `Element`: `"-a-b|"` for strings, `"-1-2|"` for integers.
  ///
  /// - Throws: ``MarbleError`` with the column at fault, also for a character that is not a
  ///   valid `Element`.
  public static func parse<Element: LosslessStringConvertible>(
    _ marbles: String, error: any Error = TestError(), frameTicks: Int = defaultFrameTicks,
    origin: TestTime = 0
  ) throws(MarbleError) -> [Recorded<Event<Element>>] {
    try read(
      marbles, lookup: lookupByDescription(), allowsSubscriptionPoint: true, error: error,
      frameTicks: frameTicks, origin: origin)
  }

  /// Draws `events` as a diagram, with frame 0 at `origin`.
  ///
  /// A value is drawn as its key in `values`; failing that as itself when it is one letter or
  /// digit; failing that as a free letter (see ``renderWithLegend(_:values:frameTicks:origin:end:)``
  /// for what such letters stand for). `^` marks frame 0 when some event comes before it.
  /// With `end`, empty frames are drawn up to the frame holding `end` unless the events stop.
  ///
  /// `parse(render(events))` gives `events` back when every time falls on a frame; an event
  /// between frames is drawn in the frame it falls in.
  public static func render<Element>(
    _ events: [Recorded<Event<Element>>], values: [Character: Element] = [:],
    frameTicks: Int = defaultFrameTicks, origin: TestTime = 0, end: TestTime? = nil
  ) -> String {
    renderWithLegend(events, values: values, frameTicks: frameTicks, origin: origin, end: end)
      .marbles
  }

  /// Draws `events` like ``render(_:values:frameTicks:origin:end:)`` and says what the letters
  /// chosen for values missing from `values` stand for.
  public static func renderWithLegend<Element>(
    _ events: [Recorded<Event<Element>>], values: [Character: Element] = [:],
    frameTicks: Int = defaultFrameTicks, origin: TestTime = 0, end: TestTime? = nil
  ) -> MarbleDrawing {
    precondition(frameTicks > 0, "frameTicks must be positive")
    var renderer = MarbleRenderer(values: values)
    let marbles = renderer.render(events, frameTicks: frameTicks, origin: origin, end: end)
    return MarbleDrawing(marbles: marbles, legend: renderer.legend)
  }

  /// Draws several histories one above another with one choice of symbols, so that a value
  /// has the same symbol in every diagram, and with their frames lined up in columns: where
  /// one diagram has a group, the others are padded with spaces, which take no time.
  ///
  /// Each drawing's legend lists the made-up symbols that drawing uses.
  ///
  /// ```swift
  /// let drawings = Marbles.renderLanes([[.next(0, 1), .next(0, 2), .next(10, 3)], [.next(10, 4)]])
  /// drawings.map(\.marbles)   // ["(12)3", "-   4"]
  /// ```
  public static func renderLanes<Element>(
    _ lanes: [[Recorded<Event<Element>>]], values: [Character: Element] = [:],
    frameTicks: Int = defaultFrameTicks, origin: TestTime = 0, end: TestTime? = nil
  ) -> [MarbleDrawing] {
    precondition(frameTicks > 0, "frameTicks must be positive")
    var renderer = MarbleRenderer(values: values)
    let cells = lanes.map { renderer.cells($0, frameTicks: frameTicks, origin: origin, end: end) }
    let texts = aligned(cells)
    return texts.map { text in
      MarbleDrawing(marbles: text, legend: renderer.legend.filter { text.contains($0.key) })
    }
  }

  /// The diagrams of `cells`, each frame padded with spaces to the widest text any diagram
  /// has at that frame; trailing spaces are dropped.
  static func aligned(_ cells: [MarbleCells]) -> [String] {
    let drawn = cells.filter { !$0.text.isEmpty }
    guard let first = drawn.map(\.firstFrame).min(),
      let last = drawn.map({ $0.firstFrame + $0.text.count - 1 }).max()
    else { return cells.map { _ in "" } }
    let widths = (first...last).map { frame in
      cells.compactMap { $0.text(at: frame)?.terminalColumns }.max() ?? 1
    }
    return cells.map { lane in
      var line = ""
      for (offset, width) in widths.enumerated() {
        let text = lane.text(at: first + offset) ?? ""
        line += text + String(repeating: " ", count: width - text.terminalColumns)
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// Reads the diagram of a cold observable into recorded events, frame 0 at tick 0: like
  /// ``parse(_:values:error:frameTicks:origin:)``, but a `^` is an error.
  package static func parseCold<Element>(
    _ marbles: String, values: [Character: Element], error: any Error, frameTicks: Int
  ) throws(MarbleError) -> [Recorded<Event<Element>>] {
    try read(
      marbles, lookup: lookup(in: values), allowsSubscriptionPoint: false, error: error,
      frameTicks: frameTicks, origin: 0)
  }

  /// Reads the diagram of a cold observable, each value character being its own value read as
  /// `Element`: like ``parse(_:error:frameTicks:origin:)``, but a `^` is an error.
  package static func parseCold<Element: LosslessStringConvertible>(
    _ marbles: String, error: any Error, frameTicks: Int
  ) throws(MarbleError) -> [Recorded<Event<Element>>] {
    try read(
      marbles, lookup: lookupByDescription(), allowsSubscriptionPoint: false, error: error,
      frameTicks: frameTicks, origin: 0)
  }

  static func read<Element>(
    _ marbles: String, lookup: @escaping MarbleParser<Element>.Lookup,
    allowsSubscriptionPoint: Bool, error: any Error, frameTicks: Int, origin: TestTime
  ) throws(MarbleError) -> [Recorded<Event<Element>>] {
    precondition(frameTicks > 0, "frameTicks must be positive")
    let parser = MarbleParser(
      marbles, allowsSubscriptionPoint: allowsSubscriptionPoint, error: error, lookup: lookup)
    let diagram = try parser.parse()
    let zero = diagram.subscriptionFrame ?? 0
    return diagram.events.map { entry in
      Recorded(time: origin + (entry.frame - zero) * frameTicks, value: entry.event)
    }
  }

  static func lookup<Element>(in values: [Character: Element]) -> MarbleParser<Element>.Lookup {
    { character in
      if let value = values[character] { return .success(value) }
      if character.isLetter || character.isNumber { return .failure(.missingValue(character)) }
      return .failure(.unexpected(character))
    }
  }

  static func lookupByDescription<Element: LosslessStringConvertible>()
    -> MarbleParser<Element>.Lookup
  {
    { character in
      guard character.isLetter || character.isNumber else {
        return .failure(.unexpected(character))
      }
      guard let value = Element(String(character)) else {
        return .failure(.invalidValue(character, type: String(describing: Element.self)))
      }
      return .success(value)
    }
  }
}
