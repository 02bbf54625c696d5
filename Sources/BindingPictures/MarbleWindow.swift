/// The stretch of time a marble picture of a given width draws: the whole history when it fits
/// at its usual scale, else the most recent stretch that fits with every marble readable.
///
/// A running program's history grows without end, and a picture that spans it grows wider
/// than any panel (or, shrunk to fit, unreadable). A window keeps the marbles at their size:
/// the time axis ends at now and starts as early as it can while the picture stays within
/// `width` and every two marbles of a lane at different times stay `MarblePicture.marbleGap` (34 px)
/// apart. What came before is not drawn: each lane counts it in ``MarbleLane/earlier`` (`… 312
/// earlier`), and the axis says what the whole picture left out (``summary(timeText:)``).
///
/// ```swift
/// let window = MarbleWindow(lanes, now: 41_250, width: 860)
/// window.from  // 0 when the whole history fits, else the earliest instant drawn
/// window.summary()  // "… 312 events before 38900ms", or nil
/// ```
public struct MarbleWindow: Sendable, Hashable {
  /// Where the time axis starts, in milliseconds.
  public let from: Int
  /// Where it ends: now, or the latest marble when that is later.
  public let end: Int
  /// How many pixels a millisecond takes.
  public let pixelsPerMillisecond: Double
  /// The width of the column of lane names, left of the axis.
  public let labelWidth: Double
  /// The lanes, each with its last ``MarblePicture/mostMarblesPerLane`` marbles at most and
  /// none before ``from``: those are counted in its ``MarbleLane/earlier``.
  public let lanes: [MarbleLane]

  /// The room, in pixels, a picture needs besides its time axis: the gap after the names, a
  /// group's pill and a marble's radius past now, the axis's arrow and the margins.
  static let besidesAxis = 22 + 3 + MarblePicture.radius + 30 + 2 * MarblePicture.margin

  /// The window of `lanes` at `now` for a picture at most `width` pixels wide (without its
  /// legend, which a page may set under the lanes).
  ///
  /// - Parameters:
  ///   - lanes: The lanes, top to bottom.
  ///   - now: Where the time axis ends, unless a marble is later.
  ///   - width: The most width the lanes and their axis take.
  ///   - timeText: How a time is written, for the width of ``summary(timeText:)``.
  /// - Complexity: O(*n* log *n*) for *n* marbles kept.
  public init(
    _ lanes: [MarbleLane], now: Int, width: Double,
    timeText: @escaping (Int) -> String = MarblePicture.milliseconds
  ) {
    let kept = lanes.map { $0.keepingLast(MarblePicture.mostMarblesPerLane) }
    let earliest = MarbleLane.windowStart(kept)
    let latest = kept.flatMap { $0.marbles.map(\.time) }.max() ?? 0
    let end = max(now, latest, earliest)
    let whole = kept.map { $0.starting(at: earliest) }
    let wholeLabel = Self.labelWidth(whole, from: earliest, timeText: timeText)
    let wholeScale = MarblePicture.Layout.scale(whole, from: earliest, end: end)
    if wholeLabel + Double(end - earliest) * wholeScale + Self.besidesAxis <= width {
      self.init(from: earliest, end: end, scale: wholeScale, label: wholeLabel, lanes: whole)
      return
    }
    // The widest the names can be whatever the start: every event counted as earlier.
    let total = kept.map { $0.earlier + $0.marbles.count }.reduce(0, +)
    let widest = kept.map { lane in
      var lane = lane
      lane.earlier += lane.marbles.count
      return lane
    }
    let labelBound = max(
      Self.labelWidth(widest), Self.summaryWidth(before: end, count: total, timeText: timeText))
    let room = max(2 * MarblePicture.marbleGap, width - labelBound - Self.besidesAxis)
    let from = Self.earliestReadable(kept, from: earliest, end: end, room: room)
    let cut = kept.map { $0.starting(at: from) }
    self.init(
      from: from, end: end, scale: room / Double(max(end - from, 1)),
      label: Self.labelWidth(cut, from: from, timeText: timeText), lanes: cut)
  }

  private init(from: Int, end: Int, scale: Double, label: Double, lanes: [MarbleLane]) {
    self.from = from
    self.end = end
    pixelsPerMillisecond = scale
    labelWidth = label
    self.lanes = lanes
  }

  /// Where time `milliseconds` is drawn, from the left of the lanes (inside the picture's
  /// margin).
  public func x(_ milliseconds: Int) -> Double {
    labelWidth + 22 + Double(milliseconds - from) * pixelsPerMillisecond
  }

  /// How many events of the lanes came before ``from``: counted, not drawn.
  public var earlier: Int { lanes.map(\.earlier).reduce(0, +) }

  /// What the axis says when the window starts after 0 and its lanes left events out
  /// (`… 312 events before 38900ms`), else `nil`.
  public func summary(timeText: (Int) -> String = MarblePicture.milliseconds) -> String? {
    from > 0 && earlier > 0 ? Self.summary(before: from, count: earlier, timeText: timeText) : nil
  }

  static func summary(before time: Int, count: Int, timeText: (Int) -> String) -> String {
    "… \(count.withDigitGroups) \(count == 1 ? "event" : "events") before \(timeText(time))"
  }

  /// The width the names' column needs for ``summary(timeText:)``: it ends well before the axis starts,
  /// clear of the first tick's label.
  static func summaryWidth(before time: Int, count: Int, timeText: (Int) -> String) -> Double {
    PictureStyle.width(of: summary(before: time, count: count, timeText: timeText), size: 14) + 14
  }

  /// The width of the column of lane names for `lanes`.
  static func labelWidth(_ lanes: [MarbleLane]) -> Double {
    max(60, (lanes.map(MarblePicture.labelWidth).max() ?? 0) + 16)
  }

  /// The width of the column of lane names for `lanes` cut at `from`, with room for the
  /// summary when there is one.
  static func labelWidth(_ lanes: [MarbleLane], from: Int, timeText: (Int) -> String) -> Double {
    let count = lanes.map(\.earlier).reduce(0, +)
    guard from > 0, count > 0 else { return labelWidth(lanes) }
    return max(labelWidth(lanes), summaryWidth(before: from, count: count, timeText: timeText))
  }

  /// The earliest instant from which the lanes' marbles up to `end` fit in `room` pixels.
  ///
  /// Not before `from`, and with every two marbles of a lane at different times
  /// `MarblePicture.marbleGap` (34 px) apart. Going back in time, the scale shrinks and the gaps
  /// drawn add up, so the first instant that does not fit ends the search.
  static func earliestReadable(_ lanes: [MarbleLane], from: Int, end: Int, room: Double) -> Int {
    // Each pair of a lane's successive instants, by the earlier one: the gap it needs.
    var gaps: [(time: Int, gap: Int)] = []
    var instants: Set<Int> = []
    for lane in lanes {
      let times = Set(lane.marbles.map(\.time).filter { $0 >= from }).sorted()
      instants.formUnion(times)
      for (a, b) in zip(times, times.dropFirst()) { gaps.append((a, b - a)) }
    }
    gaps.sort { $0.time > $1.time }
    var best = end
    var smallest = Int.max
    var next = 0
    for instant in instants.sorted(by: >) {
      while next < gaps.count, gaps[next].time >= instant {
        smallest = min(smallest, gaps[next].gap)
        next += 1
      }
      let scale = room / Double(max(end - instant, 1))
      if smallest != .max, Double(smallest) * scale < MarblePicture.marbleGap { break }
      best = instant
    }
    return min(best, end)
  }
}
