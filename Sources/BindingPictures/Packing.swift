/// Places rectangles in rows, in order, left to right and then top to bottom, choosing how
/// wide a row may grow so that the whole, scaled to fit a frame of shape `aspect` (width over
/// height), is drawn as large as it can be.
///
/// ```swift
/// let packing = Packing([(300, 80), (300, 80), (300, 80)], aspect: 2.5)
/// // two rows: the first two side by side, the third under them
/// ```
///
/// Each rectangle is centred vertically in its row. With one rectangle, or when one row is
/// best, the rectangles stand side by side.
struct Packing {
  /// The gap between two rectangles in a row, and between two rows.
  static let gap = (x: 64.0, y: 40.0)
  /// The shape of the frame the picture is made for: the page's graph panel, the width of
  /// the page, is about three and a half times as wide as it is high.
  static let aspect = 3.5

  /// The top left corner of each rectangle, in the order given.
  private(set) var origins: [(x: Double, y: Double)] = []
  /// The size of the whole.
  private(set) var width = 0.0
  private(set) var height = 0.0

  init(_ sizes: [(width: Double, height: Double)], aspect: Double = Packing.aspect) {
    guard !sizes.isEmpty else { return }
    var limits: [Double] = []
    var total = -Self.gap.x
    for size in sizes {
      total += size.width + Self.gap.x
      limits.append(total)
    }
    var best: Packing?
    var bestScale = 0.0
    for limit in limits.reversed() {
      let candidate = Packing(sizes, rowWidth: limit)
      let scale = min(aspect / candidate.width, 1 / candidate.height)
      if scale > bestScale * 1.0001 {
        best = candidate
        bestScale = scale
      }
    }
    self = best ?? Packing(sizes, rowWidth: total)
  }

  /// The rectangles in rows no wider than `rowWidth` (a rectangle wider than that has a row
  /// of its own).
  private init(_ sizes: [(width: Double, height: Double)], rowWidth: Double) {
    var rows: [[Int]] = [[]]
    var x = 0.0
    for (position, size) in sizes.enumerated() {
      if !rows[rows.count - 1].isEmpty && x + size.width > rowWidth + 0.5 {
        rows.append([])
        x = 0
      }
      rows[rows.count - 1].append(position)
      x += size.width + Self.gap.x
    }
    origins = Array(repeating: (0, 0), count: sizes.count)
    var y = 0.0
    for row in rows {
      let rowHeight = row.map { sizes[$0].height }.max() ?? 0
      var x = 0.0
      for position in row {
        origins[position] = (x, y + (rowHeight - sizes[position].height) / 2)
        x += sizes[position].width + Self.gap.x
      }
      width = max(width, x - Self.gap.x)
      y += rowHeight + Self.gap.y
    }
    height = y - Self.gap.y
  }
}
