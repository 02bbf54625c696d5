import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// `groupBy` on RxSwift's timelines: words grouped by their trimmed, lowercased spelling.
@Suite(.checksResources) struct GroupByTests {
  private static func words(_ scheduler: TestScheduler, end: Recorded<Event<String>>)
    -> TestableObservable<String>
  {
    scheduler.createHotObservable([
      .next(90, "abc"), .next(110, "zoo"), .next(130, "oof"), .next(220, "  foo"),
      .next(240, " FoO "), .next(270, "baR  "), .next(310, "foO "), .next(350, " Baz   "),
      .next(360, "  qux "), .next(390, "   bar"), .next(420, " BAR  "), .next(470, "FOO "),
      .next(480, "baz  "), .next(510, " bAZ "), .next(530, "    fOo    "), end,
      .next(580, "error"), .completed(600), .error(650, TestError()),
    ])
  }

  /// The key of a word; counts its calls, and throws at the call numbered `failingCall`.
  private final class Keys {
    private(set) var calls = 0
    let failingCall: Int?

    init(failingCall: Int? = nil) { self.failingCall = failingCall }

    func key(_ word: String) throws -> String {
      calls += 1
      if word == "error" || calls == failingCall { throw TestError() }
      return word.lowercased().trimmingCharacters(in: .whitespaces)
    }
  }

  /// What a subscriber of the groups saw: each group's events, by key, and the subscriptions.
  private final class Groups {
    var outer: Disposable?
    var inner: [String: Disposable] = [:]
    var results: [String: TestableObserver<String>] = [:]
    let keys: TestableObserver<String>

    init(_ scheduler: TestScheduler) { keys = scheduler.createObserver(String.self) }

    func events(_ key: String) -> [Recorded<Event<String>>] { results[key]?.events ?? [] }

    /// Disposes every subscription and lets go of them: the outer one's closure holds this
    /// object, and a disposed subscription keeps its closures until it is released.
    func disposeAll() {
      outer?.dispose()
      for subscription in inner.values { subscription.dispose() }
      outer = nil
      inner = [:]
    }
  }

  /// Subscribes to `grouped` at 200 and to each group as it arrives, or `delay` ticks later.
  private static func subscribeGroups(
    _ scheduler: TestScheduler, _ grouped: @escaping () -> Observable<GroupedObservable<String, String>>,
    delay: Int? = nil
  ) -> Groups {
    let groups = Groups(scheduler)
    scheduler.scheduleAt(200) {
      groups.outer = grouped().subscribe(
        onNext: { group in
          groups.keys.onNext(group.key)
          let result = scheduler.createObserver(String.self)
          groups.results[group.key] = result
          if let delay {
            groups.inner[group.key] = scheduler.scheduleAt(scheduler.clock + delay) {
              groups.inner[group.key] = group.subscribe(result)
            }
          } else {
            groups.inner[group.key] = group.subscribe(result)
          }
        },
        onError: { groups.keys.onError($0) },
        onCompleted: { groups.keys.onCompleted() })
    }
    return groups
  }

  @Test func twoGroupsMergeBackInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
      .next(370, 7), .next(420, 8), .next(470, 9), .completed(600),
    ])
    let res = scheduler.start {
      xs.groupBy { $0 % 2 }.enumerated()
        .map { index, group in group.map { "\(index) \($0)" } }
        .merge()
    }
    #expect(
      res.events == [
        .next(205, "0 1"), .next(210, "1 2"), .next(240, "0 3"), .next(280, "1 4"),
        .next(320, "0 5"), .next(350, "1 6"), .next(370, "0 7"), .next(420, "1 8"),
        .next(470, "0 9"), .completed(600),
      ])
    #expect(xs.subscriptions == [Subscription(200, 600)])
  }

  @Test(arguments: [Recorded.completed(570, String.self), .error(570, TestError(), String.self)])
  func emitsEachKeyOnceThenTheEnd(end: Recorded<Event<String>>) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.words(scheduler, end: end)
    let keys = Keys()
    let res = scheduler.start { xs.groupBy(keySelector: keys.key).map(\.key) }
    #expect(
      res.events == [
        .next(220, "foo"), .next(270, "bar"), .next(350, "baz"), .next(360, "qux"),
        Recorded(time: 570, value: end.value),
      ])
    #expect(xs.subscriptions == [Subscription(200, 570)])
    #expect(keys.calls == 12)
  }

  @Test func disposingStopsTheSourceWhenNoGroupIsSubscribed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.words(scheduler, end: .completed(570))
    let keys = Keys()
    let res = scheduler.start(disposed: 355) { xs.groupBy(keySelector: keys.key).map(\.key) }
    #expect(res.events == [.next(220, "foo"), .next(270, "bar"), .next(350, "baz")])
    #expect(xs.subscriptions == [Subscription(200, 355)])
    #expect(keys.calls == 5)
  }

  @Test func aThrowingKeySelectorEndsEverythingWithItsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.words(scheduler, end: .completed(570))
    let keys = Keys(failingCall: 10)
    let res = scheduler.start { xs.groupBy(keySelector: keys.key).map(\.key) }
    #expect(
      res.events == [
        .next(220, "foo"), .next(270, "bar"), .next(350, "baz"), .next(360, "qux"),
        .error(480, TestError()),
      ])
    #expect(xs.subscriptions == [Subscription(200, 480)])
    #expect(keys.calls == 10)
  }

  /// What the words send to each group, by key, before the source ends at 570.
  private static let sent: [String: [Recorded<Event<String>>]] = [
    "foo": [
      .next(220, "  foo"), .next(240, " FoO "), .next(310, "foO "), .next(470, "FOO "),
      .next(530, "    fOo    "),
    ],
    "bar": [.next(270, "baR  "), .next(390, "   bar"), .next(420, " BAR  ")],
    "baz": [.next(350, " Baz   "), .next(480, "baz  "), .next(510, " bAZ ")],
    "qux": [.next(360, "  qux ")],
  ]

  /// What group `key` was sent between `from` and `until` (both included).
  private static func sent(_ key: String, from: TestTime = 0, until: TestTime = 1000)
    -> [Recorded<Event<String>>]
  {
    sent[key, default: []].filter { (from...until).contains($0.time) }
  }

  /// Groups the words ending with `end`, subscribes to each group as it arrives (or `delay`
  /// ticks later), lets `plan` schedule disposals, disposes everything at 1000 and runs.
  private static func runGroups(
    end: Recorded<Event<String>> = .completed(570), failingCall: Int? = nil, delay: Int? = nil,
    _ plan: (TestScheduler, Groups) -> Void = { _, _ in }
  ) -> (groups: Groups, subscriptions: [Subscription]) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = words(scheduler, end: end)
    let keys = Keys(failingCall: failingCall)
    let groups = subscribeGroups(scheduler, { xs.groupBy(keySelector: keys.key) }, delay: delay)
    plan(scheduler, groups)
    scheduler.scheduleAt(1000) { groups.disposeAll() }
    scheduler.start()
    return (groups, xs.subscriptions)
  }

  @Test(arguments: [Recorded.completed(570, String.self), .error(570, TestError(), String.self)])
  func aGroupSubscribedLateSeesOnlyLaterValuesThenTheEnd(end: Recorded<Event<String>>) {
    let (groups, subscriptions) = Self.runGroups(end: end, delay: 100)
    let ended = Recorded(time: 570, value: end.value)
    #expect(groups.results.count == 4)
    #expect(groups.events("foo") == Self.sent("foo", from: 320) + [ended])
    #expect(groups.events("bar") == Self.sent("bar", from: 370) + [ended])
    #expect(groups.events("baz") == Self.sent("baz", from: 450) + [ended])
    #expect(groups.events("qux") == [ended])
    #expect(subscriptions == [Subscription(200, 570)])
  }

  @Test func groupsSubscribedAtOnceSeeEveryValue() {
    let (groups, subscriptions) = Self.runGroups()
    for key in ["foo", "bar", "baz", "qux"] {
      #expect(groups.events(key) == Self.sent(key) + [.completed(570)])
    }
    #expect(subscriptions == [Subscription(200, 570)])
  }

  @Test func disposingEverythingStopsTheSource() {
    let (groups, subscriptions) = Self.runGroups { scheduler, groups in
      scheduler.scheduleAt(400) { groups.disposeAll() }
    }
    #expect(groups.results.count == 4)
    for key in ["foo", "bar", "baz", "qux"] {
      #expect(groups.events(key) == Self.sent(key, until: 400))
    }
    #expect(subscriptions == [Subscription(200, 400)])
  }

  @Test func aThrowingKeySelectorFailsEveryGroup() {
    let (groups, subscriptions) = Self.runGroups(failingCall: 6)
    #expect(groups.results.count == 3)
    for key in ["foo", "bar", "baz"] {
      #expect(groups.events(key) == Self.sent(key, until: 360) + [.error(360, TestError())])
    }
    #expect(subscriptions == [Subscription(200, 360)])
  }

  @Test func groupsOutliveTheOuterSubscription() {
    let (groups, subscriptions) = Self.runGroups { scheduler, groups in
      scheduler.scheduleAt(320) { groups.outer?.dispose() }
    }
    #expect(groups.keys.events == [.next(220, "foo"), .next(270, "bar")])
    #expect(groups.events("foo") == Self.sent("foo") + [.completed(570)])
    #expect(groups.events("bar") == Self.sent("bar") + [.completed(570)])
    #expect(subscriptions == [Subscription(200, 570)])
  }

  @Test func disposingOneGroupLeavesTheOthers() {
    let (groups, subscriptions) = Self.runGroups { scheduler, groups in
      scheduler.scheduleAt(320) { groups.inner["foo"]?.dispose() }
    }
    #expect(groups.events("foo") == Self.sent("foo", until: 320))
    for key in ["bar", "baz", "qux"] {
      #expect(groups.events(key) == Self.sent(key) + [.completed(570)])
    }
    #expect(subscriptions == [Subscription(200, 570)])
  }

  @Test func theOuterSubscriptionKeepsTheSourceAfterEveryGroupIsDisposed() {
    let disposals = ["foo": 320, "bar": 280, "baz": 355, "qux": 400]
    let (groups, subscriptions) = Self.runGroups { scheduler, groups in
      for (key, time) in disposals {
        scheduler.scheduleAt(time) { groups.inner[key]?.dispose() }
      }
    }
    for (key, time) in disposals {
      #expect(groups.events(key) == Self.sent(key, until: time))
    }
    #expect(subscriptions == [Subscription(200, 570)])
  }

  /// Keeps the one group of a source that ends at 570 and subscribes to it at 600, after
  /// disposing the outer subscription at `outerDisposed`.
  private static func subscribeEscapedGroup(end: Recorded<Event<String>>, outerDisposed: TestTime)
    -> (events: [Recorded<Event<String>>], subscriptions: [Subscription])
  {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, "  foo"), end])
    let res = scheduler.createObserver(String.self)
    var group: GroupedObservable<String, String>?
    var outer: Disposable?
    var inner: Disposable?
    scheduler.scheduleAt(200) {
      outer = xs.groupBy { $0.trimmingCharacters(in: .whitespaces) }
        .subscribe(onNext: { group = $0 })
    }
    scheduler.scheduleAt(outerDisposed) { outer?.dispose() }
    scheduler.scheduleAt(600) { inner = group?.subscribe(res) }
    scheduler.scheduleAt(1000) { inner?.dispose() }
    scheduler.start()
    return (res.events, xs.subscriptions)
  }

  @Test(arguments: [Recorded.completed(570, String.self), .error(570, TestError(), String.self)])
  func aGroupSubscribedAfterTheEndReceivesTheEnd(end: Recorded<Event<String>>) {
    let run = Self.subscribeEscapedGroup(end: end, outerDisposed: 1000)
    #expect(run.events == [Recorded(time: 600, value: end.value)])
    #expect(run.subscriptions == [Subscription(200, 570)])
  }

  @Test func aGroupSubscribedAfterEverythingWasDisposedReceivesNothing() {
    let run = Self.subscribeEscapedGroup(end: .error(570, TestError()), outerDisposed: 400)
    #expect(run.events == [])
    #expect(run.subscriptions == [Subscription(200, 400)])
  }
}
