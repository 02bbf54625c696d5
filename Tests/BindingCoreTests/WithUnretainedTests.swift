import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct WithUnretainedTests {
  private final class Owner {
    let id: String

    init(_ id: String) { self.id = id }
  }

  private let scheduler = TestScheduler(initialClock: 0)

  private var values: TestableObservable<Int> {
    scheduler.createColdObservable([
      .next(210, 1), .next(215, 2), .next(220, 3), .next(225, 5), .next(230, 8), .completed(250),
    ])
  }

  // RxSwift: testObjectAttached
  @Test func pairsEachValueWithTheObject() {
    let owner = Owner("o")
    let xs = values
    let res = scheduler.start { xs.withUnretained(owner).map { "\($0.id), \($1)" } }
    #expect(
      res.events == [
        .next(410, "o, 1"), .next(415, "o, 2"), .next(420, "o, 3"), .next(425, "o, 5"),
        .next(430, "o, 8"), .completed(450),
      ])
    withExtendedLifetime(owner) {}
  }

  // RxSwift: testObjectDeallocates
  @Test func subscriptionDoesNotKeepTheObjectAlive() {
    var owner: Owner? = Owner("o")
    weak let released = owner
    let subscription = values.withUnretained(owner!).subscribe()
    owner = nil
    #expect(released == nil)
    subscription.dispose()
  }

  // RxSwift: testObjectDeallocatesSequenceCompletes
  @Test func completesAtTheFirstValueAfterTheObjectIsGone() {
    var owner: Owner? = Owner("o")
    let xs = values
    let res = scheduler.start {
      xs.withUnretained(owner!)
        .do(onNext: { _, value in if value == 3 { owner = nil } })
        .map { "\($0.id), \($1)" }
    }
    #expect(res.events == [.next(410, "o, 1"), .next(415, "o, 2"), .next(420, "o, 3"), .completed(425)])
    #expect(xs.subscriptions == [Subscription(200, 425)])
  }

  // RxSwift: testResultsSelector
  @Test func resultSelectorCombinesTheObjectAndEachValue() {
    let owner = Owner("o")
    let xs = scheduler.createColdObservable([
      .next(210, "a"), .next(215, "b"), .next(230, "e"), .completed(250),
    ])
    let res = scheduler.start { xs.withUnretained(owner) { "\($0.id), \($1)" } }
    #expect(res.events == [.next(410, "o, a"), .next(415, "o, b"), .next(430, "o, e"), .completed(450)])
    withExtendedLifetime(owner) {}
  }

  @Test func objectGoneBeforeSubscribingCompletesAtTheFirstValue() {
    var owner: Owner? = Owner("o")
    let paired = Observable.of(1, 2).withUnretained(owner!)
    owner = nil
    let (log, _) = paired.map { $1 }.record()
    #expect(log.events == [.completed])
  }
}
