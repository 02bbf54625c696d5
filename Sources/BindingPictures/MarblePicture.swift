import BindingTimeline

/// Draws marble lanes as a standalone SVG, as RxMarbles does: one lane per cell on a shared
/// virtual time axis, each value a circle, a completion a bar, a failure a cross.
///
/// Time is linear: a marble at `t` ms is centred at `x = originX + t × pxPerMs` (the root
/// carries both, as `data-origin-x` and `data-px-per-ms`), and the ticks are evenly spaced.
/// Marbles of one lane at one instant are a group, in a pill that starts at that instant's
/// `x`: side by side in the order they happened while the room before the lane's next marble
/// and before now allows, else in rows under one another; a group's
/// first marble is always at its instant's `x`. A lane is one marble high, taller only for a
/// group in rows. Each marble has the colour of the change
/// that caused it (``Marble/cause``), the same on every lane, so one change's marbles are
/// seen together; colours and legend letters depend only on the lanes drawn, so the same
/// history always gives the same picture.
///
/// A value that fits its circle (three columns: `1`, `nil`, `"a"`, `漢`) is written in it;
/// a longer one gets a letter, explained in the legend beside the lanes. Each lane is a
/// `<g class="lane" data-lane="NAME">`, each marble a `<g class="marble" data-time="MS"
/// data-cause="N">` holding a `<circle>` centred at its time; `data-now` on the root says
/// up to when.
///
/// Any number of events draws: a lane shows its last ``mostMarblesPerLane`` events and
/// says how many came before (`… 12,345 earlier`, and the lane's `data-earlier`). When a
/// lane leaves some out, the picture shows the recent past: the time axis starts at the
/// earliest event that lane draws (the root's `data-from`, absent when 0), and every lane
/// counts its events before then as earlier too.
///
/// Given a `width` (a page's panel, for a running program's ever-growing history), the picture
/// draws the most recent stretch that fits it with its marbles readable (``MarbleWindow``): the
/// axis starts later, and says how many events came before (`… 312 events before 38900ms`).
public enum MarblePicture {
  static let margin = 8.0
  /// The height of a lane of single marbles and one-row groups: one marble and its pill.
  static let laneHeight = radius * 2 + 7
  static let radius = 14.0
  static let axisHeight = 22.0
  /// The width the time axis gets at least, and at most.
  static let axisWidth = (least: 480.0, most: 2400.0)
  /// The least distance, in pixels, between two marbles of a lane at different times.
  static let marbleGap = 34.0
  /// The widest value, in terminal columns, written in the legend: a longer one is cut.
  static let legendColumns = 22
  /// The widest value, in terminal columns, written inside its circle.
  static let circleColumns = 3
  /// The most events a lane draws: the latest ones; the earlier are counted, not drawn.
  ///
  /// As many as stand side by side in a lane on a projector's page, or a crowd at one instant
  /// in two rows.
  public static let mostMarblesPerLane = 24

  /// The SVG text of `lanes`, with the time axis from 0 to `now` (or the latest marble).
  ///
  /// - Parameters:
  ///   - lanes: The lanes, top to bottom.
  ///   - now: Where the time axis ends, unless a marble is later.
  ///   - standalone: `true` for a file of its own, which names the SVG namespace; `false`
  ///     for a picture inside an HTML page.
  ///   - timeText: How a time is written on the axis and in tooltips: milliseconds by
  ///     default (`300ms`, `2s`); ``ticks(_:)`` for a test scheduler's ticks.
  ///   - spellings: For a played input lane, by name: the letters its literal writes its
  ///     values with. Its marbles are written with those letters (a value that needs one)
  ///     and coloured by value, and a value other lanes write with a letter takes the first
  ///     letter a literal names it with.
  ///   - width: The most width the lanes and their axis take (the legend aside), or `nil` for
  ///     the whole history at its usual scale.
  public static func svg(
    _ lanes: [MarbleLane], now: Int, standalone: Bool = true,
    timeText: @escaping (Int) -> String = milliseconds, spellings: [String: MarbleSpelling] = [:],
    width: Double? = nil
  ) -> String {
    var lanes = lanes.map { $0.keepingLast(mostMarblesPerLane) }
    let layout: Layout
    var summary: String?
    if let width {
      let window = MarbleWindow(lanes, now: now, width: width, timeText: timeText)
      lanes = window.lanes
      summary = window.summary(timeText: timeText)
      layout = Layout(lanes, window: window, now: now, timeText: timeText, spellings: spellings)
    } else {
      let from = MarbleLane.windowStart(lanes)
      if from > 0 { lanes = lanes.map { $0.starting(at: from) } }
      layout = Layout(lanes, from: from, now: now, timeText: timeText, spellings: spellings)
    }
    let legend = layout.legendLines
    var lanesWidth = layout.rightEdge + 30
    if !layout.timeMoved {
      lanesWidth = max(lanesWidth, layout.x(0) + 32 + PictureStyle.width(of: stillCaption, size: 11))
    }
    let lanesBottom = axisHeight + max(layout.lanesHeight, laneHeight)
    // The legend stands right of the lanes, in columns as high as the lanes (10 rows at
    // least), so that the picture is wide rather than tall, as a projector's screen is.
    let rowsPerColumn = max(10, Int(lanesBottom / 19))
    let legendRows = min(legend.count, rowsPerColumn)
    let legendColumns = legend.isEmpty ? 0 : (legend.count + rowsPerColumn - 1) / rowsPerColumn
    let legendColumnWidth = (legend.map { PictureStyle.width(of: $0, size: 14) }.max() ?? 0) + 24
    let legendLeft = lanesWidth + 10
    let width =
      (legend.isEmpty ? lanesWidth : legendLeft + Double(legendColumns) * legendColumnWidth) + 2 * margin
    let height = max(lanesBottom, Double(legendRows) * 19 + 4) + 2 * margin
    var svg = SVGBuilder(
      width: width, height: height, title: "marble diagram", standalone: standalone,
      attributes: [
        "class": "bind-marbles", "font-family": .text(PictureStyle.font),
        "data-now": .number(Double(now)), "data-from": .nonZero(layout.from),
        "data-origin-x": .number(margin + layout.x(0)),
        "data-px-per-ms": .text(String(layout.pixelsPerMillisecond)),
        "data-lane-height": .number(laneHeight),
      ])
    svg.style(css)
    svg.element("rect", ["width": .number(width), "height": .number(height), "fill": "#ffffff"])
    svg.open("g", ["transform": .text("translate(\(margin) \(margin))")])
    axis(&svg, layout, bottom: lanesBottom, summary: summary)
    if lanes.isEmpty {
      svg.element(
        "text", ["x": 0, "y": .number(axisHeight + 30), "fill": .text(PictureStyle.faint)],
        text: "no lanes: nothing has a history yet")
    }
    for (row, lane) in lanes.enumerated() {
      self.lane(&svg, lane, layout, row: row, y: axisHeight + layout.laneCentre(row))
    }
    if !legend.isEmpty {
      svg.open(
        "g", ["class": "legend", "transform": .text("translate(\(SVGBuilder.format(legendLeft)) 4)")])
      for (index, line) in legend.enumerated() {
        svg.element(
          "text",
          [
            "x": .number(Double(index / rowsPerColumn) * legendColumnWidth),
            "y": .number(Double(index % rowsPerColumn) * 19 + 13),
            "font-size": 14, "fill": .text(PictureStyle.ink),
          ], text: line)
      }
      svg.close("g")
    }
    svg.close("g")
    return svg.finish()
  }

  /// A time in milliseconds as the shell writes durations: `300ms`, or `2s` for whole seconds.
  public static func milliseconds(_ milliseconds: Int) -> String {
    milliseconds != 0 && milliseconds % 1000 == 0
      ? "\(milliseconds / 1000)s" : "\(milliseconds)ms"
  }

  /// A time as a plain number of ticks: `210`.
  public static func ticks(_ ticks: Int) -> String { String(ticks) }

  static let css = """
    .bind-marbles .marble text { font-size: 14px; }
    .bind-marbles .lane.highlight .lane-name { font-weight: bold; }
    .bind-marbles .marble.highlight circle { stroke-width: 3.5px; }
    """

  /// The time scale, the lanes' heights, and the symbol of each value and colour of each
  /// cause, shared by every lane.
  struct Layout {
    /// Where the time axis starts: 0, or the earliest event drawn when a lane left some out.
    let from: Int
    let end: Int
    let labelWidth: Double
    let pixelsPerMillisecond: Double
    /// The height of each lane: room for its largest group.
    private(set) var laneHeights: [Double] = []
    /// Each lane's marbles, by instant, and where each is drawn.
    private(set) var groups: [[MarbleGroup]] = []
    private(set) var symbols: [String: String] = [:]
    private(set) var colours: [Int: String] = [:]
    private(set) var legend: [(symbol: String, value: String)] = []
    /// For each lane, the literal's letter of each of its marbles (by index) that has one.
    private(set) var spelled: [[Int: String]] = []
    let timeText: (Int) -> String

    /// The layout of the whole history of `lanes` from `from`, at its usual scale.
    init(
      _ lanes: [MarbleLane], from: Int = 0, now: Int,
      timeText: @escaping (Int) -> String = milliseconds,
      spellings: [String: MarbleSpelling] = [:]
    ) {
      let end = max(now, lanes.flatMap { $0.marbles.map(\.time) }.max() ?? 0, from)
      self.init(
        lanes, from: from, end: end, scale: Self.scale(lanes, from: from, end: end),
        labelWidth: MarbleWindow.labelWidth(lanes), timeText: timeText, spellings: spellings)
    }

    /// The layout of `window`'s lanes (`lanes`), on its time axis.
    init(
      _ lanes: [MarbleLane], window: MarbleWindow, now: Int, timeText: @escaping (Int) -> String,
      spellings: [String: MarbleSpelling]
    ) {
      self.init(
        lanes, from: window.from, end: window.end, scale: window.pixelsPerMillisecond,
        labelWidth: window.labelWidth, timeText: timeText, spellings: spellings)
    }

    /// The usual scale of `lanes` from `from` to `end`: the axis 480 px wide at least, 2,400
    /// at most, and two marbles of a lane at different times `MarblePicture.marbleGap` (34 px) apart
    /// in between.
    static func scale(_ lanes: [MarbleLane], from: Int, end: Int) -> Double {
      let span = Double(max(end - from, 100))
      var smallest = Int.max
      for lane in lanes {
        let times = Set(lane.marbles.map(\.time)).sorted()
        for (a, b) in zip(times, times.dropFirst()) { smallest = min(smallest, b - a) }
      }
      var scale = MarblePicture.axisWidth.least / span
      if smallest != .max { scale = max(scale, MarblePicture.marbleGap / Double(smallest)) }
      return min(scale, MarblePicture.axisWidth.most / span)
    }

    private init(
      _ lanes: [MarbleLane], from: Int, end: Int, scale: Double, labelWidth: Double,
      timeText: @escaping (Int) -> String, spellings: [String: MarbleSpelling]
    ) {
      self.from = from
      self.end = end
      self.timeText = timeText
      pixelsPerMillisecond = scale
      self.labelWidth = labelWidth
      let x = { [labelWidth, pixelsPerMillisecond, from] (time: Int) in
        labelWidth + 22 + Double(time - from) * pixelsPerMillisecond
      }
      let now = end > 0 ? x(end) : nil
      for lane in lanes {
        let placed = MarbleGroup.groups(lane.marbles, x: x, limit: now)
        groups.append(placed)
        laneHeights.append(
          max(MarblePicture.laneHeight, (placed.map(\.span).max() ?? 0) + MarblePicture.laneHeight))
      }
      spelled = lanes.map { lane in spellings[lane.name]?.letters(of: lane.marbles) ?? [:] }
      let palette = PictureStyle.marbleColours
      // A spelled marble's change takes its value's colour; the other changes take the
      // palette's other colours in order (all of them once the values took every one).
      var lettered: [(letter: String, value: String)] = []
      var letterColours: Set<Int> = []
      for (row, lane) in lanes.enumerated() {
        let spelling = spellings[lane.name]
        for (index, letter) in spelled[row].sorted(by: { $0.key < $1.key }) {
          let marble = lane.marbles[index]
          if let colour = spelling?.colourIndex(of: letter) {
            colours[marble.cause] = palette[colour % palette.count]
            letterColours.insert(colour % palette.count)
          }
          if case .value(let value) = marble.kind, Self.needsLetter(value),
            !lettered.contains(where: { $0.letter == letter })
          {
            lettered.append((letter, value))
          }
        }
      }
      let orderedLetters = lettered.sorted { ($0.letter.count, $0.letter) < ($1.letter.count, $1.letter) }
      legend = orderedLetters.map { ($0.letter, $0.value) }
      for entry in orderedLetters where symbols[entry.value] == nil { symbols[entry.value] = entry.letter }
      let taken = Set(legend.map(\.symbol))
      var nextLetter = 0
      var nextColour = 0
      let marbles = lanes.enumerated()
        .flatMap { row, lane in lane.marbles.enumerated().map { (row, $0.offset, $0.element) } }
        .sorted { ($0.2.cause, $0.0, $0.1) < ($1.2.cause, $1.0, $1.1) }
      for (_, _, marble) in marbles {
        if colours[marble.cause] == nil {
          let fresh = (0..<palette.count).filter { !letterColours.contains($0) }
          let choices = fresh.isEmpty ? Array(palette.indices) : fresh
          colours[marble.cause] = palette[choices[nextColour % choices.count]]
          nextColour += 1
        }
        guard case .value(let value) = marble.kind, symbols[value] == nil else { continue }
        if value == "()" {
          symbols[value] = ""
        } else if !Self.needsLetter(value) {
          symbols[value] = value
        } else {
          var symbol = Self.letter(nextLetter)
          while taken.contains(symbol) {
            nextLetter += 1
            symbol = Self.letter(nextLetter)
          }
          nextLetter += 1
          symbols[value] = symbol
          legend.append((symbol, value))
        }
      }
    }

    /// Whether `value` is too wide for its circle: it is written as a letter, explained in
    /// the legend.
    static func needsLetter(_ value: String) -> Bool {
      value != "()" && value.terminalColumns > MarblePicture.circleColumns
    }

    /// What a marble of `value` is written with: its literal's `letter` when it has one and
    /// the value needs a letter, else the value's symbol.
    func symbol(of value: String, letter: String?) -> String {
      if Self.needsLetter(value), let letter { return letter }
      return symbols[value] ?? ""
    }

    /// Where time `milliseconds` is, from the left of the lanes.
    func x(_ milliseconds: Int) -> Double {
      labelWidth + 22 + Double(milliseconds - from) * pixelsPerMillisecond
    }

    /// Whether virtual time has moved: if not, everything happened at 0 ms, and the picture
    /// draws no now line (the groups then read left to right, unbounded by now).
    var timeMoved: Bool { end > 0 }

    /// Where the drawing of the latest time, or of the widest group, ends.
    var rightEdge: Double {
      let groupsEnd = groups.joined().map { x($0.time) + $0.width + 3 }.max() ?? 0
      return max(x(end), groupsEnd) + MarblePicture.radius
    }

    /// The height of all lanes together.
    var lanesHeight: Double { laneHeights.reduce(0, +) }

    /// The middle of lane `row`, from the top of the first lane.
    func laneCentre(_ row: Int) -> Double {
      laneHeights[..<row].reduce(0, +) + laneHeights[row] / 2
    }

    /// The legend, each value cut to ``MarblePicture/legendColumns`` columns (the whole
    /// value is in its marbles' tooltips).
    var legendLines: [String] {
      legend.map {
        "\($0.symbol) = \(PictureStyle.shortened($0.value, columns: MarblePicture.legendColumns))"
      }
    }

    /// The legend's letter number `index`: `a` to `z`, then `aa` to `zz`, then `aaa` and
    /// so on, a different one for every index (letters counted in base 26 without a zero).
    static func letter(_ index: Int) -> String {
      let letters = Array("abcdefghijklmnopqrstuvwxyz")
      var rest = max(0, index) + 1
      var symbol: [Character] = []
      while rest > 0 {
        rest -= 1
        symbol.append(letters[rest % 26])
        rest /= 26
      }
      return String(symbol.reversed())
    }
  }

  // MARK: Drawing

  private static func axis(
    _ svg: inout SVGBuilder, _ layout: Layout, bottom: Double, summary: String?
  ) {
    let steps = [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 30_000, 60_000, 300_000, 600_000]
    let step =
      steps.first { Double($0) * layout.pixelsPerMillisecond >= 64 }
      ?? max(1, (layout.end - layout.from) / 4)
    svg.open("g", ["class": "axis"])
    svg.element(
      "line",
      [
        "x1": .number(layout.x(layout.from)), "y1": 18, "x2": .number(layout.rightEdge + 24),
        "y2": 18,
        "stroke": "#94a3b8",
      ])
    svg.element(
      "text",
      [
        "class": summary == nil ? .absent : "before", "x": 0, "y": 16, "fill": .text(PictureStyle.faint),
        "font-size": 12,
      ],
      text: summary ?? "time")
    for tick in stride(from: layout.from - layout.from % step, through: layout.end, by: step)
    where tick >= layout.from {
      let x = layout.x(tick)
      svg.element(
        "line",
        [
          "class": "tick", "data-time": .number(Double(tick)), "x1": .number(x), "y1": 18,
          "x2": .number(x), "y2": .number(bottom), "stroke": "#e2e8f0",
        ])
      svg.element(
        "text",
        [
          "x": .number(x), "y": 12, "text-anchor": "middle", "font-size": 11,
          "fill": .text(PictureStyle.faint),
        ],
        text: layout.timeText(tick))
    }
    if layout.timeMoved {
      let now = layout.x(layout.end)
      svg.element(
        "line",
        [
          "class": "now", "x1": .number(now), "y1": 18, "x2": .number(now), "y2": .number(bottom),
          "stroke": "#f59e0b", "stroke-dasharray": "4 3",
        ])
    } else if layout.groups.joined().contains(where: { $0.marbles.count > 1 }) {
      svg.element(
        "text",
        [
          "class": "still", "x": .number(layout.x(0) + 24), "y": 12, "font-size": 11,
          "fill": .text(PictureStyle.faint),
        ],
        text: stillCaption)
    }
    svg.close("g")
  }

  /// How the lane's label says that `count` earlier events are left out: `… 12,345 earlier`.
  static func earlierCaption(_ count: Int) -> String {
    "… \(count.withDigitGroups) earlier"
  }

  /// The width `lane`'s label takes: its name and, when it leaves events out, the caption.
  static func labelWidth(_ lane: MarbleLane) -> Double {
    let name = PictureStyle.width(of: lane.name, size: 14)
    guard lane.earlier > 0 else { return name }
    return name + 8 + PictureStyle.width(of: earlierCaption(lane.earlier), size: 14)
  }

  /// What the axis says when time has not moved and some lane has a group.
  static let stillCaption = "time has not moved: each group reads left to right"

  private static func lane(
    _ svg: inout SVGBuilder, _ lane: MarbleLane, _ layout: Layout, row: Int, y: Double
  ) {
    svg.open(
      "g",
      [
        // An id holds no space: `ticks sub 1` is `lane-ticks-sub-1`.
        "class": "lane", "id": .text("lane-" + String(lane.name.map { $0 == " " ? "-" : $0 })),
        "data-lane": .text(lane.name), "data-earlier": .nonZero(lane.earlier),
        "data-height": .number(layout.laneHeights[row]),
        "transform": .text("translate(0 \(SVGBuilder.format(y)))"),
      ])
    svg.element(
      "text", ["class": "lane-name", "x": 0, "y": 5, "font-size": 14, "fill": .text(PictureStyle.ink)],
      text: lane.name)
    if lane.earlier > 0 {
      svg.element(
        "text",
        [
          "class": "earlier", "x": .number(PictureStyle.width(of: lane.name, size: 14) + 8), "y": 5,
          "font-size": 14, "fill": .text(PictureStyle.faint),
        ], text: earlierCaption(lane.earlier))
    }
    var placed: [(marble: Marble, index: Int, x: Double, y: Double)] = []
    for group in layout.groups[row] {
      let x = layout.x(group.time)
      if group.marbles.count > 1 {
        svg.element(
          "rect",
          [
            "class": "group", "data-time": .number(Double(group.time)),
            "data-columns": .number(Double(group.columns)), "data-rows": .number(Double(group.rows)),
            "x": .number(x - radius - 3), "y": .number(-group.span / 2 - radius - 3),
            "width": .number(group.width + 2 * radius + 6), "height": .number(group.span + 2 * radius + 6),
            "rx": .number(radius + 3), "fill": "#f8fafc", "stroke": "#94a3b8",
          ])
      }
      for (index, marble) in group.marbles.enumerated() {
        let offset = group.offset(index)
        placed.append((marble, placed.count, x + offset.dx, offset.dy))
      }
    }
    let ending = placed.last.flatMap { last -> Double? in
      if case .value = last.marble.kind { return nil }
      return last.x
    }
    let stopped = lane.stop.map { layout.x($0) }
    let lineEnd = ending ?? stopped ?? layout.rightEdge + 24
    svg.element(
      "line",
      [
        "x1": .number(layout.x(max(lane.start, layout.from))), "y1": 0, "x2": .number(lineEnd),
        "y2": 0,
        "stroke": .text(PictureStyle.ink),
        "stroke-width": 1.5,
      ])
    if ending == nil, stopped == nil {
      svg.element(
        "path",
        [
          "d": .text(
            "M\(SVGBuilder.format(lineEnd - 8)),-5 L\(SVGBuilder.format(lineEnd)),0 L\(SVGBuilder.format(lineEnd - 8)),5"
          ),
          "fill": "none", "stroke": .text(PictureStyle.ink), "stroke-width": 1.5,
        ])
    }
    for (marble, index, x, y) in placed {
      self.marble(&svg, marble, x: x, y: y, layout, letter: layout.spelled[row][index])
    }
    svg.close("g")
  }

  /// Draws one marble; `letter` is its literal's letter, on a played input lane (its
  /// `data-symbol`).
  private static func marble(
    _ svg: inout SVGBuilder, _ marble: Marble, x: Double, y: Double, _ layout: Layout,
    letter: String?
  ) {
    let time: SVGBuilder.Attribute = .number(Double(marble.time))
    let cause: SVGBuilder.Attribute = .number(Double(marble.cause))
    let colour = layout.colours[marble.cause] ?? "#e2e8f0"
    switch marble.kind {
    case .value(let value):
      svg.open(
        "g",
        [
          "class": "marble value", "data-time": time, "data-cause": cause, "data-value": .text(value),
          "data-symbol": letter.map { .text($0) } ?? .absent,
        ])
      svg.element("title", text: "\(value) at \(layout.timeText(marble.time))")
      svg.element(
        "circle",
        [
          "cx": .number(x), "cy": .number(y), "r": .number(radius), "fill": .text(colour),
          "stroke": .text(PictureStyle.ink), "stroke-width": 1.5,
        ])
      svg.element(
        "text",
        ["x": .number(x), "y": .number(y + 5), "text-anchor": "middle", "fill": .text(PictureStyle.ink)],
        text: layout.symbol(of: value, letter: letter))
      svg.close("g")
    case .completed:
      svg.open("g", ["class": "marble completed", "data-time": time, "data-cause": cause])
      svg.element("title", text: "completed at \(layout.timeText(marble.time))")
      svg.element(
        "line",
        [
          "x1": .number(x), "y1": .number(y - radius), "x2": .number(x), "y2": .number(y + radius),
          "stroke": .text(PictureStyle.ink), "stroke-width": 3,
        ])
      svg.close("g")
    case .error(let message):
      svg.open(
        "g",
        ["class": "marble error", "data-time": time, "data-cause": cause, "data-error": .text(message)])
      svg.element("title", text: "failed at \(layout.timeText(marble.time)): \(message)")
      let size = radius * 0.7
      func point(_ dx: Double, _ dy: Double) -> String {
        SVGBuilder.format(x + dx) + "," + SVGBuilder.format(y + dy)
      }
      let d = "M\(point(-size, -size)) L\(point(size, size)) M\(point(-size, size)) L\(point(size, -size))"
      svg.element("path", ["d": .text(d), "stroke": "#dc2626", "stroke-width": 3])
      svg.close("g")
    }
  }
}
