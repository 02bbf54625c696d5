/// One subscription of the program that is alive now: a chain's end (`subscribe`, `bind`,
/// `=>`, `drive`), where it was made, how long ago, and the bag that holds it.
///
/// A subscription with no ``owner`` is held by nothing the inspector knows of: the program
/// keeps its disposable itself, or nothing does and it lives as long as its source, which is
/// how a leak looks.
///
/// ```swift
/// for subscription in inspector.snapshot().subscriptions where subscription.owner == nil {
///   print("not in a bag:", subscription.node)
/// }
/// ```
public struct InspectedSubscription: Sendable, Hashable, Identifiable {
  /// The subscription's number: numbers grow with every subscription made while attached and
  /// are never reused, so a ``InspectorMark`` can tell which came after it.
  public let id: Int
  /// The subscriber's node (the program's closures or observer), whose site is the line that
  /// subscribed.
  public let node: Int
  /// The node it is subscribed to.
  public let source: Int
  /// When it was made, in milliseconds since the attach.
  public let since: Int
  /// The bag that holds it, if it was put in one.
  public let owner: InspectedOwner?

  /// Creates a subscription.
  public init(id: Int, node: Int, source: Int, since: Int, owner: InspectedOwner?) {
    self.id = id
    self.node = node
    self.source = source
    self.since = since
    self.owner = owner
  }
}
