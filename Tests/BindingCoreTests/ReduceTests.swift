import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct ReduceTests {
  private let scheduler = TestScheduler(initialClock: 0)

  private var zeroToFour: TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3), .next(250, 4),
      .completed(260),
    ])
  }

  private static func addBelowThree(_ sum: Int, _ value: Int) throws -> Int {
    if value < 3 { return sum + value }
    throw TestError()
  }

  // RxSwift: test_ReduceWithSeed_Empty, test_ReduceWithSeedAndResult_Empty
  @Test func emptySourceGivesTheSeed() {
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    let res = scheduler.start { xs.reduce(42, accumulator: +) }
    #expect(res.events == [.next(250, 42), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    let mapped = TestScheduler(initialClock: 0)
    let ys = mapped.createHotObservable([.next(150, 1), .completed(250)])
    #expect(
      mapped.start { ys.reduce(42, accumulator: +) { $0 * 5 } }.events == [
        .next(250, 42 * 5), .completed(250),
      ])
  }

  // RxSwift: test_ReduceWithSeed_Return, test_ReduceWithSeedAndResult_Return
  @Test func oneValueIsFoldedIntoTheSeedAtCompletion() {
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 24), .completed(250)])
    let res = scheduler.start { xs.reduce(42, accumulator: +, mapResult: { $0 * 5 }) }
    #expect(res.events == [.next(250, (42 + 24) * 5), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  // RxSwift: test_ReduceWithSeed_Throw, test_ReduceWithSeedAndResult_Throw
  @Test func sourceErrorIsForwarded() {
    let xs = scheduler.createHotObservable([.next(150, 1), .error(210, TestError())])
    let res = scheduler.start { xs.reduce(42, accumulator: +) }
    #expect(res.events == [.error(210, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 210)])
  }

  // RxSwift: test_ReduceWithSeed_Never, test_ReduceWithSeedAndResult_Never
  @Test func emitsNothingUntilTheSourceCompletes() {
    let xs = scheduler.createHotObservable([.next(150, 1), .next(300, 2)])
    let res = scheduler.start { xs.reduce(42, accumulator: +, mapResult: { $0 * 5 }) }
    #expect(res.events.isEmpty)
    #expect(xs.subscriptions == [Subscription(200, 1000)])
  }

  // RxSwift: test_ReduceWithSeed_Range, test_ReduceWithSeedAndResult_Range
  @Test func foldsEveryValueInOrder() {
    let xs = zeroToFour
    let res = scheduler.start { xs.reduce(42, accumulator: +) }
    #expect(res.events == [.next(260, 42 + 0 + 1 + 2 + 3 + 4), .completed(260)])
    #expect(xs.subscriptions == [Subscription(200, 260)])
    let (strings, _) = Observable.of("a", "b", "c")
      .reduce("", accumulator: +, mapResult: { $0.uppercased() }).record()
    #expect(strings.events == [.next("ABC"), .completed])
  }

  // RxSwift: test_ReduceWithSeed_AccumulatorThrows, test_ReduceWithSeedAndResult_AccumulatorThrows
  @Test func errorThrownByTheAccumulatorEndsTheSequence() {
    let xs = zeroToFour
    let res = scheduler.start {
      xs.reduce(42, accumulator: Self.addBelowThree, mapResult: { $0 * 5 })
    }
    #expect(res.events == [.error(240, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 240)])
  }

  // RxSwift: test_ReduceWithSeedAndResult_SelectorThrows
  @Test func errorThrownByMapResultEndsTheSequence() {
    let xs = zeroToFour
    let res = scheduler.start {
      xs.reduce(42, accumulator: +, mapResult: { (_: Int) throws -> Int in throw TestError() })
    }
    #expect(res.events == [.error(260, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 260)])
  }

  @Test func eachSubscriptionStartsFromTheSeed() {
    let sum = Observable.of(1, 2, 3).reduce(10, accumulator: +)
    let (first, _) = sum.record()
    let (second, _) = sum.record()
    #expect(first.events == [.next(16), .completed])
    #expect(second.events == [.next(16), .completed])
  }
}
