import BindingTest

/// `:marbles NAME...`: the recorded history of cells as marble diagrams on the virtual
/// time axis, one frame per 100 ms from 0 ms, up to now.
///
/// ```
/// query    a--b       a = "", b = "rx"
/// results  -----c     c = ["rx 1", "rx 2"]
/// ```
enum MarbleHistory {
  /// Milliseconds per frame.
  static let frame = 100

  static func render(_ cells: [Cell], now: Int) -> String {
    let rows = cells.map { cell -> [String] in
      let drawing = Marbles.renderWithLegend(
        cell.history.events, frameTicks: frame, origin: 0, end: now)
      return [cell.name, drawing.marbles, drawing.legendText]
    }
    return Columns.render(rows).map { $0 + "\n" }.joined()
  }
}
