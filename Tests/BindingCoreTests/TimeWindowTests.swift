import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// `take(for:)` and `skip(for:)`.
///
/// The times follow RxTest's rules: the window's timer is scheduled at subscription (200),
/// after the hot source's events, which were scheduled when it was made, so an event due at
/// the same tick as the timer comes first; a window of no time ends one tick later (201), as
/// work asked for now runs then. ``rxSwiftsTimelines(_:)`` holds RxSwift's own cases
/// (`Observable+TakeTests`, `Observable+SkipTests`: `testTake_TakeZero`, `testSkip_Some`...).
@Suite(.checksResources) struct TimeWindowTests {
  private static func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(240, 2), .next(250, 3), .next(280, 4), .completed(300),
    ])
  }

  @Test func takeForLetsValuesThroughUntilTheTimeIsUp() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
    #expect(res.events == [.next(210, 1), .next(240, 2), .next(250, 3), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func takeForPassesAnEarlierEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
    #expect(res.events == [.next(210, 1), .error(220, TestError())])
  }

  @Test func skipForDropsValuesUntilTheTimeIsUp() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler)
    let res = scheduler.start { xs.skip(for: .seconds(50), scheduler: scheduler) }
    #expect(res.events == [.next(280, 4), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func skipForPassesAnEarlyEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let res = scheduler.start { xs.skip(for: .seconds(50), scheduler: scheduler) }
    #expect(res.events == [.completed(220)])
  }

  /// One of RxSwift's timelines for `take(for:)` or `skip(for:)`: the source, the window (one
  /// or two `take(for:)` in a row), what the observer records and when the source is
  /// subscribed.
  struct Timeline: Sendable, CustomTestStringConvertible {
    let name: String
    let skips: Bool
    let windows: [Int]
    let source: [Recorded<Event<Int>>]
    let expected: [Recorded<Event<Int>>]
    let subscription: Subscription

    var testDescription: String { name }

    static let threeValues: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(230)]
    static let sixValues: [Recorded<Event<Int>>] = [
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6),
      .completed(270),
    ]
    static let all: [Timeline] = [
      Timeline(
        name: "take for 0", skips: false, windows: [0], source: threeValues,
        expected: [.completed(201)], subscription: Subscription(200, 201)),
      Timeline(
        name: "take for 25", skips: false, windows: [25],
        source: [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)],
        expected: [.next(210, 1), .next(220, 2), .completed(225)], subscription: Subscription(200, 225)),
      Timeline(
        name: "take for longer than the source", skips: false, windows: [50], source: threeValues,
        expected: threeValues, subscription: Subscription(200, 230)),
      Timeline(
        name: "take for, a failure", skips: false, windows: [50],
        source: [.next(0, 0), .error(210, TestError())], expected: [.error(210, TestError())],
        subscription: Subscription(200, 210)),
      Timeline(
        name: "take for, a source that never ends", skips: false, windows: [50], source: [.next(0, 0)],
        expected: [.completed(250)], subscription: Subscription(200, 250)),
      Timeline(
        name: "take for 55 then for 35", skips: false, windows: [55, 35], source: sixValues,
        expected: [.next(210, 1), .next(220, 2), .next(230, 3), .completed(235)],
        subscription: Subscription(200, 235)),
      Timeline(
        name: "skip for 0", skips: true, windows: [0], source: threeValues, expected: threeValues,
        subscription: Subscription(200, 230)),
      Timeline(
        name: "skip for 15", skips: true, windows: [15], source: threeValues,
        expected: [.next(220, 2), .completed(230)], subscription: Subscription(200, 230)),
      Timeline(
        name: "skip for longer than the source", skips: true, windows: [50], source: threeValues,
        expected: [.completed(230)], subscription: Subscription(200, 230)),
      Timeline(
        name: "skip for, a failure", skips: true, windows: [50], source: [.error(210, TestError())],
        expected: [.error(210, TestError())], subscription: Subscription(200, 210)),
      Timeline(
        name: "skip for, a source that never ends", skips: true, windows: [50], source: [],
        expected: [], subscription: Subscription(200, 1000)),
    ]
  }

  @Test(arguments: Timeline.all)
  func rxSwiftsTimelines(_ timeline: Timeline) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(timeline.source)
    let res = scheduler.start {
      timeline.windows.reduce(xs.asObservable()) { stream, window in
        timeline.skips
          ? stream.skip(for: .seconds(window), scheduler: scheduler)
          : stream.take(for: .seconds(window), scheduler: scheduler)
      }
    }
    #expect(res.events == timeline.expected)
    #expect(xs.subscriptions == [timeline.subscription])
  }
}
