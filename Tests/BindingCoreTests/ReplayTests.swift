import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// `replay(_:)` and `replayAll()` on RxSwift's timeline: a cold source connected at 400 to
/// 520 and at 650 to 700, and a subscriber arriving at 450.
@Suite(.checksResources) struct ReplayTests {
  enum Buffer: Sendable, CustomTestStringConvertible {
    case count(Int)
    case all

    var testDescription: String {
      switch self {
      case .count(let count): "replay(\(count))"
      case .all: "replayAll()"
      }
    }

    /// What a subscriber arriving at 450 receives at once: the values of 410 to 440, as many as
    /// the buffer keeps (the value of 450 comes after the subscription).
    var replayedAt450: [Recorded<Event<Int>>] {
      let sent = [5, 9, 11, 20]
      let kept: ArraySlice<Int> =
        switch self {
        case .count(let count): sent.suffix(count)
        case .all: sent[...]
        }
      return kept.map { .next(450, $0) }
    }
  }

  private static let buffers: [Buffer] = [.count(1), .count(3), .all]

  private static func run(
    _ buffer: Buffer, end: Recorded<Event<Int>>, unsubscribed: TestTime = 1000
  ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([
      .next(10, 5), .next(20, 9), .next(30, 11), .next(40, 20), .next(50, 22), .next(60, 23),
      .next(70, 24), .next(80, 25), end,
    ])
    let res = scheduler.createObserver(Int.self)
    var ys: ConnectableObservable<Int>?
    var subscription: Disposable?
    var connection: Disposable?
    scheduler.scheduleAt(100) {
      switch buffer {
      case .count(let count): ys = xs.replay(count)
      case .all: ys = xs.replayAll()
      }
    }
    scheduler.scheduleAt(450) { subscription = ys?.subscribe(res) }
    scheduler.scheduleAt(unsubscribed) { subscription?.dispose() }
    scheduler.scheduleAt(400) { connection = ys?.connect() }
    scheduler.scheduleAt(520) { connection?.dispose() }
    scheduler.scheduleAt(650) { connection = ys?.connect() }
    scheduler.scheduleAt(700) { connection?.dispose() }
    scheduler.start()
    return (res.events, xs.subscriptions)
  }

  private static let live: [Recorded<Event<Int>>] = [
    .next(450, 22), .next(460, 23), .next(470, 24), .next(480, 25),
  ]

  @Test(arguments: buffers)
  func replaysTheBufferThenDeliversLive(_ buffer: Buffer) {
    let run = Self.run(buffer, end: .completed(130))
    #expect(run.events == buffer.replayedAt450 + Self.live)
    #expect(run.subscriptions == [Subscription(400, 520), Subscription(650, 700)])
  }

  @Test(arguments: buffers)
  func deliversTheErrorAndEndsTheConnection(_ buffer: Buffer) {
    let run = Self.run(buffer, end: .error(90, TestError()))
    #expect(run.events == buffer.replayedAt450 + Self.live + [.error(490, TestError())])
    #expect(run.subscriptions == [Subscription(400, 490), Subscription(650, 700)])
  }

  @Test(arguments: buffers)
  func deliversTheCompletionAndEndsTheConnection(_ buffer: Buffer) {
    let run = Self.run(buffer, end: .completed(90))
    #expect(run.events == buffer.replayedAt450 + Self.live + [.completed(490)])
    #expect(run.subscriptions == [Subscription(400, 490), Subscription(650, 700)])
  }

  @Test(arguments: buffers)
  func aDisposedSubscriberReceivesNothingMore(_ buffer: Buffer) {
    let run = Self.run(buffer, end: .completed(130), unsubscribed: 475)
    #expect(run.events == buffer.replayedAt450 + Self.live.prefix(3))
    #expect(run.subscriptions == [Subscription(400, 520), Subscription(650, 700)])
  }

  @Test func connectingTwiceSharesOneConnection() {
    let source = HotProbe<Int>()
    let replayed = source.observable.replay(1)
    let first = replayed.connect()
    let second = replayed.connect()
    #expect(source.subscribeCount == 1)
    second.dispose()
    #expect(!source.isObserved)
    first.dispose()
    let subscription = replayed.connect()
    defer { subscription.dispose() }
    #expect(source.subscribeCount == 2)
  }
}
