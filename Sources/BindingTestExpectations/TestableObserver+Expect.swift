import BindingTest
import Testing

extension TestableObserver where Element: Equatable {
  /// Records a test issue, at the caller, unless this observer's events are what `marbles`
  /// stands for on its scheduler's timeline.
  ///
  /// Frame 0 is at `origin`, 200 by default. The issue shows both diagrams and both event
  /// lists; a diagram that does not parse is an issue too.
  ///
  /// ```swift
  /// let res = scheduler.start { xs.map { $0 * 2 } }
  /// res.expectMarbles("--a--b--|", values: ["a": 2, "b": 4])
  /// ```
  public func expectMarbles(
    _ marbles: String, values: [Character: Element], error: any Error = TestError(),
    origin: TestTime = TestScheduler.Defaults.subscribed,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      let expected = try scheduler.parseMarbles(
        marbles, values: values, error: error, origin: origin)
      expectEvents(expected, values: values, origin: origin, sourceLocation: sourceLocation)
    } catch {
      Issue.record(Comment(rawValue: error.diagnostic), sourceLocation: sourceLocation)
    }
  }

  /// Records a test issue, at the caller, unless this observer's events are `expected`; the
  /// issue draws both as marble diagrams (frame 0 at `origin`) and lists them, and names the
  /// SVG picture of both that ``MarbleFailurePicture`` wrote.
  ///
  /// ```swift
  /// res.expectEvents([.next(210, 2), .completed(300)])
  /// ```
  public func expectEvents(
    _ expected: [Recorded<Event<Element>>], values: [Character: Element] = [:],
    origin: TestTime = TestScheduler.Defaults.subscribed,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let difference = Marbles.diff(
      events, expected: expected, values: values, frameTicks: scheduler.frameTicks,
      origin: origin)
    if let difference {
      let picture = MarbleFailurePicture.write(
        expected: expected, actual: events, origin: origin, at: sourceLocation)
      let note = picture.map { "\n  picture: \($0)" } ?? ""
      Issue.record(Comment(rawValue: difference + note), sourceLocation: sourceLocation)
    }
  }
}

extension TestableObserver where Element: Equatable & LosslessStringConvertible {
  /// Records a test issue, at the caller, unless this observer's events are what `marbles`
  /// stands for, each value character being its own value read as `Element`; see
  /// ``expectMarbles(_:values:error:origin:sourceLocation:)``.
  ///
  /// ```swift
  /// let res = scheduler.start { names.map { $0.uppercased() } }
  /// res.expectMarbles("--A--B--|")
  /// ```
  public func expectMarbles(
    _ marbles: String, error: any Error = TestError(),
    origin: TestTime = TestScheduler.Defaults.subscribed,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      let expected: [Recorded<Event<Element>>] = try scheduler.parseMarbles(
        marbles, error: error, origin: origin)
      expectEvents(expected, origin: origin, sourceLocation: sourceLocation)
    } catch {
      Issue.record(Comment(rawValue: error.diagnostic), sourceLocation: sourceLocation)
    }
  }
}
