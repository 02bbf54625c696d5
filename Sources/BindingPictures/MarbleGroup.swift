/// The marbles of one lane at one instant, and where each of them is drawn.
///
/// A single marble is centred at its instant's `x`. Several at one instant are a group, in a
/// pill that starts at that `x`: side by side, in the order they happened, as many as fit
/// before the lane's next marble and before now; the rest in further rows under the first,
/// each row starting at the instant's `x` again. With no room to the right the group is a
/// stack, one marble a row, each row low enough that every letter stays visible. Before time
/// has moved at all (everything at 0 ms, now 0 ms) the room is not bounded by now: the
/// picture then draws no now line, and the groups read left to right.
///
/// ```swift
/// let groups = MarbleGroup.groups(lane.marbles, x: { 100 + Double($0) }, limit: 400)
/// // three marbles at 0 ms, one at 200 ms: [0 ms: 3 columns, 1 row], [200 ms: 1 marble]
/// ```
struct MarbleGroup: Equatable {
  /// The distance between the centres of two marbles side by side in a group.
  static let columnStep = MarblePicture.radius * 2 + 2
  /// The distance between two rows of a group: the lower row covers the upper one's circles
  /// a little, never its letters.
  static let rowStep = MarblePicture.radius + 9
  /// The most marbles side by side in one row, so that a crowd does not run off the screen.
  static let mostColumns = 12
  /// The most rows drawn apart; a larger crowd's rows overlap, as coins.
  static let mostRows = 8
  /// How far a group's last marble stays left of the lane's next marble, centre to centre:
  /// one marble and the two pills' borders.
  static let clearance = MarblePicture.radius * 2 + 8

  /// The instant, in milliseconds.
  let time: Int
  /// The marbles, in the order they happened.
  let marbles: [Marble]
  /// The marbles side by side in one row: 1 for a stack, `marbles.count` for one row.
  let columns: Int

  /// The number of rows.
  var rows: Int { (marbles.count + columns - 1) / columns }

  /// The distance between two rows' centres.
  var rowDistance: Double {
    rows <= Self.mostRows ? Self.rowStep : Self.rowStep * Double(Self.mostRows - 1) / Double(rows - 1)
  }

  /// From the centre of the first row to the centre of the last.
  var span: Double { Double(rows - 1) * rowDistance }

  /// Where marble `index` is centred, from the instant's `x` and the lane's middle.
  func offset(_ index: Int) -> (dx: Double, dy: Double) {
    (Double(index % columns) * Self.columnStep, Double(index / columns) * rowDistance - span / 2)
  }

  /// How far right of the instant's `x` the last column is centred.
  var width: Double { Double(columns - 1) * Self.columnStep }

  /// The marbles of a lane (in time order) as groups: each instant's group as wide as the
  /// room before the lane's next instant (and before `limit`, the `x` of now, when given)
  /// allows.
  ///
  /// - Parameters:
  ///   - marbles: The lane's marbles, in time order.
  ///   - x: Where an instant is drawn.
  ///   - limit: The `x` no group runs past (now), or `nil` when nothing bounds the room.
  static func groups(_ marbles: [Marble], x: (Int) -> Double, limit: Double?) -> [MarbleGroup] {
    var instants: [(time: Int, marbles: [Marble])] = []
    for marble in marbles {
      if instants.last?.time == marble.time {
        instants[instants.count - 1].marbles.append(marble)
      } else {
        instants.append((marble.time, [marble]))
      }
    }
    return instants.enumerated().map { index, instant in
      var room = limit.map { $0 - x(instant.time) } ?? .infinity
      if index + 1 < instants.count {
        room = min(room, x(instants[index + 1].time) - x(instant.time) - clearance)
      }
      let fit = room >= 0 ? min(room / columnStep + 0.001, Double(mostColumns)).rounded(.down) : 0
      let columns = max(1, min(instant.marbles.count, mostColumns, Int(fit) + 1))
      return MarbleGroup(time: instant.time, marbles: instant.marbles, columns: columns)
    }
  }
}
