/// Draws marble lanes as a standalone SVG, as RxMarbles does: one lane per cell on a shared
/// virtual time axis, each value a circle, a completion a bar, a failure a cross.
///
/// A value short enough (three characters: `1`, `nil`, `"a"`) is written in its circle;
/// a longer one gets a letter, explained in the legend under the lanes. Each lane is a
/// `<g class="lane" data-lane="NAME">`, each marble a `<g class="marble" data-time="MS">`
/// holding a `<circle>` centred at its time; `data-now` on the root says up to when.
public enum MarblePicture {
  static let margin = 20.0
  static let laneHeight = 52.0
  static let radius = 14.0
  static let axisHeight = 34.0
  /// The width the time axis gets at least, and at most.
  static let axisWidth = (least: 560.0, most: 2400.0)
  /// The least distance, in pixels, between two marbles of a lane at different times.
  static let marbleGap = 34.0

  /// The SVG text of `lanes`, with the time axis from 0 to `now` (or the latest marble).
  ///
  /// - Parameter standalone: `true` for a file of its own, which names the SVG namespace;
  ///   `false` for a picture inside an HTML page.
  public static func svg(_ lanes: [MarbleLane], now: Int, standalone: Bool = true) -> String {
    let layout = Layout(lanes, now: now)
    let legend = layout.legendLines
    let legendRows = min(legend.count, 10)
    let legendColumns = legend.isEmpty ? 0 : (legend.count + 9) / 10
    let legendColumnWidth = (legend.map { PictureStyle.width(of: $0, size: 12) }.max() ?? 0) + 24
    let lanesWidth = layout.rightEdge + 40
    let width = max(lanesWidth, Double(legendColumns) * legendColumnWidth) + 2 * margin
    let lanesBottom = axisHeight + Double(max(lanes.count, 1)) * laneHeight
    let height = lanesBottom + (legend.isEmpty ? 0 : 16 + Double(legendRows) * 18) + 2 * margin
    var svg = SVGBuilder(
      width: width, height: height, title: "marble diagram", standalone: standalone,
      attributes: [
        "class": "bind-marbles", "font-family": .text(PictureStyle.font), "data-now": .number(Double(now)),
        "data-origin-x": .number(margin + layout.x(0)),
        "data-px-per-ms": .text(String((layout.pixelsPerMillisecond * 1e6).rounded() / 1e6)),
      ])
    svg.style(css)
    svg.element("rect", ["width": .number(width), "height": .number(height), "fill": "#ffffff"])
    svg.open("g", ["transform": .text("translate(\(margin) \(margin))")])
    axis(&svg, layout, bottom: lanesBottom)
    if lanes.isEmpty {
      svg.element(
        "text", ["x": 0, "y": .number(axisHeight + 30), "fill": .text(PictureStyle.faint)],
        text: "no lanes: nothing has a history yet")
    }
    for (row, lane) in lanes.enumerated() {
      self.lane(&svg, lane, layout, y: axisHeight + Double(row) * laneHeight + laneHeight / 2)
    }
    if !legend.isEmpty {
      svg.open(
        "g", ["class": "legend", "transform": .text("translate(0 \(SVGBuilder.format(lanesBottom + 16)))")])
      for (index, line) in legend.enumerated() {
        svg.element(
          "text",
          [
            "x": .number(Double(index / 10) * legendColumnWidth), "y": .number(Double(index % 10) * 18 + 12),
            "font-size": 12, "fill": .text(PictureStyle.ink),
          ], text: line)
      }
      svg.close("g")
    }
    svg.close("g")
    return svg.finish()
  }

  static let css = """
    .bind-marbles .marble text { font-size: 12px; }
    .bind-marbles .lane.highlight .lane-name { font-weight: bold; }
    .bind-marbles .marble.highlight circle { stroke-width: 3.5px; }
    """

  /// The time scale, the symbol and colour of each value, shared by every lane.
  ///
  /// Time runs at one scale, chosen so that marbles at different times stand apart; where
  /// several marbles share a time, they stand side by side, and later times move right to
  /// make room, so the axis stretches there.
  struct Layout {
    let end: Int
    let labelWidth: Double
    /// Times that have marbles, where they are drawn and the most marbles a lane has
    /// there, in time order.
    private(set) var anchors: [(time: Int, x: Double, crowd: Int)] = []
    private(set) var pixelsPerMillisecond: Double
    private(set) var symbols: [String: String] = [:]
    private(set) var colours: [String: String] = [:]
    private(set) var legend: [(symbol: String, value: String)] = []

    /// How far apart marbles at the same time are drawn: apart, unless there are so many
    /// that the axis would pass its widest; then everything is drawn closer, overlapping.
    private(set) var sideBySide = MarblePicture.radius * 2 + 4

    init(_ lanes: [MarbleLane], now: Int) {
      let latest = lanes.flatMap { $0.marbles.map(\.time) }.max() ?? 0
      end = max(now, latest, 0)
      let span = Double(max(end, 100))
      var smallest = Int.max
      var crowd: [Int: Int] = [0: 1]
      for lane in lanes {
        var counts: [Int: Int] = [:]
        for marble in lane.marbles { counts[marble.time, default: 0] += 1 }
        for (time, count) in counts { crowd[time] = max(crowd[time] ?? 0, count) }
        let times = counts.keys.sorted()
        for (a, b) in zip(times, times.dropFirst()) { smallest = min(smallest, b - a) }
      }
      var scale = MarblePicture.axisWidth.least / span
      if smallest != .max { scale = max(scale, MarblePicture.marbleGap / Double(smallest)) }
      pixelsPerMillisecond = min(scale, MarblePicture.axisWidth.most / span)
      labelWidth = max(60, (lanes.map { PictureStyle.width(of: $0.name) }.max() ?? 0) + 20)
      for time in crowd.keys.sorted() {
        var x = labelWidth + 24 + Double(time) * pixelsPerMillisecond
        if let previous = anchors.last {
          let room = Double(previous.crowd - 1) * sideBySide + MarblePicture.marbleGap
          x = max(previous.x + Double(time - previous.time) * pixelsPerMillisecond, previous.x + room)
        }
        anchors.append((time, x, crowd[time] ?? 1))
      }
      fitAxis()
      for lane in lanes {
        for marble in lane.marbles {
          guard case .value(let value) = marble.kind, symbols[value] == nil else { continue }
          colours[value] = PictureStyle.marbleColours[colours.count % PictureStyle.marbleColours.count]
          if value == "()" {
            symbols[value] = ""
          } else if value.count <= 3 {
            symbols[value] = value
          } else {
            let symbol = Self.letter(legend.count)
            symbols[value] = symbol
            legend.append((symbol, value))
          }
        }
      }
    }

    /// Where time `milliseconds` is, from the left of the lanes: a time with marbles where its
    /// first marble is; a time between, in proportion between the end of the marbles before
    /// it and the next time with marbles; after the last, at the picture's scale.
    func x(_ milliseconds: Int) -> Double {
      let after = anchors.firstIndex { $0.time >= milliseconds } ?? anchors.count
      if after < anchors.count, anchors[after].time == milliseconds { return anchors[after].x }
      guard after > 0 else { return labelWidth + 24 }
      let before = anchors[after - 1]
      let start = before.x + Double(before.crowd - 1) * sideBySide
      guard after < anchors.count else {
        return max(start, before.x + Double(milliseconds - before.time) * pixelsPerMillisecond)
      }
      let next = anchors[after]
      let share = Double(milliseconds - before.time) / Double(next.time - before.time)
      return start + share * (next.x - start)
    }

    /// Where the drawing of the latest time ends, side-by-side marbles included.
    var rightEdge: Double {
      let last = anchors.last.map { $0.x + Double($0.crowd - 1) * sideBySide } ?? 0
      return max(x(end), last) + MarblePicture.radius
    }

    /// Shrinks the axis, evenly, to the widest it may be, when keeping marbles apart (many
    /// close times, or many marbles at one time) made it wider.
    private mutating func fitAxis() {
      let origin = x(0)
      let width = rightEdge - MarblePicture.radius - origin
      guard width > MarblePicture.axisWidth.most else { return }
      let factor = MarblePicture.axisWidth.most / width
      anchors = anchors.map { ($0.time, origin + ($0.x - origin) * factor, $0.crowd) }
      sideBySide *= factor
      pixelsPerMillisecond *= factor
    }

    var legendLines: [String] { legend.map { "\($0.symbol) = \($0.value)" } }

    /// The legend's letter number `index`: `a` to `z`, then `aa`, `ab` and so on.
    static func letter(_ index: Int) -> String {
      let letters = Array("abcdefghijklmnopqrstuvwxyz")
      return index < 26
        ? String(letters[index]) : String(letters[index / 26 - 1]) + String(letters[index % 26])
    }
  }

  // MARK: Drawing

  private static func axis(_ svg: inout SVGBuilder, _ layout: Layout, bottom: Double) {
    let steps = [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 30_000, 60_000, 300_000, 600_000]
    let step =
      steps.first { Double($0) * layout.pixelsPerMillisecond >= 64 } ?? max(1, layout.end / 4)
    svg.open("g", ["class": "axis"])
    svg.element(
      "line",
      [
        "x1": .number(layout.x(0)), "y1": 18, "x2": .number(layout.rightEdge + 24), "y2": 18,
        "stroke": "#94a3b8",
      ])
    svg.element("text", ["x": 0, "y": 22, "fill": .text(PictureStyle.faint), "font-size": 12], text: "time")
    var tick = 0
    var lastX = -Double.infinity
    while tick <= layout.end {
      let x = layout.x(tick)
      defer { tick += step }
      guard x >= lastX + 56 else { continue }
      lastX = x
      svg.element(
        "line", ["x1": .number(x), "y1": 18, "x2": .number(x), "y2": .number(bottom), "stroke": "#e2e8f0"])
      svg.element(
        "text",
        [
          "x": .number(x), "y": 12, "text-anchor": "middle", "font-size": 11,
          "fill": .text(PictureStyle.faint),
        ],
        text: Value.formatDuration(tick))
    }
    let now = layout.x(layout.end)
    svg.element(
      "line",
      [
        "class": "now", "x1": .number(now), "y1": 18, "x2": .number(now), "y2": .number(bottom),
        "stroke": "#f59e0b", "stroke-dasharray": "4 3",
      ])
    svg.close("g")
  }

  private static func lane(_ svg: inout SVGBuilder, _ lane: MarbleLane, _ layout: Layout, y: Double) {
    svg.open(
      "g",
      [
        "class": "lane", "id": .text("lane-\(lane.name)"), "data-lane": .text(lane.name),
        "transform": .text("translate(0 \(SVGBuilder.format(y)))"),
      ])
    svg.element(
      "text", ["class": "lane-name", "x": 0, "y": 4.5, "font-size": 13, "fill": .text(PictureStyle.ink)],
      text: lane.name)
    var placed: [(marble: Marble, x: Double)] = []
    for marble in lane.marbles {
      let sameTime = placed.last?.marble.time == marble.time
      let x = sameTime ? placed[placed.count - 1].x + layout.sideBySide : layout.x(marble.time)
      placed.append((marble, x))
    }
    let ending = placed.last.flatMap { last -> Double? in
      if case .value = last.marble.kind { return nil }
      return last.x
    }
    let lineEnd = ending ?? layout.rightEdge + 24
    svg.element(
      "line",
      [
        "x1": .number(layout.x(0)), "y1": 0, "x2": .number(lineEnd), "y2": 0,
        "stroke": .text(PictureStyle.ink),
        "stroke-width": 1.5,
      ])
    if ending == nil {
      svg.element(
        "path",
        [
          "d": .text(
            "M\(SVGBuilder.format(lineEnd - 8)),-5 L\(SVGBuilder.format(lineEnd)),0 L\(SVGBuilder.format(lineEnd - 8)),5"
          ),
          "fill": "none", "stroke": .text(PictureStyle.ink), "stroke-width": 1.5,
        ])
    }
    for (marble, x) in placed { self.marble(&svg, marble, x: x, layout) }
    svg.close("g")
  }

  private static func marble(_ svg: inout SVGBuilder, _ marble: Marble, x: Double, _ layout: Layout) {
    switch marble.kind {
    case .value(let value):
      svg.open(
        "g", ["class": "marble value", "data-time": .number(Double(marble.time)), "data-value": .text(value)])
      svg.element("title", text: "\(value) at \(Value.formatDuration(marble.time))")
      svg.element(
        "circle",
        [
          "cx": .number(x), "cy": 0, "r": .number(radius), "fill": .text(layout.colours[value] ?? "#e2e8f0"),
          "stroke": .text(PictureStyle.ink), "stroke-width": 1.5,
        ])
      svg.element(
        "text",
        ["x": .number(x), "y": 4, "text-anchor": "middle", "fill": .text(PictureStyle.ink)],
        text: layout.symbols[value] ?? "")
      svg.close("g")
    case .completed:
      svg.open("g", ["class": "marble completed", "data-time": .number(Double(marble.time))])
      svg.element("title", text: "completed at \(Value.formatDuration(marble.time))")
      svg.element(
        "line",
        [
          "x1": .number(x), "y1": .number(-radius), "x2": .number(x), "y2": .number(radius),
          "stroke": .text(PictureStyle.ink), "stroke-width": 3,
        ])
      svg.close("g")
    case .error(let message):
      svg.open(
        "g",
        ["class": "marble error", "data-time": .number(Double(marble.time)), "data-error": .text(message)])
      svg.element("title", text: "failed at \(Value.formatDuration(marble.time)): \(message)")
      let size = radius * 0.7
      let d =
        "M\(SVGBuilder.format(x - size)),\(SVGBuilder.format(-size)) L\(SVGBuilder.format(x + size)),\(SVGBuilder.format(size))"
        + " M\(SVGBuilder.format(x - size)),\(SVGBuilder.format(size)) L\(SVGBuilder.format(x + size)),\(SVGBuilder.format(-size))"
      svg.element("path", ["d": .text(d), "stroke": "#dc2626", "stroke-width": 3])
      svg.close("g")
    }
  }
}
