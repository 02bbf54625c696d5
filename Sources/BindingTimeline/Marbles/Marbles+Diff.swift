import BindingCore

extension Marbles {
  /// Describes how recorded events differ from the expected ones, or returns `nil` when they
  /// are equal.
  ///
  /// The description draws both as marble diagrams (frame 0 at `origin`), lists both, and
  /// names the first event that differs.
  ///
  /// ```swift
  /// let expected = try scheduler.parseMarbles("--a--b--|", values: ["a": 1, "b": 2])
  /// #expect(Marbles.diff(observer.events, expected: expected, origin: 200) == nil)
  /// ```
  ///
  /// Prints something like:
  ///
  /// ```
  /// recorded events differ from the expected ones
  ///   expected: --a--b--|
  ///     actual: --a-----b-|
  ///   expected: next(1) @ 220, next(2) @ 250, completed @ 280
  ///     actual: next(1) @ 220, next(2) @ 280, completed @ 300
  ///   first difference, event 2: expected next(2) @ 250, got next(2) @ 280
  /// ```
  public static func diff<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>], expected: [Recorded<Event<Element>>],
    values: [Character: Element] = [:], frameTicks: Int = defaultFrameTicks,
    origin: TestTime = 0
  ) -> String? {
    if actual == expected { return nil }
    precondition(frameTicks > 0, "frameTicks must be positive")
    let drawings = renderLanes(
      [expected, actual], values: values, frameTicks: frameTicks, origin: origin)
    var lines = [
      "recorded events differ from the expected ones",
      "  expected: \(drawings[0].marbles)",
      "    actual: \(drawings[1].marbles)",
    ]
    let legend = MarbleDrawing(
      marbles: drawings[0].marbles + drawings[1].marbles,
      legend: drawings[0].legend.merging(drawings[1].legend) { first, _ in first })
    if !legend.legend.isEmpty { lines.append("     where: \(legend.legendText)") }
    lines.append("  expected: \(list(expected))")
    lines.append("    actual: \(list(actual))")
    lines.append("  first difference, \(firstDifference(actual, expected))")
    return lines.joined(separator: "\n")
  }

  private static func list<Element>(_ events: [Recorded<Event<Element>>]) -> String {
    events.isEmpty ? "(no events)" : events.map(\.debugDescription).joined(separator: ", ")
  }

  private static func firstDifference<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>], _ expected: [Recorded<Event<Element>>]
  ) -> String {
    let index =
      zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(actual.count, expected.count)
    let wanted = index < expected.count ? expected[index].debugDescription : "nothing more"
    let got = index < actual.count ? actual[index].debugDescription : "nothing more"
    return "event \(index + 1): expected \(wanted), got \(got)"
  }
}
