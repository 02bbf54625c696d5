/// The history of one cell (or stream) on a time axis: what a marble picture draws as one lane.
public struct MarbleLane: Sendable, Hashable {
  /// The cell's name, as written in scripts.
  public let name: String
  /// Its marbles, in time order.
  public var marbles: [Marble]
  /// When the lane begins, in milliseconds.
  ///
  /// 0 for a cell's own lane; for a lane a cell keeps beside its own (a group of `groupBy`, one subscription of a cold stream), when that
  /// group opened or that subscription was made. Nothing is drawn before it.
  public var start: Int
  /// When the lane stops without an end of its own, in milliseconds.
  ///
  /// A subscription of a cold stream that was disposed stops; `nil` while the lane runs.
  /// Nothing is drawn after it.
  public var stop: Int?
  /// The lane whose cell this one belongs to, when it is one a cell keeps beside its own
  /// (`groups` for `groups[0]`); `nil` for a cell's own lane.
  public var owner: String?

  /// Creates a lane.
  public init(
    name: String, marbles: [Marble], start: Int = 0, stop: Int? = nil, owner: String? = nil
  ) {
    self.name = name
    self.marbles = marbles
    self.start = start
    self.stop = stop
    self.owner = owner
  }
}
