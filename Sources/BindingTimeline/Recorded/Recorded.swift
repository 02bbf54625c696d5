import BindingCore

/// A value together with the virtual time it was recorded at: an event a test's source will
/// send or one its observer received (`TestableObservable` and `TestableObserver`, in
/// `BindingTest`), or a value a cell of the `bind` shell took.
///
/// ```swift
/// let expected: [Recorded<Event<Int>>] = [.next(210, 2), .next(240, 4), .completed(300)]
/// #expect(observer.events == expected)
/// ```
public struct Recorded<Value> {
  /// When the value was (or will be) seen, in ticks.
  public let time: TestTime
  /// What was seen.
  public let value: Value

  /// Records `value` at `time`.
  public init(time: TestTime, value: Value) {
    self.time = time
    self.value = value
  }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: Hashable where Value: Hashable {}

extension Recorded: Sendable where Value: Sendable {}

extension Recorded: CustomDebugStringConvertible {
  /// The value and its time, such as `next(2) @ 210`.
  public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded {
  /// A `next` event carrying `element` at `time`.
  ///
  /// ```swift
  /// let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
  /// ```
  public static func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<Event<Element>>
  where Value == Event<Element> {
    Recorded(time: time, value: .next(element))
  }

  /// A `completed` event at `time`; pass `type` when the element type cannot be inferred.
  public static func completed<Element>(
    _ time: TestTime, _ type: Element.Type = Element.self
  ) -> Recorded<Event<Element>> where Value == Event<Element> {
    Recorded(time: time, value: .completed)
  }

  /// An `error` event with `error` at `time`; pass `type` when the element type cannot be
  /// inferred.
  public static func error<Element>(
    _ time: TestTime, _ error: any Error, _ type: Element.Type = Element.self
  ) -> Recorded<Event<Element>> where Value == Event<Element> {
    Recorded(time: time, value: .error(error))
  }

  /// The recorded events given, as an array: `Recorded.events(.next(210, 1), .completed(250))`.
  public static func events<Element>(_ events: Recorded<Event<Element>>...)
    -> [Recorded<Event<Element>>] where Value == Event<Element>
  {
    events
  }

  /// The recorded events in `events`, unchanged: names the element type once for a long list
  /// whose type the compiler would otherwise have to work out from every entry.
  ///
  /// ```swift
  /// let expected = Recorded.events([.next(210, "a"), .next(220, "b"), .completed(250)])
  /// #expect(res.events == expected)
  /// ```
  public static func events<Element>(_ events: [Recorded<Event<Element>>])
    -> [Recorded<Event<Element>>] where Value == Event<Element>
  {
    events
  }
}
