import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct StartWithTests {
  @Test func emitsTheElementsBeforeTheSource() {
    let (log, _) = Observable.of(3, 4).startWith(1, 2).record()
    #expect(log.events == [.next(1), .next(2), .next(3), .next(4), .completed])
  }

  @Test func elementsComeBeforeTheSourceIsSubscribed() {
    let source = HotProbe<Int>()
    var subscribedWhenFirstValueArrived: Bool?
    let subscription = source.observable.startWith(0).subscribe(onNext: { value in
      if value == 0 { subscribedWhenFirstValueArrived = source.isObserved }
    })
    #expect(subscribedWhenFirstValueArrived == false)
    #expect(source.isObserved)
    subscription.dispose()
  }

  @Test func nestedStartWithPrependsInCallOrder() {
    let (log, _) = Observable.of(3).startWith(2).startWith(1).record()
    #expect(log.values == [1, 2, 3])
  }

  @Test func everySubscriberGetsTheElements() {
    let relay = BehaviorRelay(value: 5)
    let started = relay.startWith(0)
    let (first, subscription) = started.record()
    defer { subscription.dispose() }
    relay.accept(6)
    let (second, subscription2) = started.record()
    defer { subscription2.dispose() }
    #expect(first.values == [0, 5, 6])
    #expect(second.values == [0, 6])
  }

  @Test func forwardsSourceError() {
    let (log, _) = Observable<Int>.error(OperatorTestError()).startWith(1).record()
    #expect(log.events == [.next(1), .error(OperatorTestError())])
  }

  @Test func disposingDisposesSource() {
    let source = HotProbe<Int>()
    let (log, subscription) = source.observable.startWith(1).record()
    subscription.dispose()
    source.onNext(2)
    #expect(log.values == [1])
    #expect(!source.isObserved)
  }

  @Test func takeAfterStartWithDoesNotKeepTheSource() {
    let source = HotProbe<Int>()
    let (log, _) = source.observable.startWith(1, 2).take(1).record()
    #expect(log.events == [.next(1), .completed])
    #expect(!source.isObserved)
  }
}
