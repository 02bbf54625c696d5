import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct IgnoreElementsTests {
  @Test func keepsOnlyTheCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .completed(250), .next(260, 4),
    ])
    let res = scheduler.start { xs.ignoreElements() }
    #expect(res.events == [.completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func keepsTheError() {
    let (log, _) = Observable.concat(Observable.of(1, 2), .error(OperatorTestError(code: 2)))
      .ignoreElements().materialize().map { "\($0)" }.record()
    #expect(log.values == ["error(\(OperatorTestError(code: 2)))"])
  }

  @Test func neverEndingSourceNeverEnds() {
    let source = HotProbe<Int>()
    var ended = false
    _ = source.observable.ignoreElements().subscribe(onCompleted: { ended = true })
    source.onNext(1)
    #expect(!ended)
    source.onCompleted()
    #expect(ended)
  }
}
