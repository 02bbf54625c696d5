/// One marble lane a cell draws: its own history, or one it keeps beside it (a group of
/// `groupBy`, a subscription of a `cold` stream), under the name the lane shows.
struct CellLane {
  /// What the lane is labelled: `numbers`, `groups[0]`, `ticks sub 1`.
  let name: String
  /// Its events on the virtual time axis.
  let history: History
  /// When it began, in milliseconds: 0 for a cell's own lane, else when the group opened or
  /// the subscription was made.
  var start = 0
  /// When it stopped without an end of its own (a subscription disposed), in milliseconds.
  var stop: Int?
  /// The cell it belongs to, for a lane kept beside the cell's own; `nil` for that lane.
  var owner: String?
}
