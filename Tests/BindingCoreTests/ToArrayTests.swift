import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct ToArrayTests {
  private let scheduler = TestScheduler(initialClock: 0)

  // RxSwift: test_ToArrayWithSingleItem_Return
  @Test func oneValueBecomesAOneElementArray() {
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start { xs.toArray() }
    #expect(res.events == [.next(220, [1]), .completed(220)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  // RxSwift: test_ToArrayWithMultipleItems_Return
  @Test func valuesAreCollectedInOrderAndDeliveredAtCompletion() {
    let xs = scheduler.createColdObservable([
      .next(10, 1), .next(20, 2), .next(30, 3), .next(40, 4), .completed(50),
    ])
    let res = scheduler.start { xs.toArray() }
    #expect(res.events == [.next(250, [1, 2, 3, 4]), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  // RxSwift: test_ToArrayWithNoItems_Empty
  @Test func emptySourceGivesAnEmptyArray() {
    let xs = scheduler.createColdObservable([.completed(50, Int.self)])
    let res = scheduler.start { xs.toArray() }
    #expect(res.events == [.next(250, []), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  // RxSwift: test_ToArrayWithSingleItem_Never
  @Test func emitsNothingUntilTheSourceCompletes() {
    let xs = scheduler.createHotObservable([.next(150, 1), .next(300, 2)])
    let res = scheduler.start { xs.toArray() }
    #expect(res.events.isEmpty)
    #expect(xs.subscriptions == [Subscription(200, 1000)])
  }

  // RxSwift: test_ToArrayWithImmediateError_Throw
  @Test func immediateErrorFailsTheSingle() {
    let xs = scheduler.createColdObservable([.error(10, TestError(), Int.self)])
    let res = scheduler.start { xs.toArray() }
    #expect(res.events == [.error(210, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 210)])
  }

  // RxSwift: test_ToArrayWithMultipleItems_Throw
  @Test func errorAfterValuesDropsThemAndFailsTheSingle() {
    let xs = scheduler.createColdObservable([
      .next(10, 1), .next(20, 2), .next(30, 3), .next(40, 4), .error(50, TestError()),
    ])
    let res = scheduler.start { xs.toArray() }
    #expect(res.events == [.error(250, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func succeedsAsASingle() {
    var results: [SingleEvent<[String]>] = []
    _ = Observable.of("a", "b").toArray().subscribe { results.append($0) }
    #expect(results.count == 1)
    #expect((try? results.first?.get()) == ["a", "b"])
  }
}
