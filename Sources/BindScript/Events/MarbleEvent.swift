/// A new marble on a lane, as ``InterpreterEvent/marbles(_:)`` reports it.
public struct MarbleEvent: Sendable, Hashable {
  /// The lane: the cell's name.
  public let lane: String
  /// The marble.
  public let marble: Marble

  /// Creates an event.
  public init(lane: String, marble: Marble) {
    self.lane = lane
    self.marble = marble
  }
}
