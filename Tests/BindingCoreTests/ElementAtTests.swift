import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct ElementAtTests {
  private let scheduler = TestScheduler(initialClock: 0)

  private func source(ending end: Recorded<Event<Int>>) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
      .next(300, -1), .next(310, 3), .next(340, 8), .next(370, 11), .next(410, 15),
      .next(415, 16), .next(460, 72), .next(510, 76), .next(560, 32), .next(570, -100),
      .next(580, -3), .next(590, 5), .next(630, 10), end,
    ])
  }

  // RxSwift: testElementAt_Complete_After
  @Test func emitsTheValueAtTheIndexThenCompletes() {
    let xs = source(ending: .completed(690))
    let res = scheduler.start { xs.element(at: 10) }
    #expect(res.events == [.next(460, 72), .completed(460)])
    #expect(xs.subscriptions == [Subscription(200, 460)])
  }

  // RxSwift: testElementAt_Complete_Before
  @Test func completingBeforeTheIndexFailsWithArgumentOutOfRange() {
    let xs = scheduler.createHotObservable([
      .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
      .next(300, -1), .completed(320),
    ])
    let res = scheduler.start { xs.element(at: 10) }
    #expect(res.events == [.error(320, RxError.argumentOutOfRange)])
    #expect(xs.subscriptions == [Subscription(200, 320)])
  }

  // RxSwift: testElementAt_Error_After
  @Test func anErrorAfterTheIndexIsNeverSeen() {
    let xs = source(ending: .error(690, TestError()))
    let res = scheduler.start { xs.element(at: 10) }
    #expect(res.events == [.next(460, 72), .completed(460)])
    #expect(xs.subscriptions == [Subscription(200, 460)])
  }

  // RxSwift: testElementAt_Error_Before
  @Test func anErrorBeforeTheIndexPassesThrough() {
    let xs = scheduler.createHotObservable([
      .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
      .next(300, -1), .error(310, TestError()),
    ])
    let res = scheduler.start { xs.element(at: 10) }
    #expect(res.events == [.error(310, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 310)])
  }

  // RxSwift: testElementAt_Dispose_Before
  @Test func disposingBeforeTheIndexGivesNothing() {
    let xs = source(ending: .error(690, TestError()))
    let res = scheduler.start(disposed: 250) { xs.element(at: 3) }
    #expect(res.events.isEmpty)
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  // RxSwift: testElementAt_Dispose_After
  @Test func disposingAfterTheIndexChangesNothing() {
    let xs = source(ending: .error(690, TestError()))
    let res = scheduler.start(disposed: 400) { xs.element(at: 3) }
    #expect(res.events == [.next(280, 1), .completed(280)])
    #expect(xs.subscriptions == [Subscription(200, 280)])
  }

  // RxSwift: testElementAt_First
  @Test func indexZeroIsTheFirstValue() {
    let xs = scheduler.createHotObservable([
      .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
      .next(300, -1), .next(310, 3), .next(340, 8), .next(370, 11), .completed(400),
    ])
    let res = scheduler.start { xs.element(at: 0) }
    #expect(res.events == [.next(210, 9), .completed(210)])
    #expect(xs.subscriptions == [Subscription(200, 210)])
  }

  @Test func theFailureReadsAsRxSwiftsDoes() {
    #expect(RxError.argumentOutOfRange.debugDescription == "Argument out of range.")
  }
}
