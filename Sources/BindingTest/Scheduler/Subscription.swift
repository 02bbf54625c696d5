/// When an observer subscribed to a ``TestableObservable`` and when it unsubscribed.
///
/// ```swift
/// let res = scheduler.start { xs.map { $0 * 2 } }
/// #expect(xs.subscriptions == [Subscription(200, 300)])   // completed at 300
/// ```
///
/// A subscription still open has `unsubscribe == Int.max`.
public struct Subscription: Hashable, Sendable {
  /// When the subscription started, in ticks.
  public let subscribe: TestTime
  /// When it was disposed, in ticks, or `Int.max` while it is still open.
  public let unsubscribe: TestTime

  /// A subscription made at `subscribe` and disposed at `unsubscribe` (never, by default).
  public init(_ subscribe: TestTime, _ unsubscribe: TestTime = .max) {
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
  }

  /// `true` while the subscription has not been disposed.
  public var isOpen: Bool { unsubscribe == .max }
}

extension Subscription: CustomDebugStringConvertible {
  /// Both times, as RxTest prints them: `(200: 300)`, or `(200: Infinity)` for an open
  /// subscription.
  public var debugDescription: String {
    "(\(subscribe): \(isOpen ? "Infinity" : String(unsubscribe)))"
  }
}
