/// A plain error for tests: what `#` in a marble diagram fails with unless told otherwise.
///
/// ```swift
/// let xs = scheduler.createHotObservable([.error(300, TestError("boom"), Int.self)])
/// ```
///
/// Two test errors are equal when their messages are, and so are `error` events carrying them.
public struct TestError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What the error says.
  public let message: String

  /// An error saying `message`.
  public init(_ message: String = "test error") {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
