/// A moment of an inspected program, to ask later what was made after it and is still alive:
/// the question a count of resources cannot answer.
///
/// ```swift
/// let mark = inspector.mark()
/// openAndCloseTheScreen()
/// for subscription in inspector.snapshot().leftAlive(since: mark) {
///   print(subscription.node, subscription.owner?.label ?? "held by no bag")
/// }
/// ```
public struct InspectorMark: Sendable, Hashable {
  /// Milliseconds from the attach to the mark.
  public let time: Int
  /// The subscriptions made before the mark: every later one has a greater number.
  public let subscriptionsMade: Int

  /// Creates a mark after `subscriptionsMade` subscriptions, at `time`.
  public init(time: Int, subscriptionsMade: Int) {
    self.time = time
    self.subscriptionsMade = subscriptionsMade
  }
}
