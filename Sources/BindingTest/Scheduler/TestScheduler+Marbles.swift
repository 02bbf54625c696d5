extension TestScheduler {
  /// A hot observable sending the events of `marbles`, frame 0 (the `^`, or the first
  /// character) at `origin`; see ``Marbles`` for the grammar.
  ///
  /// As in RxTest, the events are scheduled when the observable is made, so one made before
  /// ``start(_:)`` sends an event at frame 0 before `start` subscribes at the same tick: that
  /// event is missed, like those before the `^`.
  ///
  /// ```swift
  /// let xs = try scheduler.createHotObservable("-a-^-b-c-|", values: ["a": 1, "b": 2, "c": 3])
  /// let res = scheduler.start { xs.map { $0 * 10 } }   // subscribes at 200, the `^`
  /// res.expectMarbles("--x-y-|", values: ["x": 20, "y": 30])
  /// ```
  ///
  /// - Parameters:
  ///   - marbles: The diagram.
  ///   - values: The value of each value character.
  ///   - error: The error `#` fails with.
  ///   - origin: The tick of frame 0: by default 200, where ``start(_:)`` subscribes.
  public func createHotObservable<Element>(
    _ marbles: String, values: [Character: Element], error: any Error = TestError(),
    origin: TestTime = Defaults.subscribed
  ) throws(MarbleError) -> TestableObservable<Element> {
    createHotObservable(
      try Marbles.parse(
        marbles, values: values, error: error, frameTicks: frameTicks, origin: origin))
  }

  /// A hot observable sending the events of `marbles`, each value character being its own
  /// value read as `Element`; see ``createHotObservable(_:values:error:origin:)``.
  public func createHotObservable<Element: LosslessStringConvertible>(
    _ marbles: String, error: any Error = TestError(), origin: TestTime = Defaults.subscribed
  ) throws(MarbleError) -> TestableObservable<Element> {
    createHotObservable(
      try Marbles.parse(marbles, error: error, frameTicks: frameTicks, origin: origin))
  }

  /// A cold observable sending the events of `marbles` to each subscriber.
  ///
  /// Frame 0 is the time of the subscription; `^` is not allowed. See ``Marbles`` for the
  /// grammar.
  ///
  /// ```swift
  /// let xs = try scheduler.createColdObservable("-a-b|", values: ["a": 1, "b": 2])
  /// let res = scheduler.start { xs }    // next(210, 1), next(230, 2), completed(240)
  /// ```
  public func createColdObservable<Element>(
    _ marbles: String, values: [Character: Element], error: any Error = TestError()
  ) throws(MarbleError) -> TestableObservable<Element> {
    createColdObservable(
      try Marbles.parseCold(marbles, values: values, error: error, frameTicks: frameTicks))
  }

  /// A cold observable sending the events of `marbles`, each value character being its own
  /// value read as `Element`; see ``createColdObservable(_:values:error:)``.
  public func createColdObservable<Element: LosslessStringConvertible>(
    _ marbles: String, error: any Error = TestError()
  ) throws(MarbleError) -> TestableObservable<Element> {
    createColdObservable(try Marbles.parseCold(marbles, error: error, frameTicks: frameTicks))
  }

  /// The events `marbles` stands for on this scheduler's timeline, frame 0 at `origin`
  /// (200 by default): what an observer subscribed by ``start(_:)`` should record.
  ///
  /// ```swift
  /// let expected = try scheduler.parseMarbles("--a--b--|", values: ["a": 1, "b": 2])
  /// // [.next(220, 1), .next(250, 2), .completed(280)]
  /// ```
  public func parseMarbles<Element>(
    _ marbles: String, values: [Character: Element], error: any Error = TestError(),
    origin: TestTime = Defaults.subscribed
  ) throws(MarbleError) -> [Recorded<Event<Element>>] {
    try Marbles.parse(marbles, values: values, error: error, frameTicks: frameTicks, origin: origin)
  }

  /// The events `marbles` stands for, each value character being its own value read as
  /// `Element`; see ``parseMarbles(_:values:error:origin:)``.
  public func parseMarbles<Element: LosslessStringConvertible>(
    _ marbles: String, error: any Error = TestError(), origin: TestTime = Defaults.subscribed
  ) throws(MarbleError) -> [Recorded<Event<Element>>] {
    try Marbles.parse(marbles, error: error, frameTicks: frameTicks, origin: origin)
  }

  /// Draws `events` as a marble diagram on this scheduler's timeline, frame 0 at `origin`;
  /// see ``Marbles/render(_:values:frameTicks:origin:end:)``.
  public func renderMarbles<Element>(
    _ events: [Recorded<Event<Element>>], values: [Character: Element] = [:],
    origin: TestTime = Defaults.subscribed
  ) -> String {
    Marbles.render(events, values: values, frameTicks: frameTicks, origin: origin)
  }
}
