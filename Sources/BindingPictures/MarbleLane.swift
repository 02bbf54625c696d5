/// The history of one cell (or stream) on a time axis: what a marble picture draws as one lane.
public struct MarbleLane: Sendable, Hashable {
  /// The cell's name, as written in scripts.
  public let name: String
  /// Its marbles, in time order.
  public var marbles: [Marble]

  /// Creates a lane.
  public init(name: String, marbles: [Marble]) {
    self.name = name
    self.marbles = marbles
  }
}
