import Testing

@testable import BindingPictures

/// The stretch of time a picture of a given width draws: the whole history when it fits, else
/// the most recent stretch with its marbles readable, and a count of what came before.
@Suite struct MarbleWindowTests {
  /// A lane that sent now and then for 40 s, then three values 50 ms apart.
  private let lanes = [
    MarbleLane(
      name: "map Model.swift:4",
      marbles: [0, 10_000, 20_000, 30_000, 39_900, 39_950, 40_000].enumerated().map { index, time in
        Marble(time: time, kind: .value(String(index)), cause: index + 1)
      }),
    MarbleLane(name: "ok", marbles: [Marble(time: 39_950, kind: .value("1"), cause: 6)]),
  ]

  @Test func aHistoryThatFitsIsDrawnWholeAtItsUsualScale() throws {
    let window = MarbleWindow(lanes, now: 40_000, width: 10_000)
    #expect(window.from == 0)
    #expect(window.earlier == 0)
    #expect(window.summary() == nil)
    let whole = try #require(PictureReading.parse(MarblePicture.svg(lanes, now: 40_000)))
    let windowed = try #require(PictureReading.parse(MarblePicture.svg(lanes, now: 40_000, width: 10_000)))
    #expect(windowed.number("data-px-per-ms") == whole.number("data-px-per-ms"))
    #expect(PictureReading.marbles(windowed).count == 8)
  }

  @Test func aLongHistoryShowsTheRecentStretchThatFitsReadably() throws {
    let window = MarbleWindow(lanes, now: 40_000, width: 860)
    // 30 s to 40 s on at most 860 px would put the marbles 50 ms apart closer than 34 px.
    #expect(window.from == 39_900)
    #expect(window.end == 40_000)
    #expect(window.lanes.map(\.earlier) == [4, 0])
    #expect(window.summary() == "… 4 events before 39900ms")
    #expect(window.x(39_950) - window.x(39_900) >= MarblePicture.marbleGap)
    #expect(window.x(39_900) == window.labelWidth + 22)
  }

  @Test func thePictureOfAWindowPlacesMarblesOnItsAxisAndStaysInItsWidth() throws {
    let window = MarbleWindow(lanes, now: 40_000, width: 860)
    let root = try #require(PictureReading.parse(MarblePicture.svg(lanes, now: 40_000, width: 860)))
    #expect(root.number("data-from") == 39_900)
    let scale = try #require(root.number("data-px-per-ms"))
    #expect(abs(scale - window.pixelsPerMillisecond) < 1e-9)
    let drawn = PictureReading.marbles(root)
    #expect(drawn.map(\.time).sorted() == [39_900, 39_950, 39_950, 40_000])
    for marble in drawn {
      #expect(abs(marble.x - (MarblePicture.margin + window.x(marble.time))) <= 0.05)
    }
    // Short values need no legend: the picture is the lanes and their axis only.
    #expect(PictureReading.size(root).width <= 860)
    let summary = try #require(root.all("class", "before").first)
    #expect(summary.text == "… 4 events before 39900ms")
    #expect(PictureReading.lanes(root)["map Model.swift:4"]?.number("data-earlier") == 4)
  }

  @Test func aWindowStartsNoEarlierThanTheMarblesEveryLaneKeeps() {
    // 30 marbles: a lane keeps the last 24, so no window starts before the 7th.
    let busy = MarbleLane(
      name: "busy", marbles: (0..<30).map { Marble(time: $0 * 1_000, kind: .value("x"), cause: $0 + 1) })
    let window = MarbleWindow([busy], now: 29_000, width: 100_000)
    #expect(window.from == 6_000)
    #expect(window.lanes[0].earlier == 6)
  }

  @Test(arguments: 1...30)
  func everyWindowedPictureFitsItsWidthAndKeepsMarblesApart(seed: Int) throws {
    let (lanes, now) = MarbleGeometryTests.randomLanes(seed: UInt64(seed))
    // Values in their circles only, so that no legend stands beside the lanes.
    let short = lanes.map { lane in
      MarbleLane(
        name: lane.name,
        marbles: lane.marbles.map { marble in
          guard case .value = marble.kind else { return marble }
          return Marble(time: marble.time, kind: .value("1"), cause: marble.cause)
        })
    }
    let width = 500.0 + Double(seed * 37 % 500)
    let window = MarbleWindow(short, now: now, width: width)
    let root = try #require(PictureReading.parse(MarblePicture.svg(short, now: now, width: width)))
    #expect(PictureReading.size(root).width <= width + 0.05, "seed \(seed)")
    let drawn = PictureReading.marbles(root)
    let total = short.map(\.marbles.count).reduce(0, +)
    #expect(drawn.count + window.earlier == total, "seed \(seed): each counted once")
    #expect(drawn.allSatisfy { $0.time >= window.from }, "seed \(seed)")
    guard window.from > 0 else { return }
    for lane in short.map(\.name) {
      let times = Set(drawn.filter { $0.lane == lane }.map(\.time)).sorted()
      for (a, b) in zip(times, times.dropFirst()) {
        #expect(window.x(b) - window.x(a) >= MarblePicture.marbleGap - 0.001, "seed \(seed): \(lane)")
      }
    }
  }
}
