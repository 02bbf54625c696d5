import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct SkipTests {
  @Test(arguments: [
    (0, [1, 2, 3, 4]), (-1, [1, 2, 3, 4]), (2, [3, 4]), (4, []), (10, []),
  ])
  func dropsTheFirstValues(count: Int, expected: [Int]) {
    let (log, _) = Observable.of(1, 2, 3, 4).skip(count).record()
    #expect(log.values == expected)
    #expect(log.events.last == .completed)
  }

  @Test func forwardsErrorWhileSkipping() {
    let source = HotProbe<Int>()
    let (log, _) = source.observable.skip(5).record()
    source.onNext(1)
    source.onError(OperatorTestError())
    #expect(log.events == [.error(OperatorTestError())])
    #expect(!source.isObserved)
  }

  @Test func disposingStopsDeliveryAndDisposesSource() {
    let source = HotProbe<Int>()
    let (log, subscription) = source.observable.skip(1).record()
    source.onNext(1)
    source.onNext(2)
    subscription.dispose()
    source.onNext(3)
    #expect(log.values == [2])
    #expect(!source.isObserved)
  }
}
