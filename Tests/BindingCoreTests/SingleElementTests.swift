import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// `single()` and `single(_:)` on RxSwift's timelines.
@Suite(.checksResources) struct SingleElementTests {
  private static func numbers(_ scheduler: TestScheduler, _ events: [Recorded<Event<Int>>])
    -> TestableObservable<Int>
  {
    scheduler.createHotObservable([.next(150, 1)] + events)
  }

  private static let twoToFive: [Recorded<Event<Int>>] = [
    .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
  ]

  @Test func failsWithNoElementsWhenTheSourceCompletesEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.numbers(scheduler, [.completed(250)])
    let res = scheduler.start { xs.single() }
    #expect(res.events == [.error(250, RxError.noElements)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func passesTheOnlyValueOnAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.numbers(scheduler, [.next(210, 2), .completed(250)])
    let res = scheduler.start { xs.single() }
    #expect(res.events == [.next(210, 2), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func failsWithMoreThanOneElementAtTheSecondValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.numbers(scheduler, [.next(210, 2), .next(220, 3), .completed(250)])
    let res = scheduler.start { xs.single() }
    #expect(res.events == [.next(210, 2), .error(220, RxError.moreThanOneElement)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func passesTheSourceErrorOn() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.numbers(scheduler, [.error(210, TestError())])
    let res = scheduler.start { xs.single() }
    #expect(res.events == [.error(210, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 210)])
  }

  @Test func aPredicateMatchingNothingFailsWithNoElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.numbers(scheduler, [.completed(250)])
    let res = scheduler.start { xs.single { $0 % 2 == 1 } }
    #expect(res.events == [.error(250, RxError.noElements)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func aPredicateMatchingOneValuePassesItOn() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.numbers(scheduler, Self.twoToFive)
    let res = scheduler.start { xs.single { $0 == 4 } }
    #expect(res.events == [.next(230, 4), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func aPredicateMatchingTwoValuesFailsAtTheSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.numbers(scheduler, Self.twoToFive)
    let res = scheduler.start { xs.single { $0 % 2 == 1 } }
    #expect(res.events == [.next(220, 3), .error(240, RxError.moreThanOneElement)])
    #expect(xs.subscriptions == [Subscription(200, 240)])
  }

  @Test func aPredicatePassesTheSourceErrorOn() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.numbers(scheduler, [.error(210, TestError())])
    let res = scheduler.start { xs.single { $0 % 2 == 1 } }
    #expect(res.events == [.error(210, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 210)])
  }

  @Test func aThrowingPredicateEndsWithItsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.numbers(scheduler, Self.twoToFive)
    let res = scheduler.start {
      xs.single { value -> Bool in
        guard value < 4 else { throw TestError() }
        return false
      }
    }
    #expect(res.events == [.error(230, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func aSubscriberFeedingTheSourceBackEndsAfterTheSecondValue() {
    let source = BehaviorSubject(value: false)
    var seen: [Bool] = []
    var error: (any Error)?
    let subscription = source.single { _ in true }.subscribe(
      onNext: { value in
        seen.append(value)
        source.onNext(!value)
      },
      onError: { error = $0 })
    #expect(seen == [false])
    #expect(error as? RxError == .moreThanOneElement)
    subscription.dispose()
  }
}
