/// A new marble on a lane, as ``InterpreterEvent/marbles(_:)`` reports it.
public struct MarbleEvent: Sendable, Hashable {
  /// The lane: the cell's name, or the name of a lane the cell keeps beside its own
  /// (`groups[0]`, `ticks sub 1`).
  public let lane: String
  /// The marble.
  public let marble: Marble
  /// When the lane began, in milliseconds (see `MarbleLane.start`).
  public let laneStart: Int
  /// The cell's name when the lane is one it keeps beside its own (see `MarbleLane.owner`).
  public let owner: String?

  /// Creates an event.
  public init(lane: String, marble: Marble, laneStart: Int = 0, owner: String? = nil) {
    self.lane = lane
    self.marble = marble
    self.laneStart = laneStart
    self.owner = owner
  }
}
