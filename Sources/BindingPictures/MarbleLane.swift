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
  /// How many events the lane had before ``marbles``, left out: a picture says `… 12,345
  /// earlier` for them instead of drawing them.
  public var earlier: Int

  /// Creates a lane.
  public init(
    name: String, marbles: [Marble], start: Int = 0, stop: Int? = nil, owner: String? = nil,
    earlier: Int = 0
  ) {
    self.name = name
    self.marbles = marbles
    self.start = start
    self.stop = stop
    self.owner = owner
    self.earlier = earlier
  }

  /// This lane with only its last `count` marbles, the ones before them counted in
  /// ``earlier``.
  ///
  /// ```swift
  /// let recent = lane.keepingLast(MarblePicture.mostMarblesPerLane)
  /// ```
  ///
  /// - Complexity: O(`count`).
  public func keepingLast(_ count: Int) -> MarbleLane {
    guard marbles.count > count else { return self }
    var lane = self
    lane.marbles = Array(marbles.suffix(max(0, count)))
    lane.earlier += marbles.count - lane.marbles.count
    return lane
  }

  /// This lane without its marbles before `time`, which are counted in ``earlier``.
  public func starting(at time: Int) -> MarbleLane {
    guard let first = marbles.firstIndex(where: { $0.time >= time }) else {
      var lane = self
      lane.earlier += marbles.count
      lane.marbles = []
      return lane
    }
    guard first > 0 else { return self }
    var lane = self
    lane.marbles = Array(marbles[first...])
    lane.earlier += first
    return lane
  }

  /// Where a picture of `lanes` that leaves events out starts: at the earliest marble kept
  /// by a lane that left some out (so that every lane shows the same stretch of time), or
  /// at 0 when none did.
  public static func windowStart(_ lanes: [MarbleLane]) -> Int {
    max(0, lanes.filter { $0.earlier > 0 }.compactMap { $0.marbles.first?.time }.min() ?? 0)
  }

  /// Adds `marble` as the latest, keeping the last `limit` marbles at least and fewer than
  /// twice as many: when the lane reaches twice `limit`, all but the last `limit` are counted
  /// in ``earlier`` and let go, so that a lane that never stops stays bounded.
  ///
  /// - Complexity: amortised O(1).
  public mutating func append(_ marble: Marble, keepingRecent limit: Int) {
    marbles.append(marble)
    if marbles.count >= 2 * max(1, limit) {
      let dropped = marbles.count - limit
      marbles.removeFirst(dropped)
      earlier += dropped
    }
  }
}
