import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// The timelines of RxSwift's multicast tests: a long hot source, connected and disconnected
/// several times, once through a subject made per connection and once through one subject.
@Suite(.checksResources) struct MulticastTests {
  private static func source(_ scheduler: TestScheduler, ending: [Recorded<Event<Int>>] = [])
    -> TestableObservable<Int>
  {
    let before: [Recorded<Event<Int>>] = [
      .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5),
      .next(370, 6), .next(390, 7), .next(410, 13), .next(430, 2),
    ]
    let after: [Recorded<Event<Int>>] = [
      .next(450, 9), .next(520, 11), .next(560, 20), .next(570, 21), .next(580, 23),
      .next(590, 24), .next(600, 25), .next(610, 26), .next(620, 27), .next(630, 28),
      .error(800, TestError()),
    ]
    return scheduler.createHotObservable(before + ending + after)
  }

  /// Connects at 300, 420, 440 (joining the connection of 420) and 575, and disposes those
  /// connections at 400, 530 (the inner one), 590 (already ended) and 621.
  private static func scheduleConnections(
    _ scheduler: TestScheduler, _ connectable: @escaping () -> ConnectableObservable<Int>
  ) {
    var connection: Disposable?
    var inner: Disposable?
    var last: Disposable?
    scheduler.scheduleAt(300) { connection = connectable().connect() }
    scheduler.scheduleAt(400) { connection?.dispose() }
    scheduler.scheduleAt(420) { connection = connectable().connect() }
    scheduler.scheduleAt(440) { inner = connectable().connect() }
    scheduler.scheduleAt(530) { inner?.dispose() }
    scheduler.scheduleAt(575) { last = connectable().connect() }
    scheduler.scheduleAt(590) { connection?.dispose() }
    scheduler.scheduleAt(621) { last?.dispose() }
  }

  /// The subscription disposed at 1000: the latest one made.
  private final class Subscriptions {
    var latest: Disposable?
  }

  private struct Run {
    let events: [Recorded<Event<Int>>]
    let subscriptions: [Subscription]
  }

  /// Makes the connectable at 100 with `make`, subscribes at `subscribed` with `subscribe`
  /// (which may subscribe again and connect from inside), disposes at 1000.
  private static func run(
    ending: [Recorded<Event<Int>>] = [], subscribed: TestTime,
    make: @escaping (TestableObservable<Int>) -> ConnectableObservable<Int>,
    subscribe:
      @escaping (ConnectableObservable<Int>, TestableObserver<Int>, Subscriptions)
      -> Void = { ys, res, subscriptions in subscriptions.latest = ys.subscribe(res) }
  ) -> Run {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, ending: ending)
    let res = scheduler.createObserver(Int.self)
    var ys: ConnectableObservable<Int>?
    let subscriptions = Subscriptions()
    scheduler.scheduleAt(TestScheduler.Defaults.created) { ys = make(xs) }
    scheduler.scheduleAt(subscribed) { subscribe(ys!, res, subscriptions) }
    scheduler.scheduleAt(TestScheduler.Defaults.disposed) { subscriptions.latest?.dispose() }
    scheduleConnections(scheduler) { ys! }
    scheduler.start()
    return Run(events: res.events, subscriptions: xs.subscriptions)
  }

  private static let connections = [
    Subscription(300, 400), Subscription(420, 530), Subscription(575, 621),
  ]

  /// Subscribes `res`, and when the source ends subscribes it again and connects.
  private static func resubscribeOnEnd(
    _ ys: ConnectableObservable<Int>, _ res: TestableObserver<Int>, _ subscriptions: Subscriptions
  ) {
    let reconnect = {
      subscriptions.latest = ys.subscribe(res)
      _ = ys.connect()
    }
    subscriptions.latest = ys.do(onError: { _ in reconnect() }, onCompleted: reconnect)
      .subscribe(res)
  }

  // MARK: A subject per connection

  @Test func subjectPerConnectionDeliversOnlyWhileConnected() {
    let run = Self.run(subscribed: 405) { xs in
      xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 3) })
    }
    #expect(run.events == [.next(430, 2), .next(450, 9), .next(520, 11)])
    #expect(run.subscriptions == Self.connections)
  }

  @Test func subjectPerConnectionReplaysOnlyItsOwnConnection() {
    let run = Self.run(subscribed: 470) { xs in
      xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) })
    }
    #expect(run.events == [.next(470, 9), .next(520, 11)])
    #expect(run.subscriptions == Self.connections)
  }

  @Test(arguments: [Event<Int>.completed, .error(TestError())])
  func subjectPerConnectionStartsAfreshWhenTheSourceEnds(end: Event<Int>) {
    let run = Self.run(
      ending: [Recorded(time: 435, value: end)], subscribed: 405,
      make: { xs in xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) }) },
      subscribe: Self.resubscribeOnEnd)
    #expect(
      run.events == [
        .next(430, 2), Recorded(time: 435, value: end), .next(450, 9), .next(520, 11),
      ])
    #expect(
      run.subscriptions == [
        Subscription(300, 400), Subscription(420, 435), Subscription(435, 530),
        Subscription(575, 621),
      ])
  }

  // MARK: One subject for every connection

  @Test func oneSubjectKeepsReplayingAcrossConnections() {
    let run = Self.run(subscribed: 405) { xs in xs.multicast(ReplaySubject.create(bufferSize: 3)) }
    #expect(
      run.events == [
        .next(405, 5), .next(405, 6), .next(405, 7), .next(430, 2), .next(450, 9), .next(520, 11),
        .next(580, 23), .next(590, 24), .next(600, 25), .next(610, 26), .next(620, 27),
      ])
    #expect(run.subscriptions == Self.connections)
  }

  @Test func oneSubjectDeliversEveryConnection() {
    let run = Self.run(subscribed: 470) { xs in xs.multicast(ReplaySubject.create(bufferSize: 1)) }
    #expect(
      run.events == [
        .next(470, 9), .next(520, 11), .next(580, 23), .next(590, 24), .next(600, 25),
        .next(610, 26), .next(620, 27),
      ])
    #expect(run.subscriptions == Self.connections)
  }

  @Test(arguments: [Event<Int>.completed, .error(TestError())])
  func oneSubjectStaysEndedOnceTheSourceEnds(end: Event<Int>) {
    let run = Self.run(
      ending: [Recorded(time: 435, value: end)], subscribed: 405,
      make: { xs in xs.multicast(ReplaySubject.create(bufferSize: 1)) },
      subscribe: Self.resubscribeOnEnd)
    #expect(
      run.events == [
        .next(405, 7), .next(430, 2), .next(435, 2), Recorded(time: 435, value: end),
        Recorded(time: 435, value: end),
      ])
    #expect(
      run.subscriptions == [
        Subscription(300, 400), Subscription(420, 435), Subscription(435, 530),
        Subscription(575, 621),
      ])
  }
}

/// The selector form of `multicast`: a subject per subscription, shared inside the selector.
@Suite(.checksResources) struct MulticastSelectorTests {
  private static func source(_ scheduler: TestScheduler, end: [Recorded<Event<Int>>])
    -> TestableObservable<Int>
  {
    scheduler.createHotObservable(
      [
        .next(40, 0), .next(90, 1), .next(150, 2), .next(210, 3), .next(240, 4), .next(270, 5),
        .next(330, 6), .next(340, 7),
      ] + end)
  }

  @Test(arguments: [
    [Recorded.completed(390, Int.self)], [.error(390, TestError(), Int.self)], [],
  ])
  func deliversTheSharedSourceWhileSubscribed(end: [Recorded<Event<Int>>]) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler, end: end)
    let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }) { $0 } }
    let values: [Recorded<Event<Int>>] = [
      .next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6), .next(340, 7),
    ]
    #expect(res.events == values + end)
    #expect(xs.subscriptions == [Subscription(200, end.isEmpty ? 1000 : 390)])
  }

  @Test func bothSidesOfAZipShareOneSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler, end: [.completed(390)])
    let res = scheduler.start {
      xs.multicast({ PublishSubject<Int>() }) { shared in Observable.zip(shared, shared) { $0 + $1 } }
    }
    #expect(
      res.events == [
        .next(210, 6), .next(240, 8), .next(270, 10), .next(330, 12), .next(340, 14),
        .completed(390),
      ])
    #expect(xs.subscriptions == [Subscription(200, 390)])
  }

  @Test func aThrowingSubjectSelectorFailsWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler, end: [.completed(390)])
    let res = scheduler.start {
      xs.multicast({ () throws -> PublishSubject<Int> in throw TestError() }) { $0 }
    }
    #expect(res.events == [.error(200, TestError())])
    #expect(xs.subscriptions == [])
  }

  @Test func aThrowingSelectorFailsWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler, end: [.completed(390)])
    let res = scheduler.start {
      xs.multicast({ PublishSubject<Int>() }) { _ -> Observable<Int> in throw TestError() }
    }
    #expect(res.events == [.error(200, TestError())])
    #expect(xs.subscriptions == [])
  }
}
