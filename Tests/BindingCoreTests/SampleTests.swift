import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct SampleTests {
  private struct Setup {
    let scheduler = TestScheduler(initialClock: 0)
    let xs: TestableObservable<Int>
    let ys: TestableObservable<String>

    init(_ source: [Recorded<Event<Int>>], _ sampler: [Recorded<Event<String>>]) {
      xs = scheduler.createHotObservable(source)
      ys = scheduler.createHotObservable(sampler)
    }
  }

  private static let values: [Recorded<Event<Int>>] = [
    .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6),
  ]
  private static let ticks: [Recorded<Event<String>>] = [
    .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"),
  ]

  @Test func emitsTheLatestNewValueAtEachTick() {
    let setup = Setup(Self.values + [.completed(400)], Self.ticks + [.completed(500)])
    let res = setup.scheduler.start { setup.xs.sample(setup.ys) }
    #expect(res.events == [.next(250, 3), .next(320, 6), .completed(500)])
    #expect(setup.xs.subscriptions == [Subscription(200, 400)])
    #expect(setup.ys.subscriptions == [Subscription(200, 500)])
  }

  @Test func theSamplersCompletionTakesALastSample() {
    let setup = Setup(
      Self.values + [.next(360, 7), .completed(400)], Self.ticks + [.completed(500)])
    let res = setup.scheduler.start { setup.xs.sample(setup.ys) }
    #expect(res.events == [.next(250, 3), .next(320, 6), .next(500, 7), .completed(500)])
  }

  @Test func aCompletedSourceEndsTheResultAtTheNextTick() {
    let setup = Setup(
      [.next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .completed(300)],
      Self.ticks + [.completed(500)])
    let res = setup.scheduler.start { setup.xs.sample(setup.ys) }
    #expect(res.events == [.next(250, 3), .next(320, 4), .completed(320)])
    #expect(setup.xs.subscriptions == [Subscription(200, 300)])
    #expect(setup.ys.subscriptions == [Subscription(200, 320)])
  }

  @Test func aTickWithoutANewValueEmitsTheDefault() {
    let setup = Setup(Self.values + [.completed(400)], Self.ticks + [.completed(500)])
    let res = setup.scheduler.start { setup.xs.sample(setup.ys, defaultValue: 0) }
    #expect(
      res.events == [
        .next(210, 0), .next(250, 3), .next(260, 0), .next(320, 6), .next(500, 0), .completed(500),
      ])
  }

  @Test func aSamplerErrorEndsTheResult() {
    let setup = Setup(
      Self.values + [.completed(400)],
      [.next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .error(320, TestError())])
    let res = setup.scheduler.start { setup.xs.sample(setup.ys) }
    #expect(res.events == [.next(250, 3), .error(320, TestError())])
    #expect(setup.xs.subscriptions == [Subscription(200, 320)])
    #expect(setup.ys.subscriptions == [Subscription(200, 320)])
  }

  @Test func aSourceErrorEndsTheResult() {
    let setup = Setup(
      Self.values + [.error(320, TestError())],
      [.next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(300, "baz")])
    let res = setup.scheduler.start { setup.xs.sample(setup.ys) }
    #expect(res.events == [.next(250, 3), .next(300, 5), .error(320, TestError())])
    #expect(setup.ys.subscriptions == [Subscription(200, 320)])
  }

  @Test func aTickSetOffByTheSameChangeSamplesTheUpdatedValue() {
    let relay = PublishRelay<Int>()
    let total = Observable.combineLatest(relay, relay.map { $0 * 10 }) { $0 + $1 }
    let (log, subscription) = total.sample(relay).record()
    defer { subscription.dispose() }
    relay.accept(1)
    relay.accept(2)
    #expect(log.values == [11, 22])
  }
}
