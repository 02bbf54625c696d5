import BindingPictures

/// What one node sent, over time: the latest events its ring buffer keeps, and how many
/// came before them.
public struct InspectedLane: Sendable, Hashable {
  /// The node whose output this is.
  public let node: Int
  /// The events kept, oldest first: each a marble at its millisecond since the attach, with
  /// that millisecond as its cause (events of one instant share a colour), its value as
  /// `String(describing:)` writes it, cut to 60 characters.
  public let events: [Marble]
  /// How many events came before ``events`` and were let go (the ring buffer's or the whole
  /// recording's limit).
  public let earlier: Int

  /// Creates a lane.
  public init(node: Int, events: [Marble], earlier: Int) {
    self.node = node
    self.events = events
    self.earlier = earlier
  }
}
