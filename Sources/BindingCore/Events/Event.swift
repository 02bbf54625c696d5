/// One notification in a sequence: zero or more `next` values, then at most one `error` or
/// `completed`, after which nothing more arrives.
///
/// ```swift
/// let event: Event<Int> = .next(42)
/// event.element  // 42
/// ```
public enum Event<Element> {
  /// A new value.
  case next(Element)
  /// The sequence failed; no further events follow.
  case error(any Error)
  /// The sequence finished normally; no further events follow.
  case completed

  /// The value of a `next` event, or `nil` for a stop event.
  @inlinable
  public var element: Element? {
    if case .next(let value) = self { return value }
    return nil
  }

  /// The error of an `error` event, or `nil`.
  public var error: (any Error)? {
    if case .error(let error) = self { return error }
    return nil
  }

  /// `true` for `error` and `completed`, the events that end a sequence.
  @inlinable
  public var isStopEvent: Bool {
    if case .next = self { return false }
    return true
  }

  /// `true` for `completed`.
  public var isCompleted: Bool {
    if case .completed = self { return true }
    return false
  }

  /// Transforms the value of a `next` event; a throwing transform turns it into an `error`.
  public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
    switch self {
    case .next(let value):
      do { return .next(try transform(value)) } catch { return .error(error) }
    case .error(let error): return .error(error)
    case .completed: return .completed
    }
  }
}

extension Event: CustomDebugStringConvertible {
  /// A short description such as `next(1)`, `error(Timeout)` or `completed`.
  public var debugDescription: String {
    switch self {
    case .next(let value): return "next(\(value))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
  }
}

extension Event: Sendable where Element: Sendable {}
