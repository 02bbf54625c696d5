import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct EnumeratedTests {
  private let scheduler = TestScheduler(initialClock: 0)
  private let letters: [Recorded<Event<String>>] = [.next(210, "a"), .next(220, "b"), .next(280, "c")]

  /// The tuples as strings, which are `Equatable`, with their times.
  private func described(_ res: TestableObserver<(index: Int, element: String)>)
    -> [Recorded<Event<String>>]
  {
    res.events.map { Recorded(time: $0.time, value: $0.value.map { "\($0.index):\($0.element)" }) }
  }

  // RxSwift: test_Infinite
  @Test func pairsEachValueWithItsIndex() {
    let xs = scheduler.createHotObservable(letters)
    let res = scheduler.start { xs.enumerated() }
    #expect(described(res) == [.next(210, "0:a"), .next(220, "1:b"), .next(280, "2:c")])
    #expect(xs.subscriptions == [Subscription(200, 1000)])
  }

  // RxSwift: test_Completed
  @Test func forwardsCompletion() {
    let xs = scheduler.createHotObservable(letters + [.completed(300)])
    let res = scheduler.start { xs.enumerated() }
    #expect(
      described(res) == [.next(210, "0:a"), .next(220, "1:b"), .next(280, "2:c"), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  // RxSwift: test_Error
  @Test func forwardsError() {
    let xs = scheduler.createHotObservable(letters + [.error(300, TestError())])
    let res = scheduler.start { xs.enumerated() }
    #expect(
      described(res) == [
        .next(210, "0:a"), .next(220, "1:b"), .next(280, "2:c"), .error(300, TestError()),
      ])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func eachSubscriptionCountsFromZero() {
    let indexed = Observable.of("x", "y").enumerated().map(\.index)
    let (first, _) = indexed.record()
    let (second, _) = indexed.record()
    #expect(first.values == [0, 1])
    #expect(second.values == [0, 1])
  }
}
