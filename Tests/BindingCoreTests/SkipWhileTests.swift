import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct SkipWhileTests {
  private let scheduler = TestScheduler(initialClock: 0)
  private let primesThenOthers: [Recorded<Event<Int>>] = [
    .next(90, -1), .next(110, -1), .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3),
    .next(350, 7), .next(390, 4), .next(410, 17), .next(450, 8), .next(500, 23),
  ]

  private static func isPrime(_ value: Int) -> Bool {
    value >= 2 && (2..<value).allSatisfy { value % $0 != 0 }
  }

  /// Runs `skip(while: isPrime)` over `events`, counting the predicate's calls.
  private func run(_ events: [Recorded<Event<Int>>], disposed: Int = 1000) -> (
    res: TestableObserver<Int>, xs: TestableObservable<Int>, invoked: Int
  ) {
    let xs = scheduler.createHotObservable(events)
    var invoked = 0
    let res = scheduler.start(disposed: disposed) {
      xs.skip(while: { value in
        invoked += 1
        return Self.isPrime(value)
      })
    }
    return (res, xs, invoked)
  }

  // RxSwift: testSkipWhile_Complete_Before
  @Test func completionWhileSkippingIsForwarded() {
    let events = Array(primesThenOthers.prefix(6)) + [.completed(330)] + primesThenOthers.dropFirst(6)
    let (res, xs, invoked) = run(events)
    #expect(res.events == [.completed(330)])
    #expect(xs.subscriptions == [Subscription(200, 330)])
    #expect(invoked == 4)
  }

  // RxSwift: testSkipWhile_Complete_After
  @Test func firstValueFailingThePredicateAndAllLaterOnesPassWithoutAskingAgain() {
    let (res, xs, invoked) = run(primesThenOthers + [.completed(600)])
    #expect(
      res.events == [.next(390, 4), .next(410, 17), .next(450, 8), .next(500, 23), .completed(600)])
    #expect(xs.subscriptions == [Subscription(200, 600)])
    #expect(invoked == 6)
  }

  // RxSwift: testSkipWhile_Error_Before
  @Test func errorWhileSkippingIsForwarded() {
    let events = Array(primesThenOthers.prefix(4)) + [.error(270, TestError())]
    let (res, xs, invoked) = run(events + primesThenOthers.dropFirst(4))
    #expect(res.events == [.error(270, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 270)])
    #expect(invoked == 2)
  }

  // RxSwift: testSkipWhile_Error_After
  @Test func errorAfterSkippingIsForwarded() {
    let (res, xs, invoked) = run(primesThenOthers + [.error(600, TestError())])
    #expect(
      res.events == [
        .next(390, 4), .next(410, 17), .next(450, 8), .next(500, 23), .error(600, TestError()),
      ])
    #expect(xs.subscriptions == [Subscription(200, 600)])
    #expect(invoked == 6)
  }

  // RxSwift: testSkipWhile_Dispose_Before
  @Test func disposingWhileSkippingEmitsNothing() {
    let (res, xs, invoked) = run(primesThenOthers + [.completed(600)], disposed: 300)
    #expect(res.events.isEmpty)
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(invoked == 3)
  }

  // RxSwift: testSkipWhile_Dispose_After
  @Test func disposingAfterSkippingStopsDelivery() {
    let (res, xs, invoked) = run(primesThenOthers + [.completed(600)], disposed: 470)
    #expect(res.events == [.next(390, 4), .next(410, 17), .next(450, 8)])
    #expect(xs.subscriptions == [Subscription(200, 470)])
    #expect(invoked == 6)
  }

  // RxSwift: testSkipWhile_Zero
  @Test func firstValueFailingThePredicateSkipsNothing() {
    let events = Array(primesThenOthers.prefix(2)) + [.next(205, 100)] + primesThenOthers.dropFirst(2)
    let (res, xs, invoked) = run(events + [.completed(600)])
    #expect(res.events == [.next(205, 100)] + primesThenOthers.dropFirst(2) + [.completed(600)])
    #expect(xs.subscriptions == [Subscription(200, 600)])
    #expect(invoked == 1)
  }

  // RxSwift: testSkipWhile_Throw
  @Test func errorThrownByThePredicateEndsTheSequence() {
    let xs = scheduler.createHotObservable(primesThenOthers + [.completed(600)])
    var invoked = 0
    let res = scheduler.start {
      xs.skip(while: { value in
        invoked += 1
        if invoked == 3 { throw TestError() }
        return Self.isPrime(value)
      })
    }
    #expect(res.events == [.error(290, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 290)])
    #expect(invoked == 3)
  }
}
